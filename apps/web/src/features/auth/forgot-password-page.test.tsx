import { forgotPassword, messageAnswerSchema } from '@ico/domain/contracts/accounts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiCalls, refuse, routeKey } from '../../test/api';
import { renderScreen, text } from '../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

/**
 * `/forgotPassword` in both languages. password-reset.spec.ts keeps the English journey (from /login through the
 * mailed link to a new password, on a phone, with axe); the Thai page, its field rule and its refusal are checked here.
 */
describe.each(['en', 'th'] as const)('the forgot-password page in %s', (language) => {
  const t = (key: string, values?: Record<string, unknown>) => text(language, `password-reset:${key}`, values);
  const auth = (key: string) => text(language, `auth:${key}`);
  const common = (key: string) => text(language, `common:${key}`);
  const email = () => screen.getByRole('textbox', { name: auth('shared.email') });

  it('refuses a malformed address under the field before sending; a good one is sent and the page says where', async () => {
    const view = await renderScreen(<ForgotPasswordPage />, {
      language,
      url: '/forgotPassword',
      api: {
        [routeKey(forgotPassword)]: async (request) => {
          expect(forgotPassword.body.parse(await request.json())).toEqual({ email: 'somchai@example.com' });
          return answer(messageAnswerSchema, { message: 'SENT' });
        },
      },
    });
    expect(screen.getByRole('heading', { name: t('forgot.title') })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('forgot.otherHelpLink') }).getAttribute('href')).toBe('/inquiry/2/');
    expect(screen.getByRole('link', { name: t('forgot.backToLogin') }).getAttribute('href')).toBe('/login');

    await view.user.click(screen.getByRole('button', { name: t('forgot.submit') }));
    expect(await screen.findByText(common('validation.EMAIL_REQUIRED'))).toBeTruthy();
    await view.user.type(email(), 'somchai@example');
    await view.user.click(screen.getByRole('button', { name: t('forgot.submit') }));
    expect(await screen.findByText(common('validation.EMAIL_INVALID'))).toBeTruthy();
    expect(apiCalls()).toEqual([]);

    await view.user.type(email(), '.com');
    await view.user.click(screen.getByRole('button', { name: t('forgot.submit') }));
    expect(await screen.findByRole('heading', { name: t('forgot.sentTitle') })).toBeTruthy();
    expect(screen.getByText(t('forgot.sentText', { email: 'somchai@example.com' }))).toBeTruthy();
    expect(screen.getByText(t('forgot.validity'))).toBeTruthy();
    expect(apiCalls()).toHaveLength(1);

    // Another address: the form again, the address kept to be corrected.
    await view.user.click(screen.getByRole('button', { name: t('forgot.otherAddress') }));
    expect(screen.getByRole('heading', { name: t('forgot.title') })).toBeTruthy();
    expect((email() as HTMLInputElement).value).toBe('somchai@example.com');
  });

  it('a refusal of the server shows above the button, worded in the language of the page', async () => {
    const view = await renderScreen(<ForgotPasswordPage />, {
      language,
      url: '/forgotPassword',
      api: { [routeKey(forgotPassword)]: () => refuse('TOO_MANY_REQUESTS') },
    });
    await view.user.type(email(), 'somchai@example.com');
    await view.user.click(screen.getByRole('button', { name: t('forgot.submit') }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(t('forgot.failedTitle'))).toBeTruthy();
    expect(alert.textContent).toContain(common('errors.TOO_MANY_REQUESTS'));
    expect(screen.getByRole('heading', { name: t('forgot.title') })).toBeTruthy();
  });
});
