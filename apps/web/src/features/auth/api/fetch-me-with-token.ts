import type { Me } from '@ico/domain/account';
import { API_TIMEOUT_MS } from '@ico/domain/constants';
import { ApiError } from '../../../lib/api-client';

/**
 * `GET /auth/me/` with a token that is not stored yet: the login stores the session only once it knows
 * the user, so that nothing reacts to a half-made session (the 'signed in, go to /profile' redirect).
 */
export async function fetchMeWithToken(accessToken: string): Promise<Me> {
  let response: Response;
  try {
    response = await fetch('/api/auth/me/', {
      headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new ApiError(response.status, typeof body.message === 'string' ? body.message : 'INTERNAL_ERROR');
  }
  return (await response.json()) as Me;
}
