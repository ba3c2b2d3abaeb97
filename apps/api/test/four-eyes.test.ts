import type { Joining } from '@ico/domain/contracts/joinings';
import type { StaffOffering } from '@ico/domain/contracts/offerings';
import type { Proposal } from '@ico/domain/contracts/proposals';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, joining, moneyProposal, offering } from '../src/db/schema';
import { promptPayPayload } from '../src/services/joinings/joining-view';
import { type AccountsServer, call, createStaff, type StaffAccount, staffMember, startAccountsServer } from './support/accounts';
import {
  eventsOf,
  insertInvestor,
  insertJoining,
  insertOffering,
  insertScreeningJoining,
  insertSlip,
  messagesOf,
  offeringInput,
} from './support/admin-offerings';
import { decide, pendingConfirmation, proposeStatus } from './support/four-eyes';
import { createInvestor } from './support/offerings';
import { insertBankAccount } from './support/refunds';
import { expectCountersMatchLiveSums } from './support/reserved-counter';
import { DATABASES, ONE_DATABASE } from './support/test-server';

const withStatus = (rows: Array<{ status: number }>) => rows.map((r) => r.status).sort();

describe('four eyes on money', () => {
  let server: AccountsServer;
  let operations: StaffAccount;
  let operations2: StaffAccount;
  let compliance: StaffAccount;
  let compliance2: StaffAccount;

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
    [operations, operations2, compliance, compliance2] = await Promise.all([
      staffMember(server, 'operations'),
      staffMember(server, 'operations'),
      staffMember(server, 'compliance'),
      staffMember(server, 'compliance'),
    ]);
  }, 120_000);
  afterAll(() => server?.close());
  // Every test leaves each offering's reserved counter equal to the sum of its live reservations (issue 18).
  afterEach(() => expectCountersMatchLiveSums(server.app.database.db));

  const db = () => server.app.database.db;
  const statusOf = async (id: number) => (await db().select({ status: joining.status }).from(joining).where(eq(joining.id, id)))[0]?.status;
  const proposalRow = async (id: number) => (await db().select().from(moneyProposal).where(eq(moneyProposal.id, id)))[0];
  const auditFor = (action: string, proposalId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetType, 'proposal'), eq(auditLog.targetId, String(proposalId))));
  const setStatus = (id: number, json: unknown, staff = operations) =>
    call(server, 'POST', `/admin/joinings/${id}/status/`, { token: staff.tokens.access, json });

  /** A joining awaiting payment screening with its slip. */
  const screening = (userId?: number) => insertScreeningJoining(server, userId);
  const paymentEvidence = (slipFileId: string) => ({
    to: 'PAYMNENT_CONFIRMED',
    slipFileId,
    amountSeen: '300000',
    bankReference: 'KBANK-20261124-0001',
    note: 'Name on the slip matches the account',
  });

  it('refuses the direct status change to every money status with 403 APPROVAL_REQUIRED, changing nothing', async () => {
    const { row } = await screening();
    for (const to of ['PAYMNENT_CONFIRMED', 'FUNDING_FAIL', 'REFUND_PROCESSING', 'REFUND_DONE']) {
      const answer = await setStatus(row.id, { to, reason: 'paid' });
      expect(answer.status, to).toBe(403);
      expect(answer.body, to).toEqual({ message: 'APPROVAL_REQUIRED' });
    }
    expect(await statusOf(row.id)).toBe('PAYMNENT_SCREENING');
    expect(await eventsOf(server, row.id)).toEqual([]);
  });

  it('checks the evidence: slip, amount and bank reference for a payment, the slip being this joining’s', async () => {
    const { row, slipFileId } = await screening();
    const other = await screening();
    const missing = await proposeStatus(server, operations, row.id, { to: 'PAYMNENT_CONFIRMED' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: 'VALIDATION_FAILED',
      detail: { slipFileId: 'REQUIRED', amountSeen: 'REQUIRED', bankReference: 'REQUIRED' },
    });
    const float = await proposeStatus(server, operations, row.id, { ...paymentEvidence(slipFileId), amountSeen: '300000.5' });
    expect(float.body).toEqual({ message: 'VALIDATION_FAILED', detail: { amountSeen: 'AMOUNT_INTEGER' } });
    const foreignSlip = await proposeStatus(server, operations, row.id, paymentEvidence(other.slipFileId));
    expect(foreignSlip.status).toBe(400);
    expect(foreignSlip.body).toEqual({ message: 'VALIDATION_FAILED', detail: { slipFileId: 'INVALID_OPTION' } });
    const wrongStep = await proposeStatus(server, operations, row.id, { to: 'REFUND_DONE', bankReference: 'R1' });
    expect(wrongStep.status).toBe(409);
    expect(wrongStep.body).toEqual({ message: 'STATUS_CONFLICT', detail: { status: 'PAYMNENT_SCREENING' } });
    const support = await staffMember(server, 'support');
    expect((await proposeStatus(server, support, row.id, paymentEvidence(slipFileId))).status).toBe(403);
    expect(await db().select().from(moneyProposal).where(eq(moneyProposal.joiningId, row.id))).toEqual([]);
  });

  it('confirms a payment only on approval by a second staff member, and only then tells the investor', async () => {
    const { row, slipFileId, investorId } = await screening();
    const proposed = await proposeStatus(server, operations, row.id, paymentEvidence(slipFileId));
    expect(proposed.status).toBe(201);
    expect(proposed.body).toMatchObject({
      kind: 'joining.status',
      status: 'PENDING',
      fromStatus: 'PAYMNENT_SCREENING',
      toStatus: 'PAYMNENT_CONFIRMED',
      joining: { id: row.id, status: 'PAYMNENT_SCREENING', amount: '300000' },
      evidence: { slipFileId, amountSeen: '300000', bankReference: 'KBANK-20261124-0001', note: 'Name on the slip matches the account' },
      proposedBy: { id: operations.id, username: operations.username },
      decidedBy: null,
    });
    expect(await statusOf(row.id)).toBe('PAYMNENT_SCREENING');
    expect(await messagesOf(server, investorId)).toEqual([]);
    // One open proposal per joining.
    const second = await proposeStatus(server, operations2, row.id, paymentEvidence(slipFileId));
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: 'PROPOSAL_PENDING' });

    const queue = await call<{ results: Proposal[]; count: number }>(server, 'GET', '/admin/proposals/?status=PENDING', {
      token: compliance.tokens.access,
    });
    expect(queue.status).toBe(200);
    expect(queue.body.results.map((p) => p.id)).toContain(proposed.body.id);
    const detail = await call<{ proposal: Proposal | null }>(server, 'GET', `/admin/joinings/${row.id}/`, {
      token: operations.tokens.access,
    });
    expect(detail.body.proposal?.id).toBe(proposed.body.id);

    // The proposer cannot approve, even holding payments.approve; operations cannot approve at all.
    const proposedByCompliance = await screening();
    const own = await proposeStatus(server, compliance, proposedByCompliance.row.id, paymentEvidence(proposedByCompliance.slipFileId));
    const selfApproval = await decide(server, compliance, own.body.id, 'approve');
    expect(selfApproval.status).toBe(403);
    expect(selfApproval.body).toEqual({ message: 'OWN_PROPOSAL' });
    expect((await decide(server, operations2, proposed.body.id, 'approve')).status).toBe(403);

    const approved = await decide(server, compliance, proposed.body.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'APPROVED',
      decidedBy: { id: compliance.id },
      joining: { status: 'PAYMNENT_CONFIRMED' },
    });
    expect(await statusOf(row.id)).toBe('PAYMNENT_CONFIRMED');
    const events = await eventsOf(server, row.id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor, e.actorId])).toEqual([
      ['PAYMNENT_SCREENING', 'PAYMNENT_CONFIRMED', 'staff', compliance.id],
    ]);
    const messages = await messagesOf(server, investorId);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.title).toContain('payment confirmed');

    const again = await decide(server, compliance2, proposed.body.id, 'approve');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'PROPOSAL_DECIDED' });
    expect((await decide(server, compliance2, proposed.body.id, 'reject', { reason: 'late' })).body).toEqual({
      message: 'PROPOSAL_DECIDED',
    });

    expect((await auditFor('proposal.propose', proposed.body.id)).map((a) => a.actorId)).toEqual([operations.id]);
    const [approvalAudit] = await auditFor('proposal.approve', proposed.body.id);
    expect(approvalAudit).toMatchObject({
      actorId: compliance.id,
      detail: { kind: 'joining.status', joiningId: row.id, to: 'PAYMNENT_CONFIRMED' },
    });
  });

  it('refuses a staff member who is also the investor: no proposal, no approval, no plain status change', async () => {
    const insider = await createStaff(server, 'compliance');
    const { row, slipFileId } = await screening(insider.id);
    const ownProposal = await proposeStatus(server, insider, row.id, paymentEvidence(slipFileId));
    expect(ownProposal.status).toBe(403);
    expect(ownProposal.body).toEqual({ message: 'SELF_ACTION_FORBIDDEN' });

    const byColleague = await proposeStatus(server, operations, row.id, paymentEvidence(slipFileId));
    expect(byColleague.status).toBe(201);
    const ownApproval = await decide(server, insider, byColleague.body.id, 'approve');
    expect(ownApproval.status).toBe(403);
    expect(ownApproval.body).toEqual({ message: 'SELF_ACTION_FORBIDDEN' });
    expect((await decide(server, insider, byColleague.body.id, 'reject', { reason: 'x' })).body).toEqual({
      message: 'SELF_ACTION_FORBIDDEN',
    });
    expect(await statusOf(row.id)).toBe('PAYMNENT_SCREENING');

    const other = await insertJoining(server, {
      userId: insider.id,
      offeringId: (await insertOffering(server)).id,
      status: 'RESERVATION_SCREENING',
    });
    const plain = await setStatus(other.id, { to: 'RESERVATION_CONFIRMED' }, insider);
    expect(plain.status).toBe(403);
    expect(plain.body).toEqual({ message: 'SELF_ACTION_FORBIDDEN' });
    expect(await statusOf(other.id)).toBe('RESERVATION_SCREENING');
  });

  it('changes nothing but the proposal on rejection and withdrawal, each audited', async () => {
    const { row, slipFileId, investorId } = await screening();
    const first = await proposeStatus(server, operations, row.id, paymentEvidence(slipFileId));
    expect((await decide(server, compliance, first.body.id, 'reject', {})).body).toEqual({
      message: 'VALIDATION_FAILED',
      detail: { reason: 'REQUIRED' },
    });
    const rejected = await decide(server, compliance, first.body.id, 'reject', { reason: 'The amount on the slip is 30,000' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'REJECTED',
      decisionReason: 'The amount on the slip is 30,000',
      decidedBy: { id: compliance.id },
    });

    const second = await proposeStatus(server, operations, row.id, paymentEvidence(slipFileId));
    expect(second.status).toBe(201);
    const notYours = await decide(server, operations2, second.body.id, 'withdraw');
    expect(notYours.status).toBe(403);
    expect(notYours.body).toEqual({ message: 'OWN_PROPOSAL' });
    const withdrawn = await decide(server, operations, second.body.id, 'withdraw');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('WITHDRAWN');
    expect((await decide(server, compliance, second.body.id, 'approve')).body).toEqual({ message: 'PROPOSAL_DECIDED' });

    expect(await statusOf(row.id)).toBe('PAYMNENT_SCREENING');
    expect(await eventsOf(server, row.id)).toEqual([]);
    expect(await messagesOf(server, investorId)).toEqual([]);
    expect((await auditFor('proposal.reject', first.body.id)).map((a) => [a.actorId, a.detail.reason])).toEqual([
      [compliance.id, 'The amount on the slip is 30,000'],
    ]);
    expect((await auditFor('proposal.withdraw', second.body.id)).map((a) => a.actorId)).toEqual([operations.id]);
    expect((await call(server, 'POST', '/admin/proposals/999999/approve/', { token: compliance.tokens.access })).body).toEqual({
      message: 'PROPOSAL_NOT_EXIST',
    });
  });

  it('refuses the approval with 409 STATUS_CONFLICT when the joining moved since, leaving the proposal to reject', async () => {
    const { row } = await screening();
    const proposed = await proposeStatus(server, operations, row.id, {
      to: 'PAYMNENT_CONFIRMED',
      slipFileId: await insertSlip(server, row),
      amountSeen: '300000',
      bankReference: 'R',
    });
    expect((await setStatus(row.id, { to: 'PAYMNENT_PENDING', reason: 'Blurred slip' })).status).toBe(200);
    const approval = await decide(server, compliance, proposed.body.id, 'approve');
    expect(approval.status).toBe(409);
    expect(approval.body).toEqual({ message: 'STATUS_CONFLICT', detail: { status: 'PAYMNENT_PENDING' } });
    expect((await proposalRow(proposed.body.id))?.status).toBe('PENDING');
    expect(await statusOf(row.id)).toBe('PAYMNENT_PENDING');
  });

  it('walks a refund through proposals with their evidence', async () => {
    const target = await insertOffering(server);
    const investor = await insertInvestor(server, { language: 'th' });
    // The refund goes to the investor's approved bank account (issue 17): none, and no refund can be proposed.
    await insertBankAccount(server, investor.id);
    const row = await insertJoining(server, { userId: investor.id, offeringId: target.id, status: 'PAYMNENT_CONFIRMED' });
    const steps: Array<Record<string, string>> = [
      { to: 'FUNDING_FAIL', reason: 'ยอดจองไม่ถึงเป้าหมาย' },
      { to: 'REFUND_PROCESSING' },
      { to: 'REFUND_DONE', bankReference: 'REFUND-77' },
    ];
    expect((await proposeStatus(server, operations, row.id, { to: 'FUNDING_FAIL' })).body).toEqual({
      message: 'VALIDATION_FAILED',
      detail: { reason: 'REQUIRED' },
    });
    for (const step of steps) {
      const proposed = await proposeStatus(server, operations, row.id, step);
      expect(proposed.status, step.to).toBe(201);
      expect((await decide(server, compliance, proposed.body.id, 'approve')).status, step.to).toBe(200);
    }
    expect(await statusOf(row.id)).toBe('REFUND_DONE');
    const events = await eventsOf(server, row.id);
    expect(events.map((e) => e.toStatus)).toEqual(['FUNDING_FAIL', 'REFUND_PROCESSING', 'REFUND_DONE']);
    expect(events[0]?.reason).toBe('ยอดจองไม่ถึงเป้าหมาย');
  });

  it("fails an offering's funding: one proposal moves every paid joining on approval", async () => {
    const target = await insertOffering(server);
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => insertInvestor(server)));
    if (!a || !b || !c || !d) throw new Error('investors');
    const paid = await insertJoining(server, { userId: a.id, offeringId: target.id, status: 'PAYMNENT_CONFIRMED' });
    const contract = await insertJoining(server, { userId: b.id, offeringId: target.id, status: 'CONTRACT_CONFIRMED' });
    const unpaid = await insertJoining(server, { userId: c.id, offeringId: target.id, status: 'WAITING_FOR_PAYMENT' });
    const delivered = await insertJoining(server, { userId: d.id, offeringId: target.id, status: 'TRANSECTION_CONFIRMED' });
    const propose = (json: unknown, staff = operations) =>
      call<Proposal>(server, 'POST', `/admin/offerings/${target.id}/proposals/`, { token: staff.tokens.access, json });
    expect((await propose({})).body).toEqual({ message: 'VALIDATION_FAILED', detail: { reason: 'REQUIRED' } });
    const proposed = await propose({ reason: 'The minimum raise was not reached' });
    expect(proposed.status).toBe(201);
    expect(proposed.body).toMatchObject({ kind: 'offering.fundingFail', affected: 2, joining: null, toStatus: 'FUNDING_FAIL' });
    expect((await propose({ reason: 'again' }, operations2)).body).toEqual({ message: 'PROPOSAL_PENDING' });
    expect(await statusOf(paid.id)).toBe('PAYMNENT_CONFIRMED');
    expect(await messagesOf(server, a.id)).toEqual([]);

    expect((await decide(server, compliance, proposed.body.id, 'approve')).status).toBe(200);
    expect(await statusOf(paid.id)).toBe('FUNDING_FAIL');
    expect(await statusOf(contract.id)).toBe('FUNDING_FAIL');
    expect(await statusOf(unpaid.id)).toBe('WAITING_FOR_PAYMENT');
    expect(await statusOf(delivered.id)).toBe('TRANSECTION_CONFIRMED');
    for (const investor of [a, b]) {
      const [latest] = await messagesOf(server, investor.id);
      expect(latest?.body).toContain('The minimum raise was not reached');
    }
    expect(await messagesOf(server, c.id)).toEqual([]);
    expect((await eventsOf(server, paid.id)).map((e) => [e.toStatus, e.actorId])).toEqual([['FUNDING_FAIL', compliance.id]]);
  });

  describe('payment terms', () => {
    const edit = (id: number, body: Record<string, unknown>) =>
      call<StaffOffering>(server, 'PUT', `/admin/offerings/${id}/`, { token: operations.tokens.access, json: body });
    /** A fresh offering (staff screen reservations) and the input it was made from, for the edits. */
    const created = async () => {
      const input = offeringInput({ screening: true });
      const answer = await call<StaffOffering>(server, 'POST', '/admin/offerings/', { token: operations.tokens.access, json: input });
      return { id: answer.body.id, input };
    };
    const viewOf = (token: string, id: number) => call<Joining>(server, 'GET', `/icoportal/joinings/${id}/`, { token });
    const newTerms = { promptPayId: '0899999999', paymentInstructionsEN: 'Pay the NEW account', paymentInstructionsTH: 'ชำระเข้าบัญชีใหม่' };
    const noAccount = { payeeBank: null, payeeAccountNumber: null, payeeAccountName: null };

    it('waits for approval for an upcoming offering without reservations too (issue 29): its QR codes would pay the new account', async () => {
      const input = offeringInput({
        screening: true,
        startAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        finishAt: new Date(Date.now() + 37 * 86_400_000).toISOString(),
      });
      const made = await call<StaffOffering>(server, 'POST', '/admin/offerings/', { token: operations.tokens.access, json: input });
      expect(made.body.status).toBe('PRE_ICO');
      const answer = await edit(made.body.id, { ...input, ...newTerms });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ promptPayId: '0812345678', pendingPaymentTerms: { ...newTerms } });
      const [stored] = await db().select().from(offering).where(eq(offering.id, made.body.id));
      expect(stored?.promptPayId).toBe('0812345678');
      const [pending] = await db().select().from(moneyProposal).where(eq(moneyProposal.offeringId, made.body.id));
      if (!pending) throw new Error('no proposal');
      expect(pending).toMatchObject({ kind: 'offering.paymentTerms', status: 'PENDING', proposedBy: operations.id });
      expect((await decide(server, operations, pending.id, 'approve')).status).toBe(403);
      expect((await decide(server, compliance, pending.id, 'approve')).status).toBe(200);
      const [approved] = await db().select().from(offering).where(eq(offering.id, made.body.id));
      expect(approved).toMatchObject(newTerms);
    });

    it('waits for approval once there are reservations; the open reservation keeps its QR code and instructions', async () => {
      const ico = await created();
      const holder = await createInvestor(server, { language: 'th' });
      const early = await insertJoining(server, {
        userId: holder.id,
        offeringId: ico.id,
        status: 'RESERVATION_CONFIRMED',
        amount: '20000',
      });
      expect((await setStatus(early.id, { to: 'WAITING_FOR_PAYMENT' })).status).toBe(200);
      // The status writer pinned the terms as the payment period opened.
      const [pinned] = await db().select().from(joining).where(eq(joining.id, early.id));
      expect(pinned).toMatchObject({ payPromptPayId: '0812345678', payAmount: '20000', payInstructionsEN: 'Pay by PromptPay.' });
      expect(pinned?.payTermsPinnedAt).toBeInstanceOf(Date);
      const before = (await viewOf(holder.token, early.id)).body;
      expect(before.qrcode).toBe(promptPayPayload('0812345678', '20000'));
      const screened = await createInvestor(server);
      const onHold = await insertJoining(server, {
        userId: screened.id,
        offeringId: ico.id,
        status: 'RESERVATION_SCREENING',
        amount: '5000',
      });

      const answer = await edit(ico.id, { ...ico.input, ...newTerms, summaryEN: 'Edited summary' });
      expect(answer.status).toBe(200);
      // The other fields apply; the terms wait, and the answer says so.
      expect(answer.body).toMatchObject({ summaryEN: 'Edited summary', promptPayId: '0812345678', pendingPaymentTerms: { ...newTerms } });
      const again = await edit(ico.id, { ...ico.input, ...newTerms, promptPayId: '0877777777' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'PROPOSAL_PENDING' });
      const [pending] = await db()
        .select()
        .from(moneyProposal)
        .where(and(eq(moneyProposal.offeringId, ico.id), eq(moneyProposal.status, 'PENDING')));
      if (!pending) throw new Error('no proposal');
      expect(pending).toMatchObject({ kind: 'offering.paymentTerms', change: { ...newTerms, ...noAccount }, proposedBy: operations.id });
      expect((await decide(server, operations, pending.id, 'approve')).status).toBe(403);
      expect((await decide(server, compliance, pending.id, 'approve')).status).toBe(200);

      const [stored] = await db().select().from(offering).where(eq(offering.id, ico.id));
      expect(stored).toMatchObject(newTerms);
      const after = (await viewOf(holder.token, early.id)).body;
      expect(after.qrcode).toBe(before.qrcode);
      expect([after.paymentMethod, after.paymentMethodTH]).toEqual([before.paymentMethod, before.paymentMethodTH]);
      // The reservation still under screening keeps the terms it reserved under when its payment period opens.
      await setStatus(onHold.id, { to: 'RESERVATION_CONFIRMED' }, compliance);
      await setStatus(onHold.id, { to: 'WAITING_FOR_PAYMENT' }, compliance);
      expect((await viewOf(screened.token, onHold.id)).body.qrcode).toBe(promptPayPayload('0812345678', '5000'));
      // A reservation made after the change gets the new terms.
      const newcomer = await createInvestor(server);
      const fresh = await insertJoining(server, {
        userId: newcomer.id,
        offeringId: ico.id,
        status: 'RESERVATION_CONFIRMED',
        amount: '7000',
      });
      await setStatus(fresh.id, { to: 'WAITING_FOR_PAYMENT' });
      const freshView = (await viewOf(newcomer.token, fresh.id)).body;
      expect(freshView.qrcode).toBe(promptPayPayload('0899999999', '7000'));
      expect(freshView.paymentMethod).toBe('Pay the NEW account');

      // Each open reservation's investor was told in their language; the newcomer reserved after it.
      const [thai] = await messagesOf(server, holder.id);
      expect(thai?.title).toContain('รายละเอียดการชำระเงินสำหรับการจองใหม่มีการเปลี่ยนแปลง');
      const screenedMessages = await messagesOf(server, screened.id);
      expect(screenedMessages.some((m) => m.title.includes('payment details changed for new reservations'))).toBe(true);
      expect((await messagesOf(server, newcomer.id)).some((m) => m.title.includes('payment details changed'))).toBe(false);
      expect((await auditFor('proposal.propose', pending.id)).map((a) => a.detail)).toEqual([
        { kind: 'offering.paymentTerms', offeringId: ico.id, change: { ...newTerms, ...noAccount } },
      ]);
      expect((await auditFor('proposal.approve', pending.id)).map((a) => [a.actorId, a.detail.told])).toEqual([[compliance.id, 2]]);
    });

    it('holds a new payee bank account for approval too; the open reservation keeps the account it was given', async () => {
      const first = { payeeBank: 'KBANK', payeeAccountNumber: '1234567890', payeeAccountName: 'SiamICO Co., Ltd. for customers' };
      const input = offeringInput({ screening: true, ...first, payeeAccountNumber: '123-4-56789-0' });
      const made = await call<StaffOffering>(server, 'POST', '/admin/offerings/', { token: operations.tokens.access, json: input });
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject(first);
      const ico = { id: made.body.id, input };
      const holder = await createInvestor(server);
      const early = await insertJoining(server, {
        userId: holder.id,
        offeringId: ico.id,
        status: 'RESERVATION_CONFIRMED',
        amount: '15000',
      });
      // Before the payment period: no payee shown (as no QR code), though the reservation exists.
      const reserved = (await viewOf(holder.token, early.id)).body;
      expect([reserved.qrcode, reserved.promptPayId, reserved.payeeAccount]).toEqual([null, null, null]);
      expect((await setStatus(early.id, { to: 'WAITING_FOR_PAYMENT' })).status).toBe(200);
      const [pinned] = await db().select().from(joining).where(eq(joining.id, early.id));
      expect(pinned).toMatchObject({ payBank: 'KBANK', payAccountNumber: '1234567890', payAccountName: first.payeeAccountName });
      const before = (await viewOf(holder.token, early.id)).body;
      expect(before).toMatchObject({
        promptPayId: '0812345678',
        payeeAccount: { bank: 'KBANK', accountNumber: '1234567890', accountName: first.payeeAccountName },
        qrcode: promptPayPayload('0812345678', '15000'),
      });

      // Only the account changes: the edit is held, like a new PromptPay ID.
      const second = { payeeBank: 'SCB', payeeAccountNumber: '9876543210', payeeAccountName: 'Somebody Else' };
      const answer = await edit(ico.id, { ...ico.input, ...second });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ ...first, pendingPaymentTerms: { ...second, promptPayId: '0812345678' } });
      const [stored] = await db().select().from(offering).where(eq(offering.id, ico.id));
      expect(stored).toMatchObject(first);
      const [pending] = await db()
        .select()
        .from(moneyProposal)
        .where(and(eq(moneyProposal.offeringId, ico.id), eq(moneyProposal.status, 'PENDING')));
      if (!pending) throw new Error('no proposal');
      expect(pending.change).toMatchObject(second);
      // Removing the account is a change of where money goes as well: it waits behind the open proposal.
      expect((await edit(ico.id, { ...ico.input, ...noAccount })).body).toEqual({ message: 'PROPOSAL_PENDING' });
      expect((await decide(server, operations, pending.id, 'approve')).status).toBe(403);
      expect((await decide(server, compliance, pending.id, 'approve')).status).toBe(200);
      const [approved] = await db().select().from(offering).where(eq(offering.id, ico.id));
      expect(approved).toMatchObject(second);

      // The investor already paying keeps the account pinned with the QR code; a newcomer gets the new one.
      expect((await viewOf(holder.token, early.id)).body).toMatchObject({ payeeAccount: before.payeeAccount, qrcode: before.qrcode });
      const newcomer = await createInvestor(server);
      const fresh = await insertJoining(server, {
        userId: newcomer.id,
        offeringId: ico.id,
        status: 'RESERVATION_CONFIRMED',
        amount: '7000',
      });
      await setStatus(fresh.id, { to: 'WAITING_FOR_PAYMENT' });
      expect((await viewOf(newcomer.token, fresh.id)).body.payeeAccount).toEqual({
        bank: 'SCB',
        accountNumber: '9876543210',
        accountName: 'Somebody Else',
      });
      // Staff see the account the investor was given on the joining page.
      const detail = await call<{ paymentTerms: { payeeAccount: unknown } }>(server, 'GET', `/admin/joinings/${early.id}/`, {
        token: operations.tokens.access,
      });
      expect(detail.body.paymentTerms.payeeAccount).toEqual(before.payeeAccount);
      // Another investor cannot read this joining's payee details.
      expect((await viewOf(newcomer.token, early.id)).status).toBe(404);
    });

    it('holds adding and removing an account for approval on an offering without reservations as well', async () => {
      const ico = await created();
      const account = { payeeBank: 'BBL', payeeAccountNumber: '123456789012345', payeeAccountName: 'Escrow' };
      const pendingOf = async () =>
        (
          await db()
            .select()
            .from(moneyProposal)
            .where(and(eq(moneyProposal.offeringId, ico.id), eq(moneyProposal.status, 'PENDING')))
        )[0];
      for (const change of [account, noAccount]) {
        expect((await edit(ico.id, { ...ico.input, ...change })).body).toMatchObject({ pendingPaymentTerms: { ...change } });
        const pending = await pendingOf();
        if (!pending) throw new Error('no proposal');
        expect((await decide(server, compliance, pending.id, 'approve')).status).toBe(200);
        const [stored] = await db().select().from(offering).where(eq(offering.id, ico.id));
        expect(stored).toMatchObject(change);
      }
    });
  });
});

