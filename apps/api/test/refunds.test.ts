import type { Proposal } from '@ico/domain/contracts/proposals';
import type { InvestorRefund, RefundDraft, StaffRefund, StaffRefundDetail } from '@ico/domain/contracts/refunds';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankCredit, joining, moneyProposal, refundCase, user } from '../src/db/schema';
import { collectPersonalData } from '../src/services/accounts/personal-data';
import { type AccountsServer, call, type StaffAccount, staffMember, startAccountsServer } from './support/accounts';
import { eventsOf, insertInvestor, insertJoining, insertOffering, messagesOf } from './support/admin-offerings';
import { outboxTo } from './support/communication';
import { investorWithPassword } from './support/data-rights';
import { decide, proposeStatus } from './support/four-eyes';
import { createInvestor } from './support/offerings';
import { insertBankAccount, insertCredit } from './support/refunds';
import { expectCountersMatchLiveSums } from './support/reserved-counter';
import { DATABASES, ONE_DATABASE } from './support/test-server';

describe('refund cases through four eyes', () => {
  let server: AccountsServer;
  let operations: StaffAccount;
  let operations2: StaffAccount;
  let compliance: StaffAccount;
  let support: StaffAccount;

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
    [operations, operations2, compliance, support] = await Promise.all([
      staffMember(server, 'operations'),
      staffMember(server, 'operations'),
      staffMember(server, 'compliance'),
      staffMember(server, 'support'),
    ]);
  }, 120_000);
  afterAll(() => server?.close());
  // Every test leaves each offering's reserved counter equal to the sum of its live reservations (issue 18).
  afterEach(() => expectCountersMatchLiveSums(server.app.database.db));

  const db = () => server.app.database.db;
  const propose = (json: unknown, staff = operations) =>
    call<Proposal>(server, 'POST', '/admin/refunds/', { token: staff.tokens.access, json });
  const proposeDone = (id: number, json: unknown, staff = operations) =>
    call<Proposal>(server, 'POST', `/admin/refunds/${id}/complete/`, { token: staff.tokens.access, json });
  const casesOf = (joiningId: number) => db().select().from(refundCase).where(eq(refundCase.joiningId, joiningId));
  const statusOf = async (id: number) => (await db().select({ status: joining.status }).from(joining).where(eq(joining.id, id)))[0]?.status;
  const auditFor = (action: string, targetId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetType, 'refund'), eq(auditLog.targetId, String(targetId))));

  /** A joining at `status` of a new investor with an approved bank account (unless `account: false`). */
  async function joiningAt(
    status: Parameters<typeof insertJoining>[1]['status'],
    options: { language?: 'en' | 'th'; account?: boolean } = {},
  ) {
    const target = await insertOffering(server);
    const investor = await insertInvestor(server, { language: options.language ?? 'en' });
    const account = options.account === false ? null : await insertBankAccount(server, investor.id, { accountNumber: '123-4-56789-0' });
    const row = await insertJoining(server, { userId: investor.id, offeringId: target.id, status, amount: '10000' });
    return { offering: target, investor, row, account };
  }

  it('opens a refund for a cancelled reservation only on a second approval, with the approved account copied, and tells the investor in Thai', async () => {
    const { investor, row } = await joiningAt('RESERVATION_REJECTED', { language: 'th' });
    const proposed = await propose({
      joiningId: row.id,
      amount: '10000',
      reason: 'CANCELLED_RESERVATION',
      note: 'Paid before the cancellation',
    });
    expect(proposed.status).toBe(201);
    expect(proposed.body).toMatchObject({
      kind: 'refund.open',
      status: 'PENDING',
      joining: { id: row.id },
      investor: { id: investor.id },
      change: {
        amount: '10000.00',
        reason: 'CANCELLED_RESERVATION',
        creditId: null,
        bankCode: 'KBANK',
        accountName: 'Somchai Jaidee',
        accountNumber: '123-4-56789-0',
      },
      evidence: { note: 'Paid before the cancellation' },
    });
    // Nothing yet: no case, no message.
    expect(await casesOf(row.id)).toEqual([]);
    expect(await messagesOf(server, investor.id)).toEqual([]);

    // Approving needs payments.approve, which operations lacks.
    const unallowed = await decide(server, operations2, proposed.body.id, 'approve');
    expect([unallowed.status, unallowed.body]).toEqual([403, { message: 'FORBIDDEN' }]);
    expect(await casesOf(row.id)).toEqual([]);

    const approved = await decide(server, compliance, proposed.body.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('APPROVED');
    const [opened] = await casesOf(row.id);
    expect(opened).toMatchObject({
      userId: investor.id,
      reason: 'CANCELLED_RESERVATION',
      status: 'REFUND_PROCESSING',
      amount: '10000.00',
      bankCode: 'KBANK',
      bankAccountName: 'Somchai Jaidee',
      bankAccountNumber: '123-4-56789-0',
      bankReference: null,
      note: 'Paid before the cancellation',
      openedBy: operations.id,
      openApprovedBy: compliance.id,
      doneAt: null,
    });
    if (!opened) throw new Error('no case');
    // The joining keeps its status: the reservation stays cancelled.
    expect(await statusOf(row.id)).toBe('RESERVATION_REJECTED');
    const [message] = await messagesOf(server, investor.id);
    expect(message?.title).toContain('กำลังดำเนินการคืนเงิน 10,000.00 บาท');
    expect(message?.body).toContain('ธนาคารกสิกรไทย ••••7890');
    expect(message?.body).toContain('การจองของคุณถูกยกเลิกหลังจากที่เราได้รับเงินแล้ว');
    expect(message?.body).not.toContain('56789');
    const [investorRow] = await db().select({ email: user.email }).from(user).where(eq(user.id, investor.id));
    const mails = await outboxTo(server, investorRow?.email ?? '');
    expect(mails.map((m) => m.subject).join('\n')).toContain('กำลังดำเนินการคืนเงิน');
    expect(await auditFor('refund.open', opened.id)).toHaveLength(1);

    // Done: proposed with the bank reference, approved by a second member, then the investor hears the reference.
    expect((await proposeDone(opened.id, {})).body).toEqual({ message: 'VALIDATION_FAILED', detail: { bankReference: 'REQUIRED' } });
    const done = await proposeDone(opened.id, { bankReference: ' KBANK-RF-0001 ' });
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({
      kind: 'refund.complete',
      evidence: { bankReference: 'KBANK-RF-0001' },
      change: { refundId: opened.id },
    });
    const detail = await call<StaffRefundDetail>(server, 'GET', `/admin/refunds/${opened.id}/`, { token: compliance.tokens.access });
    expect(detail.status).toBe(200);
    expect(detail.body.proposal?.id).toBe(done.body.id);
    expect(detail.body.refund.status).toBe('REFUND_PROCESSING');
    expect((await decide(server, operations, done.body.id, 'approve')).status).toBe(403);
    expect((await decide(server, compliance, done.body.id, 'approve')).status).toBe(200);
    const [finished] = await casesOf(row.id);
    expect(finished).toMatchObject({
      status: 'REFUND_DONE',
      bankReference: 'KBANK-RF-0001',
      doneBy: operations.id,
      doneApprovedBy: compliance.id,
    });
    expect(finished?.doneAt).toBeInstanceOf(Date);
    const [doneMessage] = await messagesOf(server, investor.id);
    expect(doneMessage?.title).toContain('คืนเงิน 10,000.00 บาท เรียบร้อยแล้ว');
    expect(doneMessage?.body).toContain('เลขอ้างอิงการโอน: KBANK-RF-0001');
    expect(await auditFor('refund.done', opened.id)).toHaveLength(1);

    // Done is done: a second completion is refused.
    const again = await proposeDone(opened.id, { bankReference: 'AGAIN' });
    expect([again.status, again.body]).toEqual([409, { message: 'REFUND_ALREADY_DONE' }]);
  });

  it('tells an English investor in English, with the bank reference once done', async () => {
    const { investor, row } = await joiningAt('PAYMNENT_CONFIRMED');
    const credit = await insertCredit(server, { amount: '2500.50', match: 'EXCESS', joiningId: row.id });
    const proposed = await propose({ joiningId: row.id, creditId: credit.id, amount: '2500.50', reason: 'EXCESS_PAYMENT' });
    expect(proposed.status).toBe(201);
    expect((await decide(server, compliance, proposed.body.id, 'approve')).status).toBe(200);
    const [opened] = await casesOf(row.id);
    expect(opened).toMatchObject({ creditId: credit.id, amount: '2500.50', reason: 'EXCESS_PAYMENT' });
    const [creditRow] = await db().select().from(bankCredit).where(eq(bankCredit.id, credit.id));
    expect(creditRow?.refundId).toBe(opened?.id);
    const [message] = await messagesOf(server, investor.id);
    expect(message?.title).toContain('refund of 2,500.50 THB in progress');
    expect(message?.body).toContain('Kasikornbank ••••7890');
    expect(message?.body).toContain('you paid more than the amount due');
    const [investorRow] = await db().select({ email: user.email }).from(user).where(eq(user.id, investor.id));
    expect((await outboxTo(server, investorRow?.email ?? '')).map((m) => m.subject).join('\n')).toContain(
      'refund of 2,500.50 THB in progress',
    );
    if (!opened) throw new Error('no case');
    const done = await proposeDone(opened.id, { bankReference: 'SCB-778899' });
    expect((await decide(server, compliance, done.body.id, 'approve')).status).toBe(200);
    const [doneMessage] = await messagesOf(server, investor.id);
    expect(doneMessage?.body).toContain('Transfer reference: SCB-778899');
    // A paid joining stays paid.
    expect(await statusOf(row.id)).toBe('PAYMNENT_CONFIRMED');
  });

  it('refuses a credit refunded twice: at the proposal, and at approval when two proposals raced', async () => {
    const first = await joiningAt('RESERVATION_REJECTED');
    const second = await joiningAt('RESERVATION_REJECTED');
    const credit = await insertCredit(server, { amount: '10000', match: 'UNMATCHED' });
    const a = await propose({ joiningId: first.row.id, creditId: credit.id, amount: '10000', reason: 'UNMATCHED_CREDIT' });
    expect(a.status).toBe(201);
    const twin = await propose({ joiningId: second.row.id, creditId: credit.id, amount: '10000', reason: 'UNMATCHED_CREDIT' });
    expect([twin.status, twin.body]).toEqual([409, { message: 'PROPOSAL_PENDING' }]);
    expect((await decide(server, compliance, a.body.id, 'approve')).status).toBe(200);
    const after = await propose({ joiningId: second.row.id, creditId: credit.id, amount: '10000', reason: 'UNMATCHED_CREDIT' });
    expect([after.status, after.body]).toEqual([409, { message: 'REFUND_CREDIT_REFUNDED' }]);

    // Two proposals written before either was approved (as if raced): the unique index lets one case through.
    const raced = await insertCredit(server, { amount: '500', match: 'UNMATCHED' });
    const p1 = await propose({ joiningId: first.row.id, creditId: raced.id, amount: '500', reason: 'UNMATCHED_CREDIT' });
    expect(p1.status).toBe(201);
    const [copy] = await db().select().from(moneyProposal).where(eq(moneyProposal.id, p1.body.id));
    if (!copy) throw new Error('no proposal');
    const { id: _copied, ...fields } = copy;
    const [p2] = await db()
      .insert(moneyProposal)
      .values({ ...fields, joiningId: second.row.id, proposedBy: operations2.id })
      .returning();
    if (!p2) throw new Error('no copy');
    expect((await decide(server, compliance, p1.body.id, 'approve')).status).toBe(200);
    const lost = await decide(server, compliance, p2.id, 'approve');
    expect([lost.status, lost.body]).toEqual([409, { message: 'REFUND_CREDIT_REFUNDED' }]);
    expect(await db().select().from(refundCase).where(eq(refundCase.creditId, raced.id))).toHaveLength(1);
  });

  it('keeps one credit from both paying a reservation and going back: confirmation and refund exclude each other', async () => {
    // A credit attached to a payment's confirmation (proposed, then approved) is not refunded.
    const awaiting = await joiningAt('WAITING_FOR_PAYMENT');
    const paying = await insertCredit(server, { amount: '10000', match: 'MATCHED', joiningId: awaiting.row.id });
    const confirm = await call<{ proposalId: number }>(server, 'POST', `/admin/credits/${paying.id}/confirm/`, {
      json: {},
      token: operations.tokens.access,
    });
    expect(confirm.status).toBe(201);
    const whilePending = await propose({ joiningId: awaiting.row.id, creditId: paying.id, amount: '10000', reason: 'EXCESS_PAYMENT' });
    expect([whilePending.status, whilePending.body]).toMatchObject([409, { message: 'CREDIT_SETTLED' }]);
    expect((await decide(server, compliance, confirm.body.proposalId, 'approve')).status).toBe(200);
    expect(await statusOf(awaiting.row.id)).toBe('PAYMNENT_CONFIRMED');
    const afterApproval = await propose({ joiningId: awaiting.row.id, creditId: paying.id, amount: '10000', reason: 'EXCESS_PAYMENT' });
    expect([afterApproval.status, afterApproval.body]).toMatchObject([409, { message: 'CREDIT_SETTLED' }]);

    // A credit whose refund is proposed does not confirm a payment, and once refunded its confirmation is refused.
    const other = await joiningAt('WAITING_FOR_PAYMENT');
    const returning = await insertCredit(server, { amount: '10000', match: 'MATCHED', joiningId: other.row.id });
    const refund = await propose({ joiningId: other.row.id, creditId: returning.id, amount: '10000', reason: 'UNMATCHED_CREDIT' });
    expect(refund.status).toBe(201);
    const refused = await call(server, 'POST', `/admin/credits/${returning.id}/confirm/`, { json: {}, token: operations.tokens.access });
    expect([refused.status, refused.body]).toMatchObject([409, { message: 'CREDIT_SETTLED' }]);
    expect(await statusOf(other.row.id)).toBe('WAITING_FOR_PAYMENT');
    expect(await casesOf(other.row.id)).toHaveLength(0);
  });

  it('refuses more than may be refunded, a reason that does not fit, and bad amounts, writing nothing', async () => {
    const { row } = await joiningAt('RESERVATION_REJECTED');
    const over = await propose({ joiningId: row.id, amount: '10000.01', reason: 'CANCELLED_RESERVATION' });
    expect([over.status, over.body]).toEqual([409, { message: 'REFUND_OVER_LIMIT', detail: { limit: '10000.00' } }]);
    const wrong = await propose({ joiningId: row.id, amount: '100', reason: 'FUNDING_FAIL' });
    expect([wrong.status, wrong.body]).toEqual([409, { message: 'REFUND_REASON_MISMATCH', detail: { status: 'RESERVATION_REJECTED' } }]);
    const noCredit = await propose({ joiningId: row.id, amount: '100', reason: 'UNMATCHED_CREDIT' });
    expect(noCredit.body).toEqual({ message: 'REFUND_REASON_MISMATCH', detail: { status: 'RESERVATION_REJECTED' } });
    const float = await propose({ joiningId: row.id, amount: 100.5, reason: 'CANCELLED_RESERVATION' });
    expect([float.status, float.body]).toEqual([400, { message: 'VALIDATION_FAILED', detail: { amount: 'AMOUNT_REQUIRED' } }]);
    const decimals = await propose({ joiningId: row.id, amount: '100.505', reason: 'CANCELLED_RESERVATION' });
    expect(decimals.body).toEqual({ message: 'VALIDATION_FAILED', detail: { amount: 'AMOUNT_DECIMALS' } });
    const zero = await propose({ joiningId: row.id, amount: '0', reason: 'CANCELLED_RESERVATION' });
    expect(zero.body).toEqual({ message: 'VALIDATION_FAILED', detail: { amount: 'AMOUNT_POSITIVE' } });
    const missing = await propose({ joiningId: 2_147_483_647, amount: '1', reason: 'CANCELLED_RESERVATION' });
    expect([missing.status, missing.body]).toEqual([404, { message: 'NO_JOINING_EXISTS' }]);
    const noSuchCredit = await propose({ joiningId: row.id, creditId: 2_147_483_647, amount: '1', reason: 'CANCELLED_RESERVATION' });
    expect([noSuchCredit.status, noSuchCredit.body]).toEqual([404, { message: 'REFUND_CREDIT_NOT_EXIST' }]);
    // A credit the import matched to another joining is not this joining's to refund.
    const other = await joiningAt('PAYMNENT_CONFIRMED');
    const elsewhere = await insertCredit(server, { amount: '50', match: 'EXCESS', joiningId: other.row.id });
    const foreign = await propose({ joiningId: row.id, creditId: elsewhere.id, amount: '50', reason: 'CANCELLED_RESERVATION' });
    expect([foreign.status, foreign.body]).toEqual([400, { message: 'VALIDATION_FAILED', detail: { creditId: 'INVALID_OPTION' } }]);
    // A credit bounds its own refund.
    const credit = await insertCredit(server, { amount: '300.25', match: 'LATE', joiningId: row.id });
    const overCredit = await propose({ joiningId: row.id, creditId: credit.id, amount: '300.26', reason: 'CANCELLED_RESERVATION' });
    expect(overCredit.body).toEqual({ message: 'REFUND_OVER_LIMIT', detail: { limit: '300.25' } });
    expect(await db().select().from(moneyProposal).where(eq(moneyProposal.joiningId, row.id))).toEqual([]);

    // Part of it first; then at most the rest.
    const part = await propose({ joiningId: row.id, amount: '4000', reason: 'CANCELLED_RESERVATION' });
    expect((await decide(server, compliance, part.body.id, 'approve')).status).toBe(200);
    const rest = await propose({ joiningId: row.id, amount: '6000.01', reason: 'CANCELLED_RESERVATION' });
    expect(rest.body).toEqual({ message: 'REFUND_OVER_LIMIT', detail: { limit: '6000.00' } });
    const draft = await call<RefundDraft>(server, 'GET', `/admin/refunds/draft/?joiningId=${row.id}`, { token: compliance.tokens.access });
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ limit: '6000.00', reasons: ['CANCELLED_RESERVATION'], account: { bankCode: 'KBANK' } });
    expect(draft.body.refunds).toHaveLength(1);
  });

  it('offers LATE_PAYMENT for a reservation the system cancelled for non-payment', async () => {
    const target = await insertOffering(server);
    const investor = await insertInvestor(server);
    await insertBankAccount(server, investor.id);
    const row = await insertJoining(server, {
      userId: investor.id,
      offeringId: target.id,
      status: 'RESERVATION_REJECTED',
      events: [{ from: 'WAITING_FOR_PAYMENT', to: 'RESERVATION_REJECTED', at: new Date(), actor: 'system' }],
    });
    const draft = await call<RefundDraft>(server, 'GET', `/admin/refunds/draft/?joiningId=${row.id}`, { token: operations.tokens.access });
    expect(draft.body.reasons).toEqual(['LATE_PAYMENT', 'CANCELLED_RESERVATION']);
    expect((await propose({ joiningId: row.id, amount: '10000', reason: 'LATE_PAYMENT' })).status).toBe(201);
  });

  it('refuses a refund without an approved bank account, and one whose account changed before approval', async () => {
    const { investor, row } = await joiningAt('RESERVATION_REJECTED', { account: false });
    const none = await propose({ joiningId: row.id, amount: '100', reason: 'CANCELLED_RESERVATION' });
    expect([none.status, none.body]).toEqual([409, { message: 'REFUND_NO_BANK_ACCOUNT' }]);
    const draft = await call<RefundDraft>(server, 'GET', `/admin/refunds/draft/?joiningId=${row.id}`, { token: operations.tokens.access });
    expect(draft.body.account).toBeNull();

    await insertBankAccount(server, investor.id, { accountNumber: '111-1-11111-1', decidedAt: new Date(Date.now() - 60_000) });
    const proposed = await propose({ joiningId: row.id, amount: '100', reason: 'CANCELLED_RESERVATION' });
    expect(proposed.body.change).toMatchObject({ accountNumber: '111-1-11111-1' });
    await insertBankAccount(server, investor.id, { accountNumber: '222-2-22222-2' });
    const changed = await decide(server, compliance, proposed.body.id, 'approve');
    expect([changed.status, changed.body]).toEqual([409, { message: 'REFUND_BANK_ACCOUNT_CHANGED' }]);
    expect(await casesOf(row.id)).toEqual([]);
  });

  it('refuses staff acting on their own joining, and members without the permission', async () => {
    const target = await insertOffering(server);
    const row = await insertJoining(server, { userId: operations.id, offeringId: target.id, status: 'RESERVATION_REJECTED' });
    await insertBankAccount(server, operations.id);
    const own = await propose({ joiningId: row.id, amount: '100', reason: 'CANCELLED_RESERVATION' });
    expect([own.status, own.body]).toEqual([403, { message: 'SELF_ACTION_FORBIDDEN' }]);
    // Proposed by someone else, the owner cannot approve it either (compliance's own joining).
    const theirs = await insertJoining(server, { userId: compliance.id, offeringId: target.id, status: 'RESERVATION_REJECTED' });
    await insertBankAccount(server, compliance.id);
    const proposed = await propose({ joiningId: theirs.id, amount: '100', reason: 'CANCELLED_RESERVATION' });
    expect(proposed.status).toBe(201);
    const self = await decide(server, compliance, proposed.body.id, 'approve');
    expect([self.status, self.body]).toEqual([403, { message: 'SELF_ACTION_FORBIDDEN' }]);
    expect(await casesOf(theirs.id)).toEqual([]);

    // The proposer cannot approve their own proposal, even holding payments.approve.
    const { row: other } = await joiningAt('RESERVATION_REJECTED');
    const byCompliance = await propose({ joiningId: other.id, amount: '100', reason: 'CANCELLED_RESERVATION' }, compliance);
    expect(byCompliance.status).toBe(201);
    const ownProposal = await decide(server, compliance, byCompliance.body.id, 'approve');
    expect([ownProposal.status, ownProposal.body]).toEqual([403, { message: 'OWN_PROPOSAL' }]);
    expect(await casesOf(other.id)).toEqual([]);
    expect((await decide(server, operations, byCompliance.body.id, 'withdraw')).status).toBe(403);
    expect((await decide(server, compliance, byCompliance.body.id, 'withdraw')).status).toBe(200);

    const refused = await propose({ joiningId: other.id, amount: '100', reason: 'CANCELLED_RESERVATION' }, support);
    expect([refused.status, refused.body]).toEqual([403, { message: 'FORBIDDEN' }]);
    expect((await call(server, 'GET', '/admin/refunds/', { token: support.tokens.access })).status).toBe(403);
    expect((await call(server, 'GET', '/admin/refunds/')).status).toBe(401);
  });

  it('shows the investor their refunds on their joining, masked, and another investor nothing (404)', async () => {
    const target = await insertOffering(server);
    const owner = await createInvestor(server, { language: 'th' });
    const stranger = await createInvestor(server);
    await insertBankAccount(server, owner.id, { accountNumber: '987-6-54321-0', bankName: 'SCB' });
    const row = await insertJoining(server, { userId: owner.id, offeringId: target.id, status: 'RESERVATION_REJECTED' });
    const proposed = await propose({ joiningId: row.id, amount: '10000', reason: 'CANCELLED_RESERVATION' });
    expect((await decide(server, compliance, proposed.body.id, 'approve')).status).toBe(200);
    const [opened] = await casesOf(row.id);
    if (!opened) throw new Error('no case');
    await decide(server, compliance, (await proposeDone(opened.id, { bankReference: 'SCB-0042' })).body.id, 'approve');

    const mine = await call<InvestorRefund[]>(server, 'GET', `/icoportal/joinings/${row.id}/refunds/`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      {
        id: opened.id,
        status: 'REFUND_DONE',
        reason: 'CANCELLED_RESERVATION',
        amount: '10000.00',
        bankCode: 'SCB',
        accountName: 'Somchai Jaidee',
        accountNumberMasked: '••••3210',
        bankReference: 'SCB-0042',
        openedAt: expect.any(String),
        doneAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(mine.body)).not.toContain('54321');
    // The investor's personal data (PDPA export) holds the refund with the whole account it was sent to.
    const { document } = await collectPersonalData(db(), owner.id, new Date());
    expect(document.refunds).toEqual([
      expect.objectContaining({
        id: opened.id,
        reservationId: row.id,
        accountNumber: '987-6-54321-0',
        bankReference: 'SCB-0042',
        status: 'REFUND_DONE',
      }),
    ]);
    const theirs = await call(server, 'GET', `/icoportal/joinings/${row.id}/refunds/`, { token: stranger.token });
    expect([theirs.status, theirs.body]).toEqual([404, { message: 'NO_JOINING_EXISTS' }]);
    expect((await call(server, 'GET', `/icoportal/joinings/${row.id}/refunds/`)).status).toBe(401);
  });

  it('keeps the account open while a refund is processing, even on a cancelled reservation', async () => {
    const investor = await investorWithPassword(server);
    await insertBankAccount(server, investor.id);
    const target = await insertOffering(server);
    const row = await insertJoining(server, { userId: investor.id, offeringId: target.id, status: 'RESERVATION_REJECTED' });
    const proposed = await propose({ joiningId: row.id, amount: '10000', reason: 'CANCELLED_RESERVATION' });
    expect((await decide(server, compliance, proposed.body.id, 'approve')).status).toBe(200);
    const ask = () => call(server, 'POST', '/auth/closure/', { token: investor.token, json: { password: investor.password } });
    const refused = await ask();
    expect([refused.status, refused.body]).toEqual([409, { message: 'RESERVATION_IN_PROGRESS' }]);
    const [opened] = await casesOf(row.id);
    if (!opened) throw new Error('no case');
    await decide(server, compliance, (await proposeDone(opened.id, { bankReference: 'R-CLOSE' })).body.id, 'approve');
    expect((await ask()).status).toBe(201);
  });

  it('opens and finishes a case for the FUNDING_FAIL joining status proposals, so every refund is in one list', async () => {
    const { investor, row } = await joiningAt('FUNDING_FAIL', { language: 'th' });
    const processing = await proposeStatus(server, operations, row.id, { to: 'REFUND_PROCESSING' });
    expect(processing.status).toBe(201);
    expect((await decide(server, compliance, processing.body.id, 'approve')).status).toBe(200);
    expect(await statusOf(row.id)).toBe('REFUND_PROCESSING');
    const [opened] = await casesOf(row.id);
    expect(opened).toMatchObject({
      reason: 'FUNDING_FAIL',
      status: 'REFUND_PROCESSING',
      amount: '10000.00',
      bankAccountNumber: '123-4-56789-0',
    });
    const list = await call<{ results: StaffRefund[]; count: number }>(server, 'GET', '/admin/refunds/?status=REFUND_PROCESSING', {
      token: compliance.tokens.access,
    });
    expect(list.status).toBe(200);
    expect(list.body.results.map((r) => r.id)).toContain(opened?.id);

    const done = await proposeStatus(server, operations, row.id, { to: 'REFUND_DONE', bankReference: 'FF-REF-9' });
    expect((await decide(server, compliance, done.body.id, 'approve')).status).toBe(200);
    expect(await statusOf(row.id)).toBe('REFUND_DONE');
    const [finished] = await casesOf(row.id);
    expect(finished).toMatchObject({ status: 'REFUND_DONE', bankReference: 'FF-REF-9' });
    expect((await eventsOf(server, row.id)).map((e) => e.toStatus)).toEqual(['REFUND_PROCESSING', 'REFUND_DONE']);
    const titles = (await messagesOf(server, investor.id)).map((m) => m.title);
    expect(titles.some((t) => t.includes('คืนเงิน 10,000.00 บาท เรียบร้อยแล้ว'))).toBe(true);

    // Without an approved account the status proposal is refused too.
    const bare = await joiningAt('FUNDING_FAIL', { account: false });
    const refused = await proposeStatus(server, operations, bare.row.id, { to: 'REFUND_PROCESSING' });
    expect([refused.status, refused.body]).toEqual([409, { message: 'REFUND_NO_BANK_ACCOUNT' }]);
  });

  it('moves a FUNDING_FAIL joining along when its refund is opened and done as a refund case', async () => {
    const { row } = await joiningAt('FUNDING_FAIL');
    const proposed = await propose({ joiningId: row.id, amount: '10000', reason: 'FUNDING_FAIL' });
    expect((await decide(server, compliance, proposed.body.id, 'approve')).status).toBe(200);
    expect(await statusOf(row.id)).toBe('REFUND_PROCESSING');
    const [opened] = await casesOf(row.id);
    if (!opened) throw new Error('no case');
    const done = await proposeDone(opened.id, { bankReference: 'FF-1' });
    expect((await decide(server, compliance, done.body.id, 'approve')).status).toBe(200);
    expect(await statusOf(row.id)).toBe('REFUND_DONE');
    const missing = await call(server, 'GET', '/admin/refunds/2147483647/', { token: operations.tokens.access });
    expect([missing.status, missing.body]).toEqual([404, { message: 'REFUND_NOT_EXIST' }]);
    const bad = await call(server, 'GET', '/admin/refunds/?status=DONE', { token: operations.tokens.access });
    expect([bad.status, bad.body]).toEqual([400, { message: 'VALIDATION_FAILED', detail: { status: 'INVALID_OPTION' } }]);
  });
});

