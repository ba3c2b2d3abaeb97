import { getMe } from '@ico/domain/contracts/accounts';
import { call } from '../../../lib/api-client';

/**
 * `getMe` with a token that is not stored yet: the login stores the session only once it knows the user, so that
 * nothing reacts to a half-made session (the 'signed in, go to /profile' redirect).
 */
export const fetchMeWithToken = (accessToken: string) => call(getMe, {}, { accessToken });
