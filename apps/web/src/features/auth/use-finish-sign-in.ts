import type { Me } from '@ico/domain/account';
import { setLanguage } from '@ico/domain/contracts/accounts';
import type { TokenPair } from '@ico/domain/contracts/sessions';
import { type RefObject, useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SecondFactorKind } from '../../components/otp-dialog';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { saveSession } from '../../lib/session';
import { useLanguage } from '../../lib/use-language';
import { meQueryKey } from '../../lib/use-me';
import { fetchMeWithToken } from './api/fetch-me-with-token';
import type { ReplaceAuthenticatorState } from './replace-authenticator-page';

export type SignedIn = { tokens: TokenPair; me: Me };

/** The tokens of a sign-in with the user they belong to: the session is stored only once both are known. */
export async function withUser(tokens: Promise<TokenPair>): Promise<SignedIn> {
  const pair = await tokens;
  return { tokens: pair, me: await fetchMeWithToken(pair.access) };
}

/**
 * Stores a new session and goes on: after a spent recovery code to a working authenticator first (issue 15), else
 * to `returnTo` or the user's home. `signingIn` is set first, so the page's 'already signed in' redirect does not
 * overtake it. Used by the log-in form and the mailed sign-in link's page.
 */
export function useFinishSignIn(signingIn: RefObject<boolean>) {
  const navigate = useNavigate();
  const language = useLanguage();
  return useCallback(
    ({ tokens, me }: SignedIn, kind: SecondFactorKind | undefined, returnTo?: string) => {
      signingIn.current = true;
      queryClient.setQueryData(meQueryKey, me);
      saveSession({ user: { username: me.username, email: me.email }, accessToken: tokens.access, refreshToken: tokens.refresh });
      // Mails follow the language the user reads the portal in.
      if (me.language !== language) void call(setLanguage, { body: { language } }).catch(() => undefined);
      if (kind === 'recovery') {
        const state: ReplaceAuthenticatorState = { recovered: true };
        return void navigate('/2-factor/replace', { replace: true, state });
      }
      navigate(returnTo ?? (me.role ? '/admin' : '/profile'), { replace: true });
    },
    [signingIn, navigate, language],
  );
}
