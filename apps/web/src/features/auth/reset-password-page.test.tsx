import { checkResetLink, messageAnswerSchema, resetPassword } from '@ico/domain/contracts/accounts';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ApiRoutes, answer, apiCalls, refuse, routeKey } from '../../test/api';
import { renderScreen, text } from '../../test/render';
import { PasswordResetDone } from './password-reset-done';
import { ResetPasswordPage } from './reset-password-page';

const EMAIL = 'somchai@example.com';
const CODE = 'c'.repeat(32);
const NEW_PASSWORD = 'Lotus-Canal-Rice-Mango7';

/**
 * The mailed link's page in both languages: the new password twice (and a code with two-factor on), the refusals,
 * a link that no longer works, and the notice on /login after the reset. password-reset.spec.ts keeps the English
 * journey (the real mail, its link crossing pages, every session ended, the link working once, on a phone with axe);
 * the Thai screens it showed are checked here.
 */
describe.each(['en', 'th'] as const)('the reset-password page in %s', (language) => {
  const t = (key: string) => text(language, `password-reset:${key}`);
  const auth = (key: string) => text(language, `auth:${key}`);
  const common = (key: string) => text(language, `common:${key}`);
  // A new-password label is followed by the required mark.
  const input = (label: string) =>
    screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), { selector: 'input' }) as HTMLInputElement;
  const posts = () => apiCalls().filter((call) => call.method === 'POST');

  /** The link's page, and /login as the app shows it after a reset (the notice reads the navigation's state). */
  function open(api: ApiRoutes) {
    return renderScreen(
      <Routes>
        <Route path="/resetPassword/:email/:code" element={<ResetPasswordPage />} />
        <Route path="/login" element={<PasswordResetDone />} />
      </Routes>,
      { language, url: `/resetPassword/${encodeURIComponent(EMAIL)}/${CODE}`, api },
    );
  }

  async function fill(view: Awaited<ReturnType<typeof open>>, password: string, confirm: string) {
    if (password) {
      await view.user.click(input(t('reset.password')));
      await view.user.paste(password);
    }
    await view.user.clear(input(t('reset.confirmPassword')));
    await view.user.click(input(t('reset.confirmPassword')));
    await view.user.paste(confirm);
  }

  // The strength estimate (zxcvbn, on the page here) takes seconds when the two cores are shared.
  it('a link without two-factor: a confirmation that differs is refused before sending; the reset lands on /login with its notice', {
    timeout: 60_000,
  }, async () => {
    const view = await open({
      [routeKey(checkResetLink)]: (request) => {
        expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({ email: EMAIL, code: CODE });
        return answer(checkResetLink.response[200], { username: 'somchai', secondFactor: false });
      },
      [routeKey(resetPassword)]: async (request) => {
        expect(resetPassword.body.parse(await request.json())).toEqual({ email: EMAIL, verificationCode: CODE, password: NEW_PASSWORD });
        return answer(messageAnswerSchema, { message: 'OK' });
      },
    });
    expect(await screen.findByRole('heading', { name: t('reset.title') })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: auth('shared.username') }) as HTMLInputElement).value).toBe('somchai');
    expect((screen.getByRole('textbox', { name: auth('shared.email') }) as HTMLInputElement).value).toBe(EMAIL);
    expect(screen.queryByRole('textbox', { name: t('reset.code') })).toBeNull();

    await fill(view, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await view.user.click(screen.getByRole('button', { name: t('reset.submit') }));
    expect(await screen.findByText(common('validation.PASSWORD_NOT_MATCH'), undefined, { timeout: 20_000 })).toBeTruthy();
    expect(posts()).toEqual([]);

    await fill(view, '', NEW_PASSWORD);
    await view.user.click(screen.getByRole('button', { name: t('reset.submit') }));
    const notice = await screen.findByRole('status', undefined, { timeout: 20_000 });
    expect(notice.textContent).toContain(t('done.title'));
    expect(notice.textContent).toContain(t('done.text'));
    expect(view.location()).toBe('/login');
    expect(posts()).toHaveLength(1);
  });

  it('with two-factor on, the code is asked: a wrong one is refused under its field, the right one saves', {
    timeout: 60_000,
  }, async () => {
    let tries = 0;
    const view = await open({
      [routeKey(checkResetLink)]: () => answer(checkResetLink.response[200], { username: 'somchai', secondFactor: true }),
      [routeKey(resetPassword)]: async (request) => {
        const body = resetPassword.body.parse(await request.json());
        tries += 1;
        expect(body.otp).toBe(tries === 1 ? '111111' : '222222');
        return tries === 1 ? refuse('WRONG_OTP') : answer(messageAnswerSchema, { message: 'OK' });
      },
    });
    const code = await screen.findByRole('textbox', { name: t('reset.code') });
    await fill(view, NEW_PASSWORD, NEW_PASSWORD);
    await view.user.click(screen.getByRole('button', { name: t('reset.submit') }));
    // Empty, the code is refused by the form's rule before anything is sent.
    expect(await screen.findByText(common('validation.SECOND_FACTOR_FORMAT'), undefined, { timeout: 20_000 })).toBeTruthy();
    expect(posts()).toEqual([]);

    await view.user.type(code, '111111');
    await view.user.click(screen.getByRole('button', { name: t('reset.submit') }));
    expect(await screen.findByText(common('errors.WRONG_OTP'), undefined, { timeout: 20_000 })).toBeTruthy();
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(view.location()).toBe(`/resetPassword/${encodeURIComponent(EMAIL)}/${CODE}`);

    await view.user.clear(code);
    await view.user.type(code, '222222');
    await view.user.click(screen.getByRole('button', { name: t('reset.submit') }));
    expect((await screen.findByRole('status', undefined, { timeout: 20_000 })).textContent).toContain(t('done.text'));
    expect(posts()).toHaveLength(2);
  });

  it('an unknown link explains itself and leads to a new one', async () => {
    await open({ [routeKey(checkResetLink)]: () => refuse('VERIFICATION_CODE_WRONG') });
    expect(await screen.findByRole('heading', { name: t('link.wrongTitle') })).toBeTruthy();
    expect(screen.getByText(t('link.wrongText'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('link.newLink') }).getAttribute('href')).toBe('/forgotPassword');
  });

  it('a used or expired link explains itself and leads to a new one', async () => {
    await open({ [routeKey(checkResetLink)]: () => refuse('LINK_EXPIRED') });
    expect(await screen.findByRole('heading', { name: t('link.expiredTitle') })).toBeTruthy();
    expect(screen.getByText(t('link.expiredText'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('link.newLink') }).getAttribute('href')).toBe('/forgotPassword');
  });
});
