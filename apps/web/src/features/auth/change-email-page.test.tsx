import { getMe, messageAnswerSchema } from '@ico/domain/contracts/accounts';
import { getEmailChange, requestEmailChange } from '@ico/domain/contracts/email-change';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alsoAnswer, answer, apiCalls, refuse, routeKey } from '../../test/api';
import { meAnswer } from '../../test/fixtures';
import { renderScreen, text } from '../../test/render';
import { ChangeEmailPage } from './change-email-page';

const NEW = 'moved@example.com';

/**
 * `/changeEmail` in both languages: the server's refusals under their fields, the one-time code asked after a 405, and
 * the page that says where the link went. email-change.spec.ts keeps the English journey with the real mailboxes.
 */
describe.each(['en', 'th'] as const)('the change-email page in %s', (language) => {
  const t = (key: string, values?: Record<string, unknown>) => text(language, `email-change:${key}`, values);
  const common = (key: string) => text(language, `common:${key}`);
  const prompt = (key: string) => text(language, `step-up:${key}`);
  const field = (label: string) =>
    screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), { selector: 'input' }) as HTMLInputElement;

  async function open(mfa: boolean) {
    const view = await renderScreen(<ChangeEmailPage />, {
      language,
      url: '/changeEmail',
      signedIn: true,
      api: {
        [routeKey(getMe)]: () => answer(getMe.response[200], meAnswer({ mfa_enabled: mfa })),
        [routeKey(getEmailChange)]: () => answer(getEmailChange.response[200], { change: null }),
      },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(t('form.title'));
    expect(await screen.findByText('somchai@example.com')).toBeTruthy();
    return view;
  }

  async function fill(view: Awaited<ReturnType<typeof open>>, email: string, password: string) {
    await view.user.clear(field(t('form.newEmail')));
    await view.user.type(field(t('form.newEmail')), email);
    await view.user.clear(field(t('form.password')));
    await view.user.type(field(t('form.password')), password);
    await view.user.click(screen.getByRole('button', { name: t('form.submit') }));
  }

  it('the same address and a wrong password refused under their fields; then the link is sent', async () => {
    const view = await open(false);
    alsoAnswer({ [routeKey(requestEmailChange)]: () => refuse('EMAIL_UNCHANGED', { email: 'EMAIL_UNCHANGED' }) });
    await fill(view, 'SOMCHAI@example.com', 'Passw0rd!x');
    expect(await screen.findByText(common('errors.EMAIL_UNCHANGED'))).toBeTruthy();

    alsoAnswer({ [routeKey(requestEmailChange)]: () => refuse('OLD_PASSWORD_WRONG') });
    await fill(view, NEW, 'Passw0rd!y');
    expect(await screen.findByText(common('errors.OLD_PASSWORD_WRONG'))).toBeTruthy();

    alsoAnswer({ [routeKey(requestEmailChange)]: () => answer(messageAnswerSchema, { message: 'OK' }, 202) });
    await fill(view, NEW, 'Passw0rd!x');
    expect((await screen.findByRole('heading', { level: 1, name: t('sent.title') })).textContent).toBe(t('sent.title'));
    expect(screen.getByRole('status').textContent).toContain(NEW);
    expect(screen.getByRole('link', { name: t('sent.back') }).getAttribute('href')).toBe('/profile?tab=security');
    const sent = apiCalls().filter((call) => call.method === 'POST');
    expect(await sent.at(-1)?.request.json()).toEqual({ email: NEW, password: 'Passw0rd!x' });
  });

  it('two-factor on: the code is asked, with the way to the reset inquiry, and sent with the change', async () => {
    const view = await open(true);
    alsoAnswer({
      [routeKey(requestEmailChange)]: async (request) => {
        const body = (await request.json()) as { otp?: string };
        return body.otp ? answer(messageAnswerSchema, { message: 'OK' }, 202) : refuse('OTP_REQUIRED');
      },
    });
    await fill(view, NEW, 'Passw0rd!x');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(t('form.otpText'));
    expect(
      within(dialog)
        .getByRole('link', { name: prompt('prompt.lostDevice') })
        .getAttribute('href'),
    ).toBe('/Inquiry/7/');
    await view.user.type(within(dialog).getByLabelText(prompt('prompt.label'), { exact: false }), '123456');
    await view.user.click(within(dialog).getByRole('button', { name: prompt('prompt.submit') }));
    expect(await screen.findByRole('heading', { level: 1, name: t('sent.title') })).toBeTruthy();
    const sent = apiCalls().filter((call) => call.method === 'POST');
    expect(await sent.at(-1)?.request.json()).toEqual({ email: NEW, password: 'Passw0rd!x', otp: '123456' });
  });
});
