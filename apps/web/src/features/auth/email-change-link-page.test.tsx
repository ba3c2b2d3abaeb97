import { messageAnswerSchema } from '@ico/domain/contracts/accounts';
import { cancelEmailChange, checkEmailChangeLink, confirmEmailChange } from '@ico/domain/contracts/email-change';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format';
import { readSession } from '../../lib/session';
import { answer, apiCalls, refuse, routeKey } from '../../test/api';
import { investor, renderScreen, text } from '../../test/render';
import { EmailChangeLinkPage } from './email-change-link-page';

const OLD = investor.email;
const NEW = 'moved@example.com';
const UNTIL = '2026-12-01T02:00:00.000Z';
const link = (kind: 'confirm' | 'cancel', confirmed: boolean) =>
  answer(checkEmailChangeLink.response[200], { kind, oldEmail: OLD, newEmail: NEW, confirmed, cancel_until: UNTIL });

/**
 * The pages of the mailed links in both languages: checked first, used only by the button, what happened after, and a
 * used link. email-change.spec.ts opens the real mailed links in English (desktop) and in Thai (phone).
 */
describe.each(['en', 'th'] as const)('the e-mail change link pages in %s', (language) => {
  const t = (key: string, values?: Record<string, unknown>) => text(language, `email-change:${key}`, values);
  const h1 = () => screen.findByRole('heading', { level: 1 });

  it('the confirm link: the change named, confirmed by its button, this device keeps the new address', async () => {
    const view = await renderScreen(<EmailChangeLinkPage kind="confirm" />, {
      language,
      url: '/confirmEmail/abc123',
      path: '/confirmEmail/:code',
      signedIn: true,
      api: {
        [routeKey(checkEmailChangeLink)]: () => link('confirm', false),
        [routeKey(confirmEmailChange)]: () => answer(messageAnswerSchema, { message: 'OK' }),
      },
    });
    expect((await h1()).textContent).toBe(t('link.confirmTitle'));
    expect(screen.getByText(t('link.confirmText', { newEmail: NEW, oldEmail: OLD }))).toBeTruthy();
    expect(apiCalls().some((call) => call.method === 'POST')).toBe(false);
    await view.user.click(screen.getByRole('button', { name: t('link.confirmButton') }));
    expect((await screen.findByRole('heading', { level: 1, name: t('link.confirmedTitle') })).textContent).toBe(t('link.confirmedTitle'));
    expect(screen.getByRole('status').textContent).toBe(t('link.confirmedText', { newEmail: NEW, oldEmail: OLD }));
    expect(screen.getByRole('link', { name: t('link.profile') }).getAttribute('href')).toBe('/profile?tab=security');
    expect(readSession()?.user.email).toBe(NEW);
    const sent = apiCalls().find((call) => call.method === 'POST');
    expect(await sent?.request.json()).toEqual({ code: 'abc123' });
  });

  it('a used link says it expired', async () => {
    await renderScreen(<EmailChangeLinkPage kind="confirm" />, {
      language,
      url: '/confirmEmail/abc123',
      path: '/confirmEmail/:code',
      signedIn: true,
      api: { [routeKey(checkEmailChangeLink)]: () => refuse('LINK_EXPIRED') },
    });
    expect((await h1()).textContent).toBe(t('link.expiredTitle'));
    expect(screen.getByText(t('link.expiredText'))).toBeTruthy();
  });

  it('the cancel link of a confirmed change: both addresses and the deadline, undone by its button, signed out', async () => {
    const view = await renderScreen(<EmailChangeLinkPage kind="cancel" />, {
      language,
      url: '/cancelEmailChange/def456',
      path: '/cancelEmailChange/:code',
      signedIn: true,
      api: {
        [routeKey(checkEmailChangeLink)]: () => link('cancel', true),
        [routeKey(cancelEmailChange)]: () => answer(messageAnswerSchema, { message: 'OK' }),
      },
    });
    expect((await h1()).textContent).toBe(t('link.cancelTitle'));
    const names = { oldEmail: OLD, newEmail: NEW, until: formatDateTime(UNTIL, language) };
    expect(screen.getByText(t('link.cancelConfirmed', names))).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: t('link.cancelButton') }));
    expect(await screen.findByRole('heading', { level: 1, name: t('link.cancelledTitle') })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(OLD);
    // Every session ended, this one too: the page offers the sign-in, and the browser forgot the session.
    expect(screen.getByRole('link', { name: t('link.login') }).getAttribute('href')).toBe('/login');
    expect(readSession()).toBeNull();
  });
});
