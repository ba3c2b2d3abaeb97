import { confirmCredit, getCredit, importStatement, listCredits } from '@ico/domain/contracts/statements';
import { formatBaht } from '@ico/domain/money';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { alsoAnswer, answer, apiCalls, refuse, routeKey } from '../../../test/api';
import { text } from '../../../test/render';
import { renderStaffScreen } from '../../test/render-staff';
import { ReconciliationPage } from './reconciliation-page';

const joining = {
  id: 55,
  status: 'WAITING_FOR_PAYMENT' as const,
  amount: '20000.00',
  investor: { id: 12, username: 'somchai', name: 'Somchai Jaidee' },
  offering: { id: 3, tokenName: 'Phuket Marina', ticker: 'PKM' },
  slipReferences: [],
};
const credit = (id: number, amount: string, match: 'MATCHED' | 'AMBIGUOUS' | 'UNMATCHED', state: 'OPEN' | 'CONFIRMING' = 'OPEN') => ({
  id,
  statementId: 1,
  bookedAt: '2026-11-20T03:00:00.000Z',
  amount,
  reference: null,
  sender: 'MS SUDA',
  description: null,
  match,
  state,
  joining: match === 'MATCHED' ? joining : null,
  candidateIds: match === 'AMBIGUOUS' ? [55, 56] : [],
  proposalId: state === 'CONFIRMING' ? 70 : null,
  refundId: null,
});
const credits = (list: ReturnType<typeof credit>[]) => () => answer(listCredits.response[200], { results: list, count: list.length });
const statement = {
  id: 1,
  format: 'KBANK' as const,
  fileName: 'kbank-statement.csv',
  encoding: 'utf-8' as const,
  importedAt: '2026-11-20T03:00:00.000Z',
  importedBy: { id: 900, username: 'operations-officer' },
  creditCount: 3,
  duplicateCount: 0,
  matches: { MATCHED: 1, AMBIGUOUS: 1, UNMATCHED: 1, LATE: 0, EXCESS: 0 },
};

