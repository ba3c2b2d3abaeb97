import type { Me } from '@ico/domain/account';
import { getMyClosure } from '@ico/domain/contracts/account-closures';
import { countRecoveryCodes, getMe, listLoginHistory } from '@ico/domain/contracts/accounts';
import { getMyEdd } from '@ico/domain/contracts/edd';
import { getEmailChange } from '@ico/domain/contracts/email-change';
import { listJoinings } from '@ico/domain/contracts/joinings';
import { listOfferings } from '@ico/domain/contracts/offerings';
import { type ActiveSession, listSessions, revokeOtherSessions, revokeSession } from '@ico/domain/contracts/sessions';
import { getVerification } from '@ico/domain/contracts/verification';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format';
import { meQueryKey } from '../../lib/use-me';
import { type ApiRoutes, alsoAnswer, answer, apiCalls, noContent, routeKey } from '../../test/api';
import { joiningAnswer, meAnswer, offeringAnswer } from '../../test/fixtures';
import { renderScreen, text } from '../../test/render';
import { ProfilePage } from './profile-page';

/** A new individual investor: a viewer with every item still to send and two-factor off. */
const viewer = (overrides: Partial<Me> = {}) =>
  meAnswer({
    userLevel: 'VIEWER_LEVEL',
    detailInfoStatus: 'NEED_TO_SUBMIT',
    selfieFileStatus: 'NEED_TO_SUBMIT',
    bankFileStatus: 'NEED_TO_SUBMIT',
    suitabilityTestStatus: 'NEED_TO_SUBMIT',
    mfa_enabled: false,
    ...overrides,
  });

const ITEMS = [
  { key: 'detailInfo', route: '/detail_info' },
  { key: 'selfieFile', route: '/selfie_file' },
  { key: 'bankFile', route: '/bank_file' },
  { key: 'suitabilityTest', route: '/suitabilitytest' },
] as const;

const THIS_DEVICE: ActiveSession = {
  id: '0b6f3c1e-3f7a-4c52-9b1d-2a4e5f6a7b8c',
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
  browser: 'Chrome 131',
  os: 'Linux',
  deviceType: 'desktop',
  created_at: '2026-11-27T02:00:00.000Z',
  last_used_at: '2026-11-28T02:00:00.000Z',
  second_factor: false,
  current: true,
};
const PHONE: ActiveSession = {
  ...THIS_DEVICE,
  id: '7d2e9a40-1b3c-4d5e-8f60-718293a4b5c6',
  ipAddress: '127.0.0.1',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) Version/17.1 Mobile/15E148 Safari/604.1',
  browser: 'Safari 17',
  os: 'iOS 17',
  deviceType: 'mobile',
  current: false,
};
const TABLET: ActiveSession = {
  ...PHONE,
  id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  deviceType: 'tablet',
  browser: 'Safari 16',
  os: 'iPadOS 16',
};

const RECOVERY_CODES = { remaining: 10, total: 10 };
const SIGN_IN = { ipAddress: '203.0.113.7', created_at: '2026-11-28T02:05:00.000Z' };

function profileApi(me: Me, extra: ApiRoutes = {}): ApiRoutes {
  return {
    [routeKey(getMe)]: () => answer(getMe.response[200], me),
    [routeKey(listLoginHistory)]: () => answer(listLoginHistory.response[200], [SIGN_IN]),
    [routeKey(listSessions)]: () => answer(listSessions.response[200], { results: [THIS_DEVICE] }),
    [routeKey(getEmailChange)]: () => answer(getEmailChange.response[200], { change: null }),
    [routeKey(getMyClosure)]: () => answer(getMyClosure.response[200], { closure: null, retentionYears: 10 }),
    [routeKey(listOfferings)]: () => answer(listOfferings.response[200], []),
    [routeKey(listJoinings)]: () => answer(listJoinings.response[200], []),
    [routeKey(getVerification)]: () => answer(getVerification.response[200], { items: {} }),
    [routeKey(getMyEdd)]: () => answer(getMyEdd.response[200], { required: false, status: null, submittedAt: null, returnReason: null }),
    ...extra,
  };
}

/**
 * The profile in both languages. profile.spec.ts keeps the English journey in Chromium (a real sign-in, the two-factor
 * switch through the API, axe) and the phone's three tabs in both languages; sessions.spec.ts and email-change.spec.ts
 * keep their desktop paths in English and their phone paths in Thai. The screens of both languages are checked here.
 */
