import { requestSignInLink as requestSignInLinkEndpoint } from '@ico/domain/contracts/sign-in-links';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

/** `requestSignInLink`: the same answer whether or not the username has an account. */
export const requestSignInLink = (input: z.input<typeof requestSignInLinkEndpoint.body>) =>
  call(requestSignInLinkEndpoint, { body: input }, { auth: false });
