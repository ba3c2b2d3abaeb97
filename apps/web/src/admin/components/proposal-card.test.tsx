import { approveProposal, type Proposal } from '@ico/domain/contracts/proposals';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiCalls, routeKey } from '../../test/api';
import { text } from '../../test/render';
import { renderStaffScreen } from '../test/render-staff';
import { ProposalCard } from './proposal-card';

/** A payment confirmation proposed from a bank statement's credit (reconciliation.spec.ts approves one in the browser). */
const proposal: Proposal = {
  id: 70,
  kind: 'joining.status',
  status: 'PENDING',
  offering: { id: 3, tokenName: 'Phuket Marina', ticker: 'PKM' },
  joining: { id: 55, status: 'WAITING_FOR_PAYMENT', amount: '20000.00' },
  investor: { id: 12, username: 'somchai' },
  fromStatus: 'WAITING_FOR_PAYMENT',
  toStatus: 'PAYMNENT_CONFIRMED',
  change: {},
  evidence: { creditId: 1 },
  credit: {
    id: 1,
    bookedAt: '2026-11-20T03:00:00.000Z',
    amount: '20000.00',
    reference: null,
    sender: 'MS SUDA',
    statementFileName: 'kbank-statement.csv',
    importedAt: '2026-11-20T03:10:00.000Z',
    importedBy: { id: 31, username: 'importer-ops' },
  },
  affected: null,
  proposedBy: { id: 32, username: 'ops-officer' },
  proposedAt: '2026-11-20T03:20:00.000Z',
  ageSeconds: 120,
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
};

describe('an approval card', { timeout: 30_000 }, () => {
  for (const language of ['en', 'th'] as const) {
    const a = (key: string) => text(language, `admin-approvals:${key}`);

    it(`names the bank credit and who imported it, and approves behind a confirmation (${language})`, async () => {
      const { user } = await renderStaffScreen(<ProposalCard proposal={proposal} />, {
        language,
        role: 'compliance',
        api: {
          [routeKey(approveProposal)]: () => answer(approveProposal.response[200], { ...proposal, status: 'APPROVED' }),
        },
      });
      const card = screen.getByRole('article');
      expect(card.textContent).toContain(a('fields.bankCredit'));
      expect(card.textContent).toContain(a('fields.creditImported'));
      expect(card.textContent).toContain('importer-ops');
      await user.click(within(card).getByRole('button', { name: a('approve') }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: a('approve') }));
      await vi.waitFor(() =>
        expect(apiCalls().map((call) => `${call.method} ${call.path}`)).toEqual(['POST /admin/proposals/70/approve/']),
      );
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  }

  it('offers no approval to the member who imported the statement', async () => {
    await renderStaffScreen(
      <ProposalCard
        proposal={{ ...proposal, credit: proposal.credit && { ...proposal.credit, importedBy: { id: 900, username: 'me' } } }}
      />,
      {
        role: 'compliance',
      },
    );
    expect(screen.getByText(text('en', 'admin-approvals:ownImport'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: text('en', 'admin-approvals:approve') })).toBeNull();
  });
});