describe('the reconciliation page', { timeout: 40_000 }, () => {
  for (const language of ['en', 'th'] as const) {
    const r = (key: string, values?: Record<string, unknown>) => text(language, `admin-reconciliation:${key}`, values);

    it(`asks a generic CSV's columns, refuses a picture with its reason, imports a statement (${language})`, async () => {
      const { user } = await renderStaffScreen(<ReconciliationPage />, {
        language,
        role: 'operations',
        url: '/admin/reconciliation',
        api: { [routeKey(listCredits)]: credits([]), [routeKey(importStatement)]: () => refuse('STATEMENT_NOT_CSV') },
      });
      expect(await screen.findByRole('heading', { level: 1, name: r('title') })).toBeTruthy();
      const format = screen.getByLabelText(r('import.format'), { selector: 'input', exact: false });
      await user.click(format);
      await user.click(await screen.findByRole('option', { name: r('format.GENERIC') }));
      expect(await screen.findByRole('textbox', { name: new RegExp(r('mapping.bookedAt')) })).toBeTruthy();
      await user.click(format);
      await user.click(await screen.findByRole('option', { name: r('format.KBANK') }));
      expect(screen.queryByRole('textbox', { name: new RegExp(r('mapping.bookedAt')) })).toBeNull();

      const file = screen.getByLabelText(r('import.file'), { exact: false });
      // As a browser's file chooser with "All files": the picture reaches the form (the input's accept only suggests).
      const chooser = userEvent.setup({ applyAccept: false });
      await chooser.upload(file, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slip.png', { type: 'image/png' }));
      await user.click(screen.getByRole('button', { name: r('import.submit') }));
      expect((await screen.findByRole('alert')).textContent).toContain(text(language, 'common:errors.STATEMENT_NOT_CSV'));

      alsoAnswer({ [routeKey(importStatement)]: () => answer(importStatement.response[201], statement, 201) });
      await chooser.upload(file, new File(['Date,Amount\n'], 'kbank-statement.csv', { type: 'text/csv' }));
      await user.click(screen.getByRole('button', { name: r('import.submit') }));
      const done = await screen.findByRole('status', { name: r('import.doneTitle', { name: 'kbank-statement.csv' }) });
      expect(done.textContent).toContain(r('import.doneAdded', { count: 3 }));
      const sent = apiCalls().filter((call) => call.method === 'POST');
      expect((await sent.at(-1)?.request.formData())?.get('format')).toBe('KBANK');
    });

    it(`names each credit's match and proposes the confirmation of a matched one (${language})`, async () => {
      const { user } = await renderStaffScreen(<ReconciliationPage />, {
        language,
        role: 'operations',
        url: '/admin/reconciliation',
        api: {
          [routeKey(listCredits)]: credits([
            credit(1, '20000.00', 'MATCHED'),
            credit(2, '20007.00', 'AMBIGUOUS'),
            credit(3, '20013.00', 'UNMATCHED'),
          ]),
          [routeKey(confirmCredit)]: () =>
            answer(
              confirmCredit.response[201],
              { credit: { ...credit(1, '20000.00', 'MATCHED', 'CONFIRMING'), candidates: [] }, proposalId: 70 },
              201,
            ),
        },
      });
      const table = await screen.findByRole('table', { name: r('list.label') });
      const rowOf = (amount: string) =>
        within(table)
          .getAllByRole('row')
          .find((row) => row.textContent?.includes(r('list.amount', { amount: formatBaht(amount) }))) as HTMLElement;
      await within(table).findByText(r('match.MATCHED'));
      expect(rowOf('20000.00').textContent).toContain(r('match.MATCHED'));
      expect(within(rowOf('20000.00')).getByRole('link', { name: /#55/ })).toBeTruthy();
      expect(rowOf('20007.00').textContent).toContain(r('match.AMBIGUOUS'));
      expect(within(rowOf('20007.00')).getByRole('button', { name: r('action.choose') })).toBeTruthy();
      expect(rowOf('20013.00').textContent).toContain(r('match.UNMATCHED'));
      expect(
        within(rowOf('20013.00'))
          .getByRole('link', { name: r('action.refund') })
          .getAttribute('href'),
      ).toBe('/admin/refunds/new?creditId=3');

      alsoAnswer({
        [routeKey(listCredits)]: credits([
          credit(1, '20000.00', 'MATCHED', 'CONFIRMING'),
          credit(2, '20007.00', 'AMBIGUOUS'),
          credit(3, '20013.00', 'UNMATCHED'),
        ]),
      });
      await user.click(within(rowOf('20000.00')).getByRole('button', { name: r('action.propose') }));
      await within(table).findByText(r('state.CONFIRMING'));
      const sent = apiCalls().find((call) => call.method === 'POST');
      expect(sent?.path).toBe('/admin/credits/1/confirm/');
      expect(await sent?.request.json()).toEqual({});

      // Ambiguous: staff choose the reservation among the candidates, then propose.
      const twin = { ...joining, id: 56, investor: { id: 13, username: 'suda', name: 'Suda Dee' } };
      alsoAnswer({
        [routeKey(getCredit)]: () =>
          answer(getCredit.response[200], { ...credit(2, '20007.00', 'AMBIGUOUS'), candidates: [joining, twin] }),
        [routeKey(confirmCredit)]: () =>
          answer(
            confirmCredit.response[201],
            { credit: { ...credit(2, '20007.00', 'AMBIGUOUS', 'CONFIRMING'), candidates: [] }, proposalId: 71 },
            201,
          ),
      });
      await user.click(within(rowOf('20007.00')).getByRole('button', { name: r('action.choose') }));
      const dialog = await screen.findByRole('dialog', { name: r('choose.title', { amount: formatBaht('20007.00') }) });
      await user.click(await within(dialog).findByRole('radio', { name: /#56 / }));
      await user.click(within(dialog).getByRole('button', { name: r('action.propose') }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const chosen = apiCalls()
        .filter((call) => call.method === 'POST')
        .at(-1);
      expect(chosen?.path).toBe('/admin/credits/2/confirm/');
      expect(await chosen?.request.json()).toEqual({ joiningId: 56 });
    });
  }
});
