import { getMe } from '@ico/domain/contracts/accounts';
import { checkEmailChangeLink, getEmailChange } from '@ico/domain/contracts/email-change';
import { getUpdatedInformation } from '@ico/domain/contracts/messages';
import { listOfferings } from '@ico/domain/contracts/offerings';
import { refreshSession } from '@ico/domain/contracts/sessions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { readSession } from '../lib/session';
import { type ApiRoutes, answer, refuse, routeKey } from '../test/api';
import { investor, renderScreen, text } from '../test/render';
import { AppRoutes } from './router';

const revoked: ApiRoutes = {
  [routeKey(getMe)]: () => refuse('SESSION_REVOKED'),
  [routeKey(refreshSession)]: () => refuse('SESSION_REVOKED'),
  [routeKey(getEmailChange)]: () => refuse('SESSION_REVOKED'),
  // The header's counts of new messages and notices: the first call of a signed-in page.
  [routeKey(getUpdatedInformation)]: () => refuse('SESSION_REVOKED'),
  [routeKey(listOfferings)]: () => answer(listOfferings.response[200], []),
};

/**
 * A session signed out from elsewhere, through the app's own shell, in both languages: the next call is refused, the
 * browser says why, forgets the session and goes to /login, except on a mailed link's page, which stays. The journeys
 * (sessions.spec.ts in English, email-change.spec.ts's phone path in Thai) end real sessions on another device.
 */
describe.each(['en', 'th'] as const)('a session ended elsewhere, in %s', (language) => {
  const s = (key: string) => text(language, `sessions:${key}`);

  it('says so, forgets the session and opens /login', async () => {
    const view = await renderScreen(<AppRoutes />, { language, url: '/profile', signedIn: true, api: revoked });
    const dialog = await screen.findByRole('dialog', { name: s('ended.revokedTitle') }, { timeout: 10_000 });
    expect(dialog.textContent).toContain(s('ended.revokedText'));
    await view.user.click(within(dialog).getByRole('button', { name: text(language, 'common:sessionExpired.ok') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: s('ended.revokedTitle') })).toBeNull());
    expect(view.location()).toBe('/login');
    expect(readSession()).toBeNull();
  });

  it('on the page of a mailed link, stays there', async () => {
    // The shell reads the browser's own address for this (the memory router does not set it).
    window.history.replaceState(null, '', '/cancelEmailChange/def456');
    onTestFinished(() => window.history.replaceState(null, '', '/'));
    const view = await renderScreen(<AppRoutes />, {
      language,
      url: '/cancelEmailChange/def456',
      signedIn: true,
      api: {
        ...revoked,
        [routeKey(checkEmailChangeLink)]: () =>
          answer(checkEmailChangeLink.response[200], {
            kind: 'cancel',
            oldEmail: investor.email,
            newEmail: 'moved@example.com',
            confirmed: true,
            cancel_until: '2026-12-01T02:00:00.000Z',
          }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: s('ended.revokedTitle') }, { timeout: 10_000 });
    await view.user.click(within(dialog).getByRole('button', { name: text(language, 'common:sessionExpired.ok') }));
    expect(view.location()).toBe('/cancelEmailChange/def456');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(text(language, 'email-change:link.cancelTitle'));
  });
});
