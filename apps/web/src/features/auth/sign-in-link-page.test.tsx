import { checkSignInLink, obtainSessionWithLink } from '@ico/domain/contracts/sign-in-links';
import { SIGN_IN_LINK_MINUTES } from '@ico/domain/sign-in-link';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiRoutes, answer, refuse, routeKey } from '../../test/api';
import { renderScreen, text } from '../../test/render';
import { SignInLinkPage } from './sign-in-link-page';

/** The page of the mailed sign-in link in both languages (login-limits.spec.ts follows a real link in English). */
describe.each(['en', 'th'] as const)('the sign-in link page in %s', (language) => {
  const auth = (key: string, values?: Record<string, unknown>) => text(language, `auth:${key}`, values);
  const open = (api: ApiRoutes) =>
    renderScreen(<SignInLinkPage />, { language, url: '/signInLink/abc123', path: '/signInLink/:code', api });

  it('names the account of the link and refuses a wrong password in place', async () => {
    const view = await open({
      [routeKey(checkSignInLink)]: async (request) => {
        expect(checkSignInLink.body.parse(await request.json())).toEqual({ code: 'abc123' });
        return answer(checkSignInLink.response[200], { username: 'somchai', expires_at: '2026-11-28T15:00:00.000Z' });
      },
      [routeKey(obtainSessionWithLink)]: () => refuse('WRONG_USERNAME_OR_PASSWORD'),
    });
    expect(await screen.findByRole('heading', { name: auth('signInLink.title') })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: auth('shared.username') }) as HTMLInputElement).value).toBe('somchai');
    await view.user.type(screen.getByLabelText(auth('shared.password'), { exact: true }), 'Wrong-pass1!');
    await view.user.click(screen.getByRole('button', { name: auth('signInLink.submit') }));
    expect(within(await screen.findByRole('alert')).getByText(auth('signInLink.wrongPassword'))).toBeTruthy();
  });

  it('an expired link says so and leads back to the log-in page', async () => {
    await open({ [routeKey(checkSignInLink)]: () => refuse('LINK_EXPIRED') });
    expect(await screen.findByText(auth('signInLink.expiredTitle'))).toBeTruthy();
    expect(screen.getByText(auth('signInLink.expiredText', { minutes: SIGN_IN_LINK_MINUTES }))).toBeTruthy();
    expect(screen.getByRole('link', { name: auth('signInLink.newLink') }).getAttribute('href')).toBe('/login');
  });
});
