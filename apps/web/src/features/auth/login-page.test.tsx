import { messageAnswerSchema } from '@ico/domain/contracts/accounts';
import { obtainSession } from '@ico/domain/contracts/sessions';
import { requestSignInLink } from '@ico/domain/contracts/sign-in-links';
import { SIGN_IN_LINK_MINUTES } from '@ico/domain/sign-in-link';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiRoutes, answer, apiCalls, refuse, routeKey } from '../../test/api';
import { renderScreen, text } from '../../test/render';
import { LoginPage } from './login-page';

/**
 * The log-in screen's refusals in both languages. The journeys (accounts.spec.ts, login-limits.spec.ts) keep the
 * English path through the real portal and the mailed link; the Thai screens are checked here.
 */
describe.each(['en', 'th'] as const)('the log-in page in %s', (language) => {
  const auth = (key: string, values?: Record<string, unknown>) => text(language, `auth:${key}`, values);

  async function logIn(api: ApiRoutes) {
    const view = await renderScreen(<LoginPage />, { language, url: '/login', api });
    await view.user.type(screen.getByRole('textbox', { name: auth('shared.username') }), 'somchai');
    await view.user.type(screen.getByLabelText(auth('shared.password'), { exact: true }), 'Wrong-pass1!');
    await view.user.click(screen.getByRole('button', { name: auth('login.submit') }));
    return view;
  }

  it('asks for both fields before sending', async () => {
    const view = await renderScreen(<LoginPage />, { language, url: '/login' });
    await view.user.click(screen.getByRole('button', { name: auth('login.submit') }));
    expect((await screen.findAllByText(text(language, 'common:validation.USERNAME_REQUIRED'))).length).toBeGreaterThan(0);
    expect(apiCalls()).toEqual([]);
  });

  it('a signed-in user who opens the page goes to the profile', async () => {
    const view = await renderScreen(<LoginPage />, { language, url: '/login', signedIn: true });
    expect(view.location()).toBe('/profile');
  });

  it('a wrong password shows the wrong username or password dialog, then a fresh form', async () => {
    const view = await logIn({ [routeKey(obtainSession)]: () => refuse('WRONG_USERNAME_OR_PASSWORD') });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(auth('login.wrongTitle'))).toBeTruthy();
    expect(within(dialog).getByText(auth('login.wrongText'))).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: auth('dialog.ok') }));
    expect((screen.getByRole('textbox', { name: auth('shared.username') }) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(auth('shared.password'), { exact: true }) as HTMLInputElement).value).toBe('');
    expect(view.location()).toBe('/login');
  });

  it('past the sign-in limit: the wait counted down, the code prompt that says why, and the mailed link', async () => {
    const view = await logIn({
      [routeKey(obtainSession)]: () => refuse('TOO_MANY_REQUESTS', undefined, { 'retry-after': '900' }),
      [routeKey(requestSignInLink)]: async (request) => {
        expect(requestSignInLink.body.parse(await request.json())).toMatchObject({ username: 'somchai' });
        return answer(messageAnswerSchema, { message: 'SENT' });
      },
    });
    const notice = (await screen.findByText(auth('loginSlowed.title'))).closest('[role="status"]') as HTMLElement;
    expect(within(notice).getByText(auth('loginSlowed.text'))).toBeTruthy();
    expect(within(notice).getByTestId('slowed-down-wait').textContent).toMatch(/1[45]:\d\d/);

    await view.user.click(within(notice).getByRole('button', { name: auth('loginSlowed.useCode') }));
    const prompt = await screen.findByRole('dialog', { name: auth('loginLimited.title') });
    expect(within(prompt).getByText(auth('loginLimited.text'))).toBeTruthy();
    await view.user.click(within(prompt).getByRole('button', { name: text(language, 'step-up:prompt.cancel') }));
    expect(screen.queryByRole('dialog', { name: auth('loginLimited.title') })).toBeNull();

    await view.user.click(within(notice).getByRole('button', { name: auth('loginSlowed.mailLink') }));
    expect(await screen.findByText(auth('loginSlowed.sentText', { username: 'somchai', minutes: SIGN_IN_LINK_MINUTES }))).toBeTruthy();
    expect(screen.getByText(auth('loginSlowed.sentTitle'))).toBeTruthy();
  });
});
