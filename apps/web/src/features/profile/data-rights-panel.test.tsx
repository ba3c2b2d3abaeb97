import { getMyClosure, type MyClosure, requestAccountClosure } from '@ico/domain/contracts/account-closures';
import { getMe } from '@ico/domain/contracts/accounts';
import { exportPersonalData } from '@ico/domain/contracts/data-exports';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LevelBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format';
import { useMe } from '../../lib/use-me';
import { type ApiRoutes, answer, apiCalls, refuse, routeKey } from '../../test/api';
import { takeDownloads } from '../../test/downloads';
import { meAnswer } from '../../test/fixtures';
import { renderScreen, text } from '../../test/render';
import { DataRightsPanel } from './data-rights-panel';

const PASSWORD = 'Lotus-Canal-Rice-Mango7';
const FILE = 'siamico-personal-data-somchai-2026-11-28.zip';

/** The security tab as far as the data rights go: the account's level (its badge) above the panel, both read from /auth/me/. */
function SecurityTab() {
  const me = useMe();
  if (!me.data) return null;
  return (
    <>
      <LevelBadge level={me.data.userLevel} />
      <DataRightsPanel me={me.data} />
    </>
  );
}

const closure = (overrides: Partial<MyClosure>): MyClosure => ({
  id: 3,
  status: 'PENDING',
  reason: null,
  requested_at: '2026-11-28T03:00:00.000Z',
  completed_at: null,
  refused_at: null,
  delete_after: null,
  ...overrides,
});

/**
 * The data rights of the profile in both languages: the download behind the password, the closure request and the
 * states of a request. data-rights.spec.ts keeps the English journey (the real zip read back, the mails, staff
 * completing the closure, the closed account refused at sign-in, axe) and the phone layout in both languages; the
 * Thai screens of the journey are checked here.
 */
describe.each(['en', 'th'] as const)('the data rights panel in %s', (language) => {
  const r = (key: string, values?: Record<string, unknown>) => text(language, `data-rights:${key}`, values);
  const common = (key: string) => text(language, `common:${key}`);

  function open(api: ApiRoutes) {
    return renderScreen(<SecurityTab />, {
      language,
      url: '/profile?tab=security',
      signedIn: true,
      api: {
        [routeKey(getMe)]: () => answer(getMe.response[200], meAnswer({ mfa_enabled: false })),
        [routeKey(getMyClosure)]: () => answer(getMyClosure.response[200], { closure: null, retentionYears: 5 }),
        ...api,
      },
    });
  }

  it('the download asks the password first: a wrong one is refused under its field, the right one saves the zip', async () => {
    const view = await open({
      [routeKey(exportPersonalData)]: async (request) => {
        const { password } = exportPersonalData.body.parse(await request.json());
        if (password !== PASSWORD) return refuse('OLD_PASSWORD_WRONG');
        return new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
          headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${FILE}"` },
        });
      },
    });
    expect(await screen.findByRole('heading', { name: r('title') })).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: r('export.button') }));
    const dialog = await screen.findByRole('dialog', { name: r('export.dialogTitle') });
    const password = within(dialog).getByLabelText(r('stepUp.password'), { exact: false });

    await view.user.click(within(dialog).getByRole('button', { name: r('export.submit') }));
    expect(await within(dialog).findByText(common('validation.PASSWORD_REQUIRED'))).toBeTruthy();
    expect(apiCalls().some((call) => call.method === 'POST')).toBe(false);

    await view.user.type(password, 'Not-the-password-1');
    await view.user.click(within(dialog).getByRole('button', { name: r('export.submit') }));
    expect(await within(dialog).findByText(common('errors.OLD_PASSWORD_WRONG'))).toBeTruthy();

    await view.user.clear(password);
    await view.user.type(password, PASSWORD);
    await view.user.click(within(dialog).getByRole('button', { name: r('export.submit') }));
    expect(await screen.findByText(r('export.done', { name: FILE }))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(takeDownloads().map((download) => download.name)).toEqual([FILE]);
  });

  it('the closure: the reason and the password sent, then the request pending with its date and the account blocked', async () => {
    let closed = false;
    const view = await open({
      [routeKey(getMe)]: () =>
        answer(getMe.response[200], meAnswer({ mfa_enabled: false, userLevel: closed ? 'BLOCKED_LEVEL' : 'RETAIL_INVESTOR_LEVEL' })),
      [routeKey(requestAccountClosure)]: async (request) => {
        expect(requestAccountClosure.body.parse(await request.json())).toEqual({ password: PASSWORD, reason: 'Moving abroad' });
        closed = true;
        return answer(requestAccountClosure.response[201], { closure: closure({ reason: 'Moving abroad' }), retentionYears: 5 }, 201);
      },
    });
    expect(await screen.findByText(r('closure.text', { years: 5 }))).toBeTruthy();
    expect(screen.getByText(common('userLevel.RETAIL_INVESTOR_LEVEL'))).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: r('closure.button') }));
    const dialog = await screen.findByRole('dialog', { name: r('closure.dialogTitle') });
    await view.user.type(within(dialog).getByLabelText(r('closure.reason'), { exact: false }), 'Moving abroad');
    await view.user.type(within(dialog).getByLabelText(r('stepUp.password'), { exact: false }), PASSWORD);
    await view.user.click(within(dialog).getByRole('button', { name: r('closure.submit') }));

    expect(await screen.findByText(r('closure.sent'))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(r('closure.pending'), { exact: true })).toBeTruthy();
    expect(screen.getByText(r('closure.pendingText', { date: formatDate('2026-11-28T03:00:00.000Z', language) }))).toBeTruthy();
    expect(screen.queryByRole('button', { name: r('closure.button') })).toBeNull();
    // The level is read again: the account is blocked at once.
    expect(await screen.findByText(common('userLevel.BLOCKED_LEVEL'))).toBeTruthy();
  });

  it('a closed account shows when it was closed and when its data is deleted', async () => {
    await open({
      [routeKey(getMyClosure)]: () =>
        answer(getMyClosure.response[200], {
          closure: closure({ status: 'COMPLETED', completed_at: '2026-11-29T03:00:00.000Z', delete_after: '2031-11-29T03:00:00.000Z' }),
          retentionYears: 5,
        }),
    });
    expect(
      await screen.findByText(
        r('closure.completed', {
          date: formatDate('2026-11-29T03:00:00.000Z', language),
          deleteAfter: formatDate('2031-11-29T03:00:00.000Z', language),
        }),
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: r('closure.button') })).toBeNull();
  });

  it('a refused request says so and the closure can be asked again', async () => {
    await open({
      [routeKey(getMyClosure)]: () =>
        answer(getMyClosure.response[200], {
          closure: closure({ status: 'REFUSED', refused_at: '2026-11-30T03:00:00.000Z' }),
          retentionYears: 5,
        }),
    });
    expect(await screen.findByText(r('closure.refused', { date: formatDate('2026-11-30T03:00:00.000Z', language) }))).toBeTruthy();
    expect(screen.getByRole('button', { name: r('closure.button') })).toBeTruthy();
  });
});
