import { findBank } from '@ico/domain/banks';
import type { proposalSchema } from '@ico/domain/contracts/proposals';
import { getRefund, getRefundDraft, proposeRefund, proposeRefundDone, type StaffRefund } from '@ico/domain/contracts/refunds';
import { formatBaht } from '@ico/domain/money';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { alsoAnswer, answer, apiCalls, refuse, routeKey } from '../../../test/api';
import { text } from '../../../test/render';
import { renderStaffScreen } from '../../test/render-staff';
import { AdminRefundPage } from './refund-detail-page';
import { AdminRefundNewPage } from './refund-new-page';

const account = { bankCode: 'KBANK', accountName: 'Somchai Jaidee', accountNumber: '123-4-56789-0' };
const draft = {
  joining: { id: 55, status: 'RESERVATION_REJECTED' as const, amount: '15000' },
  offering: { id: 3, tokenName: 'Phuket Marina', ticker: 'PKM' },
  investor: { id: 12, username: 'somchai' },
  credit: null,
  account,
  reasons: ['CANCELLED_RESERVATION' as const],
  limit: '15000.00',
  refunds: [],
};
const refund: StaffRefund = {
  id: 8,
  status: 'REFUND_PROCESSING',
  reason: 'CANCELLED_RESERVATION',
  amount: '15000.00',
  joining: draft.joining,
  offering: draft.offering,
  investor: draft.investor,
  credit: null,
  account,
  bankReference: null,
  note: null,
  openedBy: { id: 4, username: 'ops-officer' },
  openApprovedBy: { id: 5, username: 'compliance-officer' },
  openedAt: '2026-11-20T03:00:00.000Z',
  doneBy: null,
  doneApprovedBy: null,
  doneAt: null,
};
const proposal = (overrides: Partial<z.input<typeof proposalSchema>> = {}) => ({
  id: 77,
  kind: 'refund.complete' as const,
  status: 'PENDING' as const,
  offering: draft.offering,
  joining: draft.joining,
  investor: draft.investor,
  fromStatus: null,
  toStatus: null,
  change: { refundId: 8 },
  evidence: { bankReference: 'KBANK-RF-0001' },
  credit: null,
  affected: null,
  proposedBy: { id: 4, username: 'ops-officer' },
  proposedAt: '2026-11-20T04:00:00.000Z',
  ageSeconds: 60,
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  ...overrides,
});

describe('the refund pages', { timeout: 40_000 }, () => {
  for (const language of ['en', 'th'] as const) {
    const r = (key: string, values?: Record<string, unknown>) => text(language, `admin-refunds:${key}`, values);
    const common = (key: string) => text(language, `common:${key}`);

    it(`proposes a refund of a joining: the account, the limit as the amount, a sum over the limit refused (${language})`, async () => {
      const { user } = await renderStaffScreen(<AdminRefundNewPage />, {
        language,
        role: 'operations',
        url: '/admin/refunds/new?joiningId=55',
        api: {
          [routeKey(getRefundDraft)]: () => answer(getRefundDraft.response[200], draft),
          [routeKey(proposeRefund)]: () => refuse('REFUND_OVER_LIMIT'),
        },
      });
      expect(await screen.findByRole('heading', { level: 1, name: r('newTitle') })).toBeTruthy();
      // The investor's approved account, its bank named in the reader's language.
      await screen.findByLabelText(r('form.reason'), { selector: 'input', exact: false });
      expect(document.body.textContent).toContain(`${findBank('KBANK')?.name[language]}\nSomchai Jaidee · 123-4-56789-0`);
      const amount = screen.getByLabelText(r('form.amount'), { exact: false }) as HTMLInputElement;
      expect(amount.value).toBe('15000.00');
      expect((screen.getByLabelText(r('form.reason'), { selector: 'input', exact: false }) as HTMLInputElement).value).toBe(
        common('refundReasonStaff.CANCELLED_RESERVATION'),
      );
      await user.clear(amount);
      await user.type(amount, '15000.01');
      await user.click(screen.getByRole('button', { name: r('form.submit') }));
      expect(await screen.findByText(common('errors.REFUND_OVER_LIMIT'))).toBeTruthy();
      expect(amount.getAttribute('aria-invalid')).toBe('true');

      alsoAnswer({ [routeKey(proposeRefund)]: () => answer(proposeRefund.response[201], proposal({ kind: 'refund.open' }), 201) });
      await user.clear(amount);
      await user.type(amount, '15000');
      await user.type(screen.getByLabelText(r('form.note'), { exact: false }), 'Transfer received on the day');
      await user.click(screen.getByRole('button', { name: r('form.submit') }));
      expect(await screen.findByText(r('form.proposed'), { exact: false })).toBeTruthy();
      const sent = apiCalls().filter((call) => call.method === 'POST');
      expect(await sent.at(-1)?.request.json()).toMatchObject({
        joiningId: 55,
        // The schema writes Baht with its two decimals.
        amount: '15000.00',
        reason: 'CANCELLED_RESERVATION',
        note: 'Transfer received on the day',
      });
    });

    it(`marks a refund done only with the bank reference, then shows the proposal waiting (${language})`, async () => {
      const { user } = await renderStaffScreen(<AdminRefundPage />, {
        language,
        role: 'operations',
        path: '/admin/refunds/:refundId',
        url: '/admin/refunds/8',
        api: {
          [routeKey(getRefund)]: () => answer(getRefund.response[200], { refund, proposal: null }),
          [routeKey(proposeRefundDone)]: () => answer(proposeRefundDone.response[201], proposal(), 201),
        },
      });
      expect(await screen.findByRole('heading', { level: 2, name: r('done.title') })).toBeTruthy();
      expect(screen.getByText(r('baht', { amount: formatBaht('15000.00') }))).toBeTruthy();
      await user.click(screen.getByRole('button', { name: r('done.submit') }));
      expect(await screen.findByText(common('validation.REQUIRED'))).toBeTruthy();
      expect(apiCalls().some((call) => call.method === 'POST')).toBe(false);

      alsoAnswer({ [routeKey(getRefund)]: () => answer(getRefund.response[200], { refund, proposal: proposal() }) });
      await user.type(screen.getByLabelText(r('done.bankReference'), { exact: false }), 'KBANK-RF-0001');
      await user.click(screen.getByRole('button', { name: r('done.submit') }));
      expect(await screen.findByRole('heading', { level: 2, name: r('pendingTitle') })).toBeTruthy();
      expect(within(screen.getByRole('article')).getAllByText('KBANK-RF-0001', { exact: false }).length).toBeGreaterThan(0);
      const sent = apiCalls().find((call) => call.method === 'POST');
      expect(sent?.path).toBe('/admin/refunds/8/complete/');
      expect(await sent?.request.json()).toMatchObject({ bankReference: 'KBANK-RF-0001' });
    });
  }
});
