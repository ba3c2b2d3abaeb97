import { describe, expect, it } from 'vitest';
import { fundingFailProposalSchema, joiningProposalSchema, proposalRejectionSchema } from '../src/contracts/proposals';
import { ERROR_CODES } from '../src/errors';
import {
  decisionRefusal,
  MONEY_STATUSES,
  missingEvidence,
  needsSecondApproval,
  paymentTermsChanged,
  proposalKindFor,
  proposedTerms,
  REQUIRED_EVIDENCE,
  UNPAID_RESERVATION_STATUSES,
} from '../src/four-eyes';
import { JOINING_STATUSES, LIVE_RESERVATION_STATUSES, PAID_STATUSES } from '../src/statuses';

const SLIP = '0b7c6f4e-5a39-4c1b-9f5e-2d8a1c3e4b5f';
const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('which staff changes need a second pair of eyes', () => {
  it.each(JOINING_STATUSES.map((s) => [s, (MONEY_STATUSES as readonly string[]).includes(s)] as const))('%s: %s', (status, money) => {
    expect(needsSecondApproval(status)).toBe(money);
    expect(proposalKindFor(status)).toBe(money ? 'joining.status' : null);
  });
});

describe('the evidence each money status requires', () => {
  it.each([
    ['PAYMNENT_CONFIRMED', {}, ['slipFileId', 'amountSeen', 'bankReference']],
    ['PAYMNENT_CONFIRMED', { slipFileId: SLIP, amountSeen: '300000', bankReference: '  ' }, ['bankReference']],
    ['PAYMNENT_CONFIRMED', { slipFileId: SLIP, amountSeen: '300000', bankReference: 'KB-1' }, []],
    // A bank statement credit (issue 17) stands in for the slip, the amount and the reference.
    ['PAYMNENT_CONFIRMED', { creditId: '12' }, []],
    ['PAYMNENT_CONFIRMED', { creditId: ' ' }, ['slipFileId', 'amountSeen', 'bankReference']],
    ['REFUND_DONE', { creditId: '12' }, ['bankReference']],
    ['FUNDING_FAIL', {}, ['reason']],
    ['FUNDING_FAIL', { reason: 'Minimum not reached' }, []],
    ['REFUND_PROCESSING', {}, []],
    ['REFUND_DONE', { note: 'sent' }, ['bankReference']],
    ['REFUND_DONE', { bankReference: 'R-9' }, []],
  ] as const)('%s with %j lacks %j', (to, evidence, missing) => {
    expect(missingEvidence(to, evidence)).toEqual(missing);
  });

  it('names every money status', () => {
    expect(Object.keys(REQUIRED_EVIDENCE).sort()).toEqual([...MONEY_STATUSES].sort());
  });
});

describe('joiningProposalSchema', () => {
  it.each([
    [{ to: 'PAYMNENT_CONFIRMED', slipFileId: SLIP, amountSeen: 300000, bankReference: ' KB-1 ' }, {}],
    [{ to: 'PAYMNENT_CONFIRMED', slipFileId: SLIP, amountSeen: '300000.50', bankReference: 'KB-1' }, { amountSeen: 'AMOUNT_INTEGER' }],
    [{ to: 'PAYMNENT_CONFIRMED', slipFileId: 'slip.png', amountSeen: '1', bankReference: 'KB-1' }, { slipFileId: 'INVALID_OPTION' }],
    [{ to: 'PAYMNENT_CONFIRMED', slipFileId: SLIP, amountSeen: '', bankReference: 'KB-1' }, { amountSeen: 'REQUIRED' }],
    [{ to: 'PAYMNENT_CONFIRMED', slipFileId: SLIP, amountSeen: '1', bankReference: 'x'.repeat(101) }, { bankReference: 'TEXT_TOO_LONG' }],
    [{ to: 'FUNDING_FAIL', note: 'x'.repeat(501), reason: 'r' }, { note: 'TEXT_TOO_LONG' }],
    [{ to: 'CONTRACT_CONFIRMED' }, { to: 'INVALID_OPTION' }],
    [{ to: 'REFUND_PROCESSING' }, {}],
  ])('%j answers %j', (input, expected) => {
    expect(issues(joiningProposalSchema.safeParse(input))).toEqual(expected);
  });

  it('keeps the amount as a whole-Baht string and trims the texts', () => {
    expect(
      joiningProposalSchema.parse({ to: 'PAYMNENT_CONFIRMED', slipFileId: SLIP, amountSeen: '0300000', bankReference: ' KB ' }),
    ).toEqual({
      to: 'PAYMNENT_CONFIRMED',
      slipFileId: SLIP,
      amountSeen: '300000',
      bankReference: 'KB',
    });
  });

  it('requires a reason for a funding failure and a rejection', () => {
    expect(issues(fundingFailProposalSchema.safeParse({ reason: '  ' }))).toEqual({ reason: 'REQUIRED' });
    expect(issues(proposalRejectionSchema.safeParse({}))).toEqual({ reason: 'REQUIRED' });
    expect(issues(proposalRejectionSchema.safeParse({ reason: 'x'.repeat(501) }))).toEqual({ reason: 'TEXT_TOO_LONG' });
  });
});

