import { completeAccountClosure, listAccountClosures, type StaffClosure } from '@ico/domain/contracts/account-closures';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { answer, apiCalls, routeKey } from '../../../test/api';
import { text } from '../../../test/render';
import { renderStaffScreen } from '../../test/render-staff';
import { AdminClosuresPage } from './closures-page';

const pending: StaffClosure = {
  id: 3,
  userId: 41,
  username: 'somchai',
  previousLevel: 'RETAIL_INVESTOR_LEVEL',
  reason: 'Moving abroad',
  status: 'PENDING',
  requested_at: '2026-11-28T03:00:00.000Z',
  completed_at: null,
  completedBy: null,
  refused_at: null,
  delete_after: null,
  deleted_at: null,
  reservationsInProgress: 0,
};

/**
 * `/admin/closures` in both languages: the pending request with the investor's reason, its completion after the
 * confirmation, and the closed list. data-rights.spec.ts keeps the English journey (staff complete a real request,
 * the investor is mailed and refused at sign-in); the Thai back-office screens it crossed are checked here.
 */
describe.each(['en', 'th'] as const)('the account closures page in %s', (language) => {
  const a = (key: string, values?: Record<string, unknown>) => text(language, `admin-closures:${key}`, values);

  it('shows a pending request with its reason; completing it asks first, then it leaves the pending list', async () => {
    let done = false;
    const view = await renderStaffScreen(<AdminClosuresPage />, {
      language,
      role: 'compliance',
      url: '/admin/closures',
      api: {
        [routeKey(listAccountClosures)]: (request) => {
          expect(new URL(request.url).searchParams.get('status')).toBe('PENDING');
          return answer(listAccountClosures.response[200], done ? { results: [], count: 0 } : { results: [pending], count: 1 });
        },
        [routeKey(completeAccountClosure)]: (_request, params) => {
          expect(params.id).toBe('3');
          done = true;
          return answer(completeAccountClosure.response[200], { closure: { ...pending, status: 'COMPLETED' } });
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: a('title') })).toBeTruthy();
    const table = await screen.findByRole('table', { name: a('tableLabel') });
    const row = (await within(table).findByRole('link', { name: 'somchai' })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Moving abroad');
    expect(row.textContent).toContain(a('status.PENDING'));
    expect(row.textContent).toContain(text(language, 'common:userLevel.RETAIL_INVESTOR_LEVEL'));

    await view.user.click(within(row).getByRole('button', { name: a('complete') }));
    const confirm = await screen.findByRole('dialog', { name: a('completeTitle', { username: 'somchai' }) });
    expect(within(confirm).getByText(a('completeText'))).toBeTruthy();
    await view.user.click(within(confirm).getByRole('button', { name: a('completeConfirm') }));
    expect(await screen.findByText(a('empty'))).toBeTruthy();
    expect(apiCalls().filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('the closed list shows who closed the account and when its data is deleted', async () => {
    await renderStaffScreen(<AdminClosuresPage />, {
      language,
      role: 'compliance',
      url: '/admin/closures?status=COMPLETED',
      api: {
        [routeKey(listAccountClosures)]: (request) => {
          expect(new URL(request.url).searchParams.get('status')).toBe('COMPLETED');
          const closed = {
            ...pending,
            status: 'COMPLETED' as const,
            completed_at: '2026-11-29T03:00:00.000Z',
            completedBy: 'compliance-officer',
            delete_after: '2031-11-29T03:00:00.000Z',
          };
          return answer(listAccountClosures.response[200], { results: [closed], count: 1 });
        },
      },
    });
    const table = await screen.findByRole('table', { name: a('tableLabel') });
    const row = (await within(table).findByRole('link', { name: 'somchai' })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain(a('status.COMPLETED'));
    expect(row.textContent).toContain(
      a('completedBy', { username: 'compliance-officer', date: formatDate('2026-11-29T03:00:00.000Z', language) }),
    );
    expect(row.textContent).toContain(a('deleteAfter', { date: formatDate('2031-11-29T03:00:00.000Z', language) }));
    expect(within(row).queryByRole('button', { name: a('complete') })).toBeNull();
  });
});
