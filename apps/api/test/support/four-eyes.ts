import type { Proposal } from '@ico/domain/contracts/proposals';
import { type Answer, call } from '@ico/testing/portal';
import type { AccountsServer, StaffAccount } from './accounts';
import { insertScreeningJoining } from './admin-offerings';

/** POST /admin/joinings/:id/proposals/ by `staff`. */
export const proposeStatus = (server: AccountsServer, staff: StaffAccount, joiningId: number, json: unknown): Promise<Answer<Proposal>> =>
  call<Proposal>(server, 'POST', `/admin/joinings/${joiningId}/proposals/`, { token: staff.tokens.access, json });

/** POST /admin/proposals/:id/<step>/ by `staff`. */
export const decide = (
  server: AccountsServer,
  staff: StaffAccount,
  proposalId: number,
  step: 'approve' | 'reject' | 'withdraw',
  json?: unknown,
): Promise<Answer<Proposal>> =>
  call<Proposal>(server, 'POST', `/admin/proposals/${proposalId}/${step}/`, { token: staff.tokens.access, json });

/**
 * A money status the way the back office now sets one: `proposer` proposes it with its evidence and `approver` (holding
 * payments.approve) approves it. Throws with the answer when either step is refused.
 */
export async function moneyStatusWithFourEyes(
  server: AccountsServer,
  people: { proposer: StaffAccount; approver: StaffAccount },
  joiningId: number,
  json: Record<string, unknown>,
): Promise<Proposal> {
  const proposed = await proposeStatus(server, people.proposer, joiningId, json);
  if (proposed.status !== 201) throw new Error(`proposal refused: ${proposed.status} ${JSON.stringify(proposed.body)}`);
  const approved = await decide(server, people.approver, proposed.body.id, 'approve');
  if (approved.status !== 200) throw new Error(`approval refused: ${approved.status} ${JSON.stringify(approved.body)}`);
  return approved.body;
}

/** PAYMNENT_SCREENING -> PAYMNENT_CONFIRMED through propose (with the slip, amount and bank reference) and approve. */
export const confirmPaymentWithFourEyes = (
  server: AccountsServer,
  people: { proposer: StaffAccount; approver: StaffAccount },
  joiningId: number,
  evidence: { slipFileId: string; amountSeen: string; bankReference?: string },
): Promise<Proposal> =>
  moneyStatusWithFourEyes(server, people, joiningId, { to: 'PAYMNENT_CONFIRMED', bankReference: 'REF-0001', ...evidence });

/**
 * A money proposal waiting for its second pair of eyes: a joining awaiting payment screening, and PAYMNENT_CONFIRMED
 * proposed for it by `proposer` with the slip, the amount seen and `bankReference`. Throws with the answer when refused.
 */
export async function pendingConfirmation(server: AccountsServer, proposer: StaffAccount, bankReference = 'KBANK-20261124-0001') {
  const { row, slipFileId, investorId } = await insertScreeningJoining(server);
  const proposed = await proposeStatus(server, proposer, row.id, {
    to: 'PAYMNENT_CONFIRMED',
    slipFileId,
    amountSeen: '300000',
    bankReference,
  });
  if (proposed.status !== 201) throw new Error(`proposal refused: ${proposed.status} ${JSON.stringify(proposed.body)}`);
  return { joiningId: row.id, investorId, proposalId: proposed.body.id };
}
