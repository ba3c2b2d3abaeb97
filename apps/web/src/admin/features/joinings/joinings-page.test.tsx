import { exportJoinings, listOfferingJoinings } from '@ico/domain/contracts/joinings';
import { getOfferingActivity, getOfferingForStaff } from '@ico/domain/contracts/offerings';
import { formatBaht } from '@ico/domain/money';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiCalls, refuse, routeKey } from '../../../test/api';
import { takeDownloads } from '../../../test/downloads';
import { text } from '../../../test/render';
import { staffOffering } from '../../test/offering-fixture';
import { renderStaffScreen } from '../../test/render-staff';
import { AdminJoiningsPage } from './joinings-page';

const row = {
  id: 55,
  status: 'WAITING_FOR_PAYMENT' as const,
  amount: '20000',
  tokenAmount: '10000.00000000',
  address: null,
  created_at: '2026-11-20T03:00:00.000Z',
  reserved_at: '2026-11-20T03:00:00.000Z',
  paymentDeadline: '2026-11-23T10:00:00.000Z',
  slips: 1,
  user: {
    id: 12,
    username: 'somchai',
    email: 'somchai@example.com',
    firstNameEN: 'Somchai',
    lastNameEN: 'Jaidee',
    individual: 'individual' as const,
    nationality: 'THAI' as const,
    userLevel: 'RETAIL_INVESTOR_LEVEL' as const,
    role: null,
    mfa_enabled: false,
    date_joined: '2026-11-01T03:00:00.000Z',
    passwordSet: true,
  },
};

const api = {
  [routeKey(getOfferingForStaff)]: () => answer(getOfferingForStaff.response[200], staffOffering()),
  [routeKey(getOfferingActivity)]: () => answer(getOfferingActivity.response[200], []),
  [routeKey(listOfferingJoinings)]: () => answer(listOfferingJoinings.response[200], { results: [row], count: 1 }),
} as const;

describe("an offering's joinings", { timeout: 30_000 }, () => {
  for (const language of ['en', 'th'] as const) {
    const j = (key: string, values?: Record<string, unknown>) => text(language, `admin-joinings:${key}`, values);

    it(`lists the joinings with their status and amount, and exports them as CSV (${language})`, async () => {
      const { user } = await renderStaffScreen(<AdminJoiningsPage />, {
        language,
        role: 'operations',
        path: '/admin/offerings/:offeringId/joinings',
        url: '/admin/offerings/7/joinings',
        api: {
          ...api,
          [routeKey(exportJoinings)]: () =>
            new Response('id,status\r\n', {
              headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="joinings-7.csv"' },
            }),
        },
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: j('list.title', { name: 'Phuket Marina', ticker: 'PKM' }) }),
      ).toBeTruthy();
      const table = await screen.findByRole('table', { name: j('list.tableLabel') });
      const line = (await within(table).findByRole('link', { name: j('list.openJoining', { id: 55 }) })).closest('tr') as HTMLElement;
      expect(line.textContent).toContain('somchai');
      expect(line.textContent).toContain(text(language, 'common:joiningStatus.WAITING_FOR_PAYMENT'));
      expect(line.textContent).toContain(`${formatBaht('20000')} ${j('baht')}`);
      await user.click(screen.getByRole('button', { name: j('list.export') }));
      expect((await screen.findByText(j('list.exported', { file: 'joinings-7.csv' }))).textContent).toBeTruthy();
      expect(takeDownloads().map((download) => download.name)).toEqual(['joinings-7.csv']);
    });

    it(`names a failed export (${language})`, async () => {
      const { user } = await renderStaffScreen(<AdminJoiningsPage />, {
        language,
        role: 'operations',
        path: '/admin/offerings/:offeringId/joinings',
        url: '/admin/offerings/7/joinings',
        api: { ...api, [routeKey(exportJoinings)]: () => refuse('FORBIDDEN') },
      });
      await screen.findByRole('table', { name: j('list.tableLabel') });
      await user.click(screen.getByRole('button', { name: j('list.export') }));
      expect((await screen.findByText(j('list.exportFailed'), { exact: false })).textContent).toContain(
        text(language, 'common:errors.FORBIDDEN'),
      );
      expect(apiCalls().map((call) => call.path)).toContain('/admin/offerings/7/joinings/export/');
    });
  }
});
