import { api } from '../../../lib/api-client';

/** `POST /auth/user/activate/`: an account our staff created gets its first password through the mailed link. */
export function activateAccount(body: { email: string; verificationCode: string; password: string }): Promise<{ message: string }> {
  return api('/auth/user/activate/', { json: body, auth: false });
}
