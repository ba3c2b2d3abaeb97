import { api } from '../../../lib/api-client';

export type ChangePasswordBody = { old_password: string; new_password: string; otp?: string };

/** `POST /auth/change_password/` (JSON): 405 OTP_REQUIRED when two-factor is on, then repeated with the code. */
export function changePassword(body: ChangePasswordBody): Promise<{ message: string }> {
  return api('/auth/change_password/', { json: body });
}