describe.each(DATABASES)('refunds of one credit approved at once (%s)', (database) => {
  let server: AccountsServer;
  let operations: StaffAccount;
  let approvers: StaffAccount[];

  beforeAll(async () => {
    server = await startAccountsServer(database);
    [operations, ...approvers] = await Promise.all([
      staffMember(server, 'operations'),
      staffMember(server, 'compliance'),
      staffMember(server, 'admin'),
    ]);
  }, 120_000);
  afterAll(() => server?.close());
  // Every test leaves each offering's reserved counter equal to the sum of its live reservations (issue 18).
  afterEach(() => expectCountersMatchLiveSums(server.app.database.db));

  it('opens one case: the credit row lock lets one approval through, the other meets 409 REFUND_CREDIT_REFUNDED', async () => {
    const db = server.app.database.db;
    const target = await insertOffering(server);
    const rows = [];
    for (let i = 0; i < 2; i++) {
      const investor = await insertInvestor(server);
      await insertBankAccount(server, investor.id, { accountNumber: '123-4-56789-0' });
      rows.push(await insertJoining(server, { userId: investor.id, offeringId: target.id, status: 'RESERVATION_REJECTED' }));
    }
    const [a, b] = rows;
    if (!a || !b) throw new Error('joinings');
    const credit = await insertCredit(server, { amount: '700.50', match: 'UNMATCHED' });
    const first = await call<Proposal>(server, 'POST', '/admin/refunds/', {
      token: operations.tokens.access,
      json: { joiningId: a.id, creditId: credit.id, amount: '700.50', reason: 'UNMATCHED_CREDIT' },
    });
    expect(first.status).toBe(201);
    // The second proposal of the same credit, written as if both were proposed in the same instant.
    const [copy] = await db.select().from(moneyProposal).where(eq(moneyProposal.id, first.body.id));
    if (!copy) throw new Error('no proposal');
    const { id: _first, ...fields } = copy;
    const [second] = await db
      .insert(moneyProposal)
      .values({ ...fields, joiningId: b.id })
      .returning();
    if (!second) throw new Error('no second proposal');

    const answers = await Promise.all(
      [first.body.id, second.id].map((id, i) => decide(server, approvers[i] as StaffAccount, id, 'approve')),
    );
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(answers.find((x) => x.status === 409)?.body).toEqual({ message: 'REFUND_CREDIT_REFUNDED' });
    const cases = await db.select().from(refundCase).where(eq(refundCase.creditId, credit.id));
    expect(cases).toHaveLength(1);
    const [creditRow] = await db.select().from(bankCredit).where(eq(bankCredit.id, credit.id));
    expect(creditRow?.refundId).toBe(cases[0]?.id);
  });
});