describe.each(['en', 'th'] as const)('the profile in %s', (language) => {
  const p = (key: string, values?: Record<string, unknown>) => text(language, `profile:${key}`, values);
  const s = (key: string, values?: Record<string, unknown>) => text(language, `sessions:${key}`, values);
  const common = (key: string) => text(language, `common:${key}`);
  const tab = (key: string) => screen.getByRole('tab', { name: p(key) });

  it('a new viewer: the account, every item to submit, the level, the sign-ins and two-factor off then on', async () => {
    const view = await renderScreen(<ProfilePage />, { language, url: '/profile', signedIn: true, api: profileApi(viewer()) });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(p('hero.title'));
    const header = await screen.findByRole('region', { name: 'Somchai Jaidee' });
    expect(header.textContent).toContain('somchai');
    expect(header.textContent).toContain('somchai@example.com');
    expect(header.textContent).toContain('สมชาย ใจดี');
    expect(within(header).getByText(common('userLevel.VIEWER_LEVEL'))).toBeTruthy();

    const tabs = within(screen.getByRole('tablist', { name: p('tabs.label') })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(
      ['identity', 'personal', 'status', 'signIns', 'security'].map((key) => p(`tabs.${key}`)),
    );

    const items = within(screen.getByRole('list', { name: p('identity.title') })).getAllByRole('listitem');
    expect(items).toHaveLength(ITEMS.length);
    for (const { key, route } of ITEMS) {
      const row = items.find((item) => within(item).queryByRole('heading', { name: p(`identity.items.${key}.title`) }));
      if (!row) throw new Error(`no row for ${key}`);
      expect(within(row).getByText(common('verificationStatus.NEED_TO_SUBMIT'))).toBeTruthy();
      const item = p(`identity.items.${key}.title`);
      expect(
        within(row)
          .getByRole('link', { name: p('identity.submitAria', { item }) })
          .getAttribute('href'),
      ).toBe(route);
      expect(within(row).queryByRole('link', { name: p('identity.editAria', { item }) })).toBeNull();
    }
    expect(screen.queryByText(p('identity.items.companyFile.title'))).toBeNull();

    await view.user.click(tab('tabs.personal'));
    expect(await screen.findByText(p('personal.empty.title'))).toBeTruthy();
    expect(screen.getByRole('link', { name: p('personal.empty.action') }).getAttribute('href')).toBe('/detail_info');
    expect(view.location()).toBe('/profile?tab=personal');

    await view.user.click(tab('tabs.status'));
    expect(await screen.findByText(p('level.explain.VIEWER_LEVEL'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: p('level.steps.title') })).toBeTruthy();

    // The sign-ins, their time in the reader's language.
    await view.user.click(tab('tabs.signIns'));
    const signIns = await screen.findByRole('region', { name: p('signIns.title') });
    const cells = within(within(signIns).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([formatDateTime(SIGN_IN.created_at, language), SIGN_IN.ipAddress]);

    await view.user.click(tab('tabs.security'));
    expect(view.location()).toBe('/profile?tab=security');
    const twoFactor = await screen.findByRole('region', { name: p('security.twoFactor.title') });
    expect(within(twoFactor).getByText(p('security.twoFactor.off'))).toBeTruthy();
    expect(within(twoFactor).getByRole('link').getAttribute('href')).toBe('/2-factor');
    expect(screen.getByRole('link', { name: p('security.password.change') }).getAttribute('href')).toBe('/changePassword');

    // Two-factor turned on elsewhere: the next load of the account shows it on.
    alsoAnswer({
      [routeKey(getMe)]: () => answer(getMe.response[200], viewer({ mfa_enabled: true })),
      [routeKey(countRecoveryCodes)]: () => answer(countRecoveryCodes.response[200], RECOVERY_CODES),
    });
    await view.queryClient.invalidateQueries({ queryKey: meQueryKey });
    const on = await screen.findByRole('region', { name: p('security.twoFactor.title') });
    expect(await within(on).findByText(p('security.twoFactor.on'))).toBeTruthy();
  });

  it('an opened tab comes from the address', async () => {
    await renderScreen(<ProfilePage />, { language, url: '/profile?tab=security', signedIn: true, api: profileApi(viewer()) });
    expect((await screen.findByRole('tab', { name: p('tabs.security') })).getAttribute('aria-selected')).toBe('true');
  });

  it('the sessions: this device marked, another one signed out, then all the others after a confirmation', async () => {
    let sessions = [THIS_DEVICE, PHONE, TABLET];
    const view = await renderScreen(<ProfilePage />, {
      language,
      url: '/profile?tab=security',
      signedIn: true,
      api: profileApi(viewer(), {
        [routeKey(listSessions)]: () => answer(listSessions.response[200], { results: sessions }),
        [routeKey(revokeSession)]: (_request, params) => {
          sessions = sessions.filter((session) => session.id !== params.id);
          return noContent();
        },
        [routeKey(revokeOtherSessions)]: () => {
          const revoked = sessions.filter((session) => !session.current).length;
          sessions = sessions.filter((session) => session.current);
          return answer(revokeOtherSessions.response[200], { revoked });
        },
      }),
    });
    const panel = await screen.findByRole('region', { name: s('title') });
    const cards = () => within(within(panel).getByRole('list', { name: s('listLabel') })).getAllByRole('listitem');
    await waitFor(() => expect(cards()).toHaveLength(3));
    const mine = cards().filter((card) => card.textContent?.includes(s('thisDevice')));
    expect(mine).toHaveLength(1);
    expect(within(mine[0] as HTMLElement).queryByRole('button', { name: new RegExp(s('signOut')) })).toBeNull();
    const phoneName = s('deviceOn', { browser: 'Safari 17', os: 'iOS 17' });
    const phone = cards().find((card) => card.textContent?.includes(phoneName)) as HTMLElement;
    expect(phone.textContent).toContain(s('deviceType.mobile'));
    expect(phone.textContent).toContain('127.0.0.1');

    await view.user.click(within(phone).getByRole('button', { name: new RegExp(phoneName.replace(/[()]/g, '.')) }));
    expect((await within(panel).findByRole('status')).textContent).toBe(s('signedOut', { device: phoneName }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(apiCalls().some((call) => call.method === 'DELETE' && call.path === `/auth/sessions/${PHONE.id}/`)).toBe(true);

    await view.user.click(within(panel).getByRole('button', { name: s('signOutOthers') }));
    const confirm = await screen.findByRole('dialog', { name: s('confirm.title') });
    expect(confirm.textContent).toContain(s('confirm.text'));
    await view.user.click(within(confirm).getByRole('button', { name: s('confirm.submit') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: s('confirm.title') })).toBeNull());
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toBe(s('othersSignedOut')));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(panel.textContent).toContain(s('onlyThis'));
  });

  it('the e-mail address, and a change waiting for its new address', async () => {
    const expires = '2026-11-29T02:00:00.000Z';
    await renderScreen(<ProfilePage />, {
      language,
      url: '/profile?tab=security',
      signedIn: true,
      api: profileApi(viewer(), {
        [routeKey(getEmailChange)]: () =>
          answer(getEmailChange.response[200], {
            change: { newEmail: 'moved@example.com', requested_at: '2026-11-28T02:00:00.000Z', expires_at: expires },
          }),
      }),
    });
    const item = await screen.findByRole('region', { name: text(language, 'email-change:item.title') });
    await waitFor(() => expect(item.textContent).toContain('moved@example.com'));
    expect(item.textContent).toContain('somchai@example.com');
    expect(item.textContent).toContain(formatDateTime(expires, language));
    expect(
      within(item)
        .getByRole('link', { name: text(language, 'email-change:item.change') })
        .getAttribute('href'),
    ).toBe('/changeEmail');
  });

  it('each offering test: to take once verified, to take, then passed', async () => {
    const offering = offeringAnswer();
    const name = 'Siam Solar Token (SST)';
    const row = async () => {
      const list = await screen.findByRole('list', { name: p('knowledgeTests.listLabel') });
      return within(list)
        .getAllByRole('listitem')
        .find((item) => within(item).queryByRole('heading', { name })) as HTMLElement;
    };
    const offerings = { [routeKey(listOfferings)]: () => answer(listOfferings.response[200], [offering]) };

    const first = await renderScreen(<ProfilePage />, { language, url: '/profile', signedIn: true, api: profileApi(viewer(), offerings) });
    let shown = await row();
    expect(shown.textContent).toContain(common('verificationStatus.NEED_TO_SUBMIT'));
    expect(shown.textContent).toContain(p('knowledgeTests.verifyFirst'));
    expect(within(shown).queryByRole('link', { name: p('knowledgeTests.takeAria', { name }) })).toBeNull();
    first.unmount();

    const second = await renderScreen(<ProfilePage />, {
      language,
      url: '/profile',
      signedIn: true,
      api: profileApi(meAnswer(), offerings),
    });
    shown = await row();
    expect(
      within(shown)
        .getByRole('link', { name: p('knowledgeTests.takeAria', { name }) })
        .getAttribute('href'),
    ).toBe(`/knowledgetest/${offering.id}`);
    second.unmount();

    await renderScreen(<ProfilePage />, {
      language,
      url: '/profile',
      signedIn: true,
      api: profileApi(meAnswer(), {
        ...offerings,
        [routeKey(listJoinings)]: () => answer(listJoinings.response[200], [joiningAnswer({ ico: offering.id })]),
      }),
    });
    shown = await row();
    expect(shown.textContent).toContain(common('verificationStatus.DONE'));
    expect(
      within(shown)
        .getByRole('link', { name: p('knowledgeTests.viewAria', { name }) })
        .getAttribute('href'),
    ).toBe(`/ico/${offering.id}`);
  });
});