describe('decisionRefusal: who may decide a proposal', () => {
  const STAFF = 1;
  const OTHER = 2;
  const INVESTOR = 3;
  it.each([
    ['approve', { actorId: OTHER, proposerId: STAFF, investorId: INVESTOR, status: 'PENDING' }, null],
    ['approve', { actorId: STAFF, proposerId: STAFF, investorId: INVESTOR, status: 'PENDING' }, 'OWN_PROPOSAL'],
    ['approve', { actorId: INVESTOR, proposerId: STAFF, investorId: INVESTOR, status: 'PENDING' }, 'SELF_ACTION_FORBIDDEN'],
    ['approve', { actorId: OTHER, proposerId: STAFF, investorId: null, status: 'PENDING' }, null],
    ['approve', { actorId: OTHER, proposerId: STAFF, investorId: INVESTOR, status: 'APPROVED' }, 'PROPOSAL_DECIDED'],
    ['approve', { actorId: OTHER, proposerId: STAFF, investorId: INVESTOR, status: 'WITHDRAWN' }, 'PROPOSAL_DECIDED'],
    // The proposer's account was removed: anyone else with the permission may decide.
    ['approve', { actorId: OTHER, proposerId: null, investorId: INVESTOR, status: 'PENDING' }, null],
    ['reject', { actorId: STAFF, proposerId: STAFF, investorId: INVESTOR, status: 'PENDING' }, 'OWN_PROPOSAL'],
    ['reject', { actorId: INVESTOR, proposerId: STAFF, investorId: INVESTOR, status: 'PENDING' }, 'SELF_ACTION_FORBIDDEN'],
    ['reject', { actorId: OTHER, proposerId: STAFF, investorId: INVESTOR, status: 'REJECTED' }, 'PROPOSAL_DECIDED'],
    ['withdraw', { actorId: STAFF, proposerId: STAFF, investorId: INVESTOR, status: 'PENDING' }, null],
    ['withdraw', { actorId: OTHER, proposerId: STAFF, investorId: INVESTOR, status: 'PENDING' }, 'OWN_PROPOSAL'],
    ['withdraw', { actorId: STAFF, proposerId: STAFF, investorId: INVESTOR, status: 'APPROVED' }, 'PROPOSAL_DECIDED'],
  ] as const)('%s %j: %s', (step, decision, refusal) => {
    expect(decisionRefusal(step, decision)).toBe(refusal);
    if (refusal) expect(ERROR_CODES).toHaveProperty(refusal);
  });
});

describe('paymentTermsChanged', () => {
  const terms = {
    promptPayId: '0812345678',
    paymentInstructionsEN: 'Pay',
    paymentInstructionsTH: 'จ่าย',
    payeeBank: null,
    payeeAccountNumber: null,
    payeeAccountName: null,
  };
  const account = { payeeBank: 'KBANK', payeeAccountNumber: '1234567890', payeeAccountName: 'SiamICO Co., Ltd.' };
  it.each([
    [terms, false],
    [{ ...terms, ...account }, true],
    [{ ...terms, promptPayId: '0899999999' }, true],
    [{ ...terms, paymentInstructionsEN: 'Pay now' }, true],
    [{ ...terms, paymentInstructionsTH: 'โอน' }, true],
  ])('%j: %s', (after, changed) => {
    expect(paymentTermsChanged(terms, after)).toBe(changed);
  });
  const withAccount = { ...terms, ...account };
  it.each([
    [{ ...withAccount, payeeAccountNumber: '1234567891' }, true],
    [{ ...withAccount, payeeBank: 'SCB' }, true],
    [{ ...withAccount, payeeAccountName: 'Someone else' }, true],
    [terms, true],
    [{ ...withAccount }, false],
  ])('with an account, %j: %s', (after, changed) => {
    expect(paymentTermsChanged(withAccount, after)).toBe(changed);
  });

  it('reads a stored proposal: one from before issue 19 keeps the current account, a newer one sets or clears it', () => {
    const old = { promptPayId: '0899999999', paymentInstructionsEN: 'New', paymentInstructionsTH: 'ใหม่' };
    expect(proposedTerms(old, withAccount)).toEqual({ ...withAccount, ...old });
    expect(proposedTerms({ ...old, payeeBank: null, payeeAccountNumber: null, payeeAccountName: null }, withAccount)).toEqual({
      ...terms,
      ...old,
    });
    expect(proposedTerms({ ...old, ...account }, terms)).toEqual({ ...terms, ...old, ...account });
  });
});

describe('UNPAID_RESERVATION_STATUSES', () => {
  it('are the live reservations before the payment is confirmed', () => {
    const paidOrLater = new Set<string>(PAID_STATUSES);
    expect([...UNPAID_RESERVATION_STATUSES]).toEqual(LIVE_RESERVATION_STATUSES.filter((s) => !paidOrLater.has(s)));
  });
});