describe.each(DATABASES)('four eyes: two approvers at once (%s)', (database) => {
  let server: AccountsServer;
  let operations: StaffAccount;
  let approvers: StaffAccount[];

  beforeAll(async () => {
    server = await startAccountsServer(database);
    [operations, ...approvers] = await Promise.all([
      staffMember(server, 'operations'),
      staffMember(server, 'compliance'),
      staffMember(server, 'compliance'),
      staffMember(server, 'admin'),
    ]);
  }, 120_000);
  afterAll(() => server?.close());
  // Every test leaves each offering's reserved counter equal to the sum of its live reservations (issue 18).
  afterEach(() => expectCountersMatchLiveSums(server.app.database.db));

  it('approves it once: one status change, one message; the others meet 409 PROPOSAL_DECIDED', async () => {
    const { joiningId, investorId, proposalId } = await pendingConfirmation(server, operations, 'R-1');
    const answers = await Promise.all(approvers.map((approver) => decide(server, approver, proposalId, 'approve')));
    expect(withStatus(answers)).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body)).toEqual([
      { message: 'PROPOSAL_DECIDED' },
      { message: 'PROPOSAL_DECIDED' },
    ]);
    expect((await eventsOf(server, joiningId)).map((e) => e.toStatus)).toEqual(['PAYMNENT_CONFIRMED']);
    expect(await messagesOf(server, investorId)).toHaveLength(1);
  });
});
