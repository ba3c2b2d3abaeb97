import type { Me } from '@ico/domain/account';
import { api } from '../../../lib/api-client';

/**
 * `GET /auth/me/` with a token that is not stored yet: the login stores the session only once it knows
 * the user, so that nothing reacts to a half-made session (the 'signed in, go to /profile' redirect).
 */
export const fetchMeWithToken = (accessToken: string): Promise<Me> => api<Me>('/auth/me/', { accessToken });
