import { changePassword, getMe, messageAnswerSchema } from '@ico/domain/contracts/accounts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiCalls, routeKey } from '../../test/api';
import { meAnswer } from '../../test/fixtures';
import { renderScreen, text } from '../../test/render';
import { ChangePasswordPage } from './change-password-page';

/**
 * Changing the password with the strength rules, in both languages (password-strength.spec.ts keeps the English run in
 * Chromium, where the estimate runs in its worker; happy-dom has no worker, so here it runs on the page, as in a
 * browser that cannot start one).
 */
describe.each(['en', 'th'] as const)('the change-password page in %s', (language) => {
  const auth = (key: string) => text(language, `auth:${key}`);
  const common = (key: string) => text(language, `common:${key}`);
  // The label is followed by the required mark.
  const input = (label: string) =>
    screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), { selector: 'input' }) as HTMLInputElement;

  // The strength estimate (zxcvbn and its dictionaries, on the page here) takes seconds when the two cores are shared.
  it('refuses a common new password under the field before anything is sent; a good one changes it', { timeout: 60_000 }, async () => {
    const view = await renderScreen(<ChangePasswordPage />, {
      language,
      url: '/changePassword',
      signedIn: true,
      api: {
        [routeKey(getMe)]: () => answer(getMe.response[200], meAnswer({ mfa_enabled: false })),
        [routeKey(changePassword)]: () => answer(messageAnswerSchema, { message: 'OK' }),
      },
    });
    await screen.findByRole('heading', { name: auth('changePassword.title') });
    await view.user.click(input(auth('changePassword.oldPassword')));
    await view.user.paste('Old-Passw0rd!x');
    await view.user.click(input(auth('changePassword.newPassword')));
    await view.user.paste('Qwerty123!');
    await view.user.click(input(auth('changePassword.confirmPassword')));
    await view.user.paste('Qwerty123!');
    const meter = await screen.findByRole('meter', { name: common('passwordStrength.label') });
    await waitFor(() => expect(meter.getAttribute('aria-valuetext')).toBe(common('passwordStrength.veryWeak')), { timeout: 10_000 });
    await view.user.click(screen.getByRole('button', { name: auth('changePassword.submit') }));
    expect(await screen.findByText(common('errors.PASSWORD_COMMON'))).toBeTruthy();
    expect(apiCalls().some((call) => call.method === 'POST')).toBe(false);

    await view.user.clear(input(auth('changePassword.newPassword')));
    await view.user.click(input(auth('changePassword.newPassword')));
    await view.user.paste('Lotus-Canal-Rice-Mango7');
    await view.user.clear(input(auth('changePassword.confirmPassword')));
    await view.user.click(input(auth('changePassword.confirmPassword')));
    await view.user.paste('Lotus-Canal-Rice-Mango7');
    await view.user.click(screen.getByRole('button', { name: auth('changePassword.submit') }));
    expect(await screen.findByRole('dialog', { name: auth('changePassword.successTitle') }, { timeout: 10_000 })).toBeTruthy();
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
