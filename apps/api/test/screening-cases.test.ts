import type { CaseDetail, CaseQueue } from '@ico/domain/contracts/screening-cases';
import { JOINING_STATUSES } from '@ico/domain/statuses';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, screeningClearance, screeningFreezeReport, screeningHit, user } from '../src/db/schema';
import { updateUsers } from '../src/services/sessions/session-state-writes';
import { type AccountsServer, call, type StaffAccount, staffMember, startAccountsServer } from './support/accounts';
import { insertInvestor, insertJoining, insertOffering } from './support/admin-offerings';
import { proposeStatus } from './support/four-eyes';
import { createInvestor, createOffering, insertJoining as insertReadyJoining, reserve, signedJoinForm } from './support/offerings';
import { pdfText } from './support/pdf-text';
import { insertBankAccount, insertCredit } from './support/refunds';
import { openCase } from './support/screening-cases';
import { ONE_DATABASE } from './support/test-server';

/** Words that would tell the investor why (no tipping-off): none may appear in an answer to the investor. */
const TELLING_WORDS = /screening|sanction|watch|list|pep|amlo|freez/i;

/**
 * An answer to the investor as text, less what cannot tell anything: the spec's joining status codes (RESERVATION_SCREENING
 * and PAYMNENT_SCREENING name the payment checks of the contract, as before issue 30) and the random words of signed
 * wallet messages.
 */
const investorText = (body: unknown): string =>
  JSON.stringify(body, (_key, value: unknown) =>
    typeof value === 'string' &&
    ((JOINING_STATUSES as readonly string[]).includes(value) || /^[a-z0-9]+(-[a-z0-9]+){2}$|^0x[0-9a-f]+$/i.test(value))
      ? ''
      : value,
  );

describe('screening cases decided with four eyes', () => {
  let server: AccountsServer;
  let officer1: StaffAccount;
  let officer2: StaffAccount;
  let officer3: StaffAccount;
  let operations: StaffAccount;
  let support: StaffAccount;

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
    [officer1, officer2, officer3, operations, support] = await Promise.all([
      staffMember(server, 'compliance'),
      staffMember(server, 'compliance'),
      staffMember(server, 'admin'),
      staffMember(server, 'operations'),
      staffMember(server, 'support'),
    ]);
  }, 120_000);
  afterAll(() => server?.close());

  const db = () => server.app.database.db;
  const getCase = (id: number, staff = officer1) =>
    call<CaseDetail>(server, 'GET', `/admin/screening-cases/${id}/`, { token: staff.tokens.access });
  const propose = (id: number, json: unknown, staff = officer1) =>
    call<CaseDetail>(server, 'POST', `/admin/screening-cases/${id}/proposal/`, { token: staff.tokens.access, json });
  const approve = (id: number, staff = officer2) =>
    call<CaseDetail>(server, 'POST', `/admin/screening-cases/${id}/approve/`, { token: staff.tokens.access, json: {} });
  const reject = (id: number, json: unknown, staff = officer2) =>
    call<CaseDetail>(server, 'POST', `/admin/screening-cases/${id}/reject/`, { token: staff.tokens.access, json });
  const stateOf = async (id: number) => (await db().select({ s: user.screeningState }).from(user).where(eq(user.id, id)))[0]?.s;
  const audits = (action: string, caseId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetType, 'screening_case'), eq(auditLog.targetId, String(caseId))));

  it('guards the queue: 401 without a token, 403 without screening.decide, 404 for no case, 400 for a bad body', async () => {
    expect((await call(server, 'GET', '/admin/screening-cases/')).status).toBe(401);
    for (const staff of [operations, support]) {
      const answer = await call(server, 'GET', '/admin/screening-cases/', { token: staff.tokens.access });
      expect(answer.status).toBe(403);
    }
    expect((await getCase(2_000_000_000)).body).toMatchObject({ message: 'SCREENING_CASE_NOT_EXIST' });
    const investor = await insertInvestor(server);
    const { caseId } = await openCase(server, investor.id);
    const noReason = await propose(caseId, { decision: 'FALSE_POSITIVE', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ detail: { reason: 'REQUIRED' } });
    const badDecision = await propose(caseId, { decision: 'MAYBE', reason: 'x' });
    expect(badDecision.body).toMatchObject({ detail: { decision: 'INVALID_OPTION' } });
  });

  it('lists cases oldest first with the hits, filtered by status, and shows the facts beside each entry', async () => {
    const investor = await insertInvestor(server);
    const { caseId, entry } = await openCase(server, investor.id, { score: '0.8800', fields: ['nameThai', 'birthDate'] });
    const queue = await call<CaseQueue>(server, 'GET', '/admin/screening-cases/', { token: officer1.tokens.access });
    expect(queue.status).toBe(200);
    const ids = queue.body.results.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const mine = queue.body.results.find((r) => r.id === caseId);
    expect(mine).toMatchObject({ status: 'OPEN', hits: 1, topScore: '0.8800', lists: ['amlo'], user: { id: investor.id } });
    const decided = await call<CaseQueue>(server, 'GET', '/admin/screening-cases/?status=TRUE_MATCH', { token: officer1.tokens.access });
    expect(decided.body.results.every((r) => r.status === 'TRUE_MATCH')).toBe(true);
    const detail = await getCase(caseId);
    expect(detail.body).toMatchObject({
      case: { id: caseId, status: 'OPEN' },
      investor: { id: investor.id, firstNameTH: 'สมชาย', underReview: true },
      screeningState: 'REVIEW',
      hits: [
        {
          score: '0.8800',
          fields: ['nameThai', 'birthDate'],
          entry: {
            id: entry.id,
            list: 'amlo',
            documentNumbers: ['3100600123458'],
            births: [{ date: '1980-05-14' }],
            nationalities: ['TH'],
          },
          release: { list: 'amlo', publishedAt: '2026-11-20' },
        },
      ],
    });
    expect(detail.body.hits[0]?.entry.names.map((n) => n.text)).toEqual(['SOMCHAI JAIDEE', 'สมชาย ใจดี']);
  });

  it('needs a second officer: the proposer cannot approve or reject, nor anyone on their own account, nor a new approver', async () => {
    const investor = await insertInvestor(server);
    const { caseId } = await openCase(server, investor.id);
    const proposed = await propose(caseId, { decision: 'FALSE_POSITIVE', reason: 'Different birth date and ID number' });
    expect(proposed.status).toBe(200);
    expect(proposed.body.case).toMatchObject({ status: 'PROPOSED', proposedDecision: 'FALSE_POSITIVE', proposedBy: { id: officer1.id } });
    expect((await propose(caseId, { decision: 'TRUE_MATCH', reason: 'again' }, officer2)).body).toMatchObject({
      message: 'PROPOSAL_PENDING',
    });
    expect((await approve(caseId, officer1)).body).toMatchObject({ message: 'OWN_PROPOSAL' });
    expect((await reject(caseId, { reason: 'mine' }, officer1)).body).toMatchObject({ message: 'OWN_PROPOSAL' });
    const newcomer = await staffMember(server, 'compliance', { approverSince: new Date() });
    const tooNew = await approve(caseId, newcomer);
    expect(tooNew.status).toBe(403);
    expect(tooNew.body).toMatchObject({ message: 'APPROVER_TOO_NEW' });
    expect((await getCase(caseId)).body.case.status).toBe('PROPOSED');
    expect(await stateOf(investor.id)).toBe('REVIEW');

    // An officer's own account under review: they neither propose nor approve its decision.
    const own = await openCase(server, officer2.id);
    expect((await propose(own.caseId, { decision: 'FALSE_POSITIVE', reason: 'me' }, officer2)).body).toMatchObject({
      message: 'SELF_ACTION_FORBIDDEN',
    });
    expect((await propose(own.caseId, { decision: 'FALSE_POSITIVE', reason: 'Not the listed person' })).status).toBe(200);
    expect((await approve(own.caseId, officer2)).body).toMatchObject({ message: 'SELF_ACTION_FORBIDDEN' });
    expect((await approve(own.caseId, officer3)).status).toBe(200);
    expect(await stateOf(officer2.id)).toBe('CLEAR');

    // A rejection sends the proposal back: open again, and any officer may propose anew.
    const rejected = await reject(caseId, { reason: 'Check the passport first' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.case).toMatchObject({ status: 'OPEN', proposedDecision: null, proposedBy: null });
    expect(rejected.body.events.map((e) => e.action)).toEqual(['screening.propose', 'screening.reject']);
    expect(await stateOf(investor.id)).toBe('REVIEW');
    expect((await audits('screening.reject', caseId))[0]?.detail).toMatchObject({
      reason: 'Check the passport first',
      decision: 'FALSE_POSITIVE',
    });
    expect((await approve(caseId)).body).toMatchObject({ message: 'STATUS_CONFLICT' });
  });

  it('sends a proposal back when a potential match joined the case after it was proposed', async () => {
    const investor = await insertInvestor(server);
    const { caseId, entry, release } = await openCase(server, investor.id);
    await propose(caseId, { decision: 'FALSE_POSITIVE', reason: 'Namesake' });
    // Screening joins a new hit to the open case (record-hits.ts does so for a later release).
    await db()
      .insert(screeningHit)
      .values({
        userId: investor.id,
        entryId: entry.id,
        releaseId: release.id,
        caseId,
        trigger: 'listRelease',
        score: '0.9900',
        fields: ['passport'],
        factsHash: 'changed-facts',
        entryHash: entry.contentHash,
      });
    const refused = await approve(caseId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'STATUS_CONFLICT', detail: { reason: 'NEW_HITS' } });
    expect(await stateOf(investor.id)).toBe('REVIEW');
    expect(await db().select().from(screeningClearance).where(eq(screeningClearance.caseId, caseId))).toHaveLength(0);
    // Rejected and proposed again with the new hit in view, it is approved.
    await reject(caseId, { reason: 'A new hit joined: look again' });
    await propose(caseId, { decision: 'FALSE_POSITIVE', reason: 'Both hits: a namesake, other passport' });
    expect((await approve(caseId)).status).toBe(200);
    expect(await db().select().from(screeningClearance).where(eq(screeningClearance.caseId, caseId))).toHaveLength(2);
  });

  it('decides once when two officers approve at the same moment; a decided case answers 409', async () => {
    const investor = await insertInvestor(server);
    const { caseId } = await openCase(server, investor.id);
    await propose(caseId, { decision: 'FALSE_POSITIVE', reason: 'Namesake, other birth date' });
    const answers = await Promise.all([approve(caseId, officer2), approve(caseId, officer3)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toMatchObject({ message: 'SCREENING_CASE_DECIDED' });
    expect(await audits('screening.approve', caseId)).toHaveLength(1);
    expect(await db().select().from(screeningClearance).where(eq(screeningClearance.caseId, caseId))).toHaveLength(1);
    expect((await propose(caseId, { decision: 'TRUE_MATCH', reason: 'late' })).body).toMatchObject({ message: 'SCREENING_CASE_DECIDED' });
    expect((await reject(caseId, { reason: 'late' })).body).toMatchObject({ message: 'SCREENING_CASE_DECIDED' });
  });

  it('a false positive clears the pair (investor facts, entry content) and the account', async () => {
    const investor = await createInvestor(server);
    const { caseId, entry } = await openCase(server, investor.id);
    const me = await call<{ underReview: boolean }>(server, 'GET', '/auth/me/', { token: investor.token });
    expect(me.body.underReview).toBe(true);
    await propose(caseId, { decision: 'FALSE_POSITIVE', reason: 'Other ID number, other birth date' });
    const approved = await approve(caseId);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ case: { status: 'FALSE_POSITIVE', decidedBy: officer2.username }, screeningState: 'CLEAR' });
    const [clearance] = await db().select().from(screeningClearance).where(eq(screeningClearance.caseId, caseId));
    expect(clearance).toMatchObject({ userId: investor.id, entryId: entry.id, entryHash: entry.contentHash });
    expect(await stateOf(investor.id)).toBe('CLEAR');
    expect((await call<{ underReview: boolean }>(server, 'GET', '/auth/me/', { token: investor.token })).body.underReview).toBe(false);
    expect(await db().select().from(screeningFreezeReport).where(eq(screeningFreezeReport.caseId, caseId))).toHaveLength(0);
  });

  it('a true match freezes the account: no reservation, confirmation, refund or delivery; the investor sees only "under review"', async () => {
    const investor = await createInvestor(server, { language: 'th' });
    await updateUsers(server.app, db(), eq(user.id, investor.id), {
      firstNameTH: 'สมชาย',
      lastNameTH: 'ใจดี',
      detailInfo: { thaiIDNumber: '3100600123458', birthdate: '1980-05-14' },
    });
    await insertBankAccount(server, investor.id, { accountNumber: '123-4-56789-0' });
    // Held before the case: one awaiting its payment (a bank credit matched to it, its confirmation proposed), one paid,
    // one paid whose tokens are due, and an offering the investor has agreed to and may reserve in.
    const awaiting = await insertJoining(server, {
      userId: investor.id,
      offeringId: (await insertOffering(server)).id,
      status: 'WAITING_FOR_PAYMENT',
      amount: '25000',
    });
    const paid = await insertJoining(server, {
      userId: investor.id,
      offeringId: (await insertOffering(server)).id,
      status: 'PAYMNENT_CONFIRMED',
      amount: '40000',
    });
    const contract = await insertJoining(server, {
      userId: investor.id,
      offeringId: (await insertOffering(server)).id,
      status: 'CONTRACT_CONFIRMED',
      amount: '15000',
    });
    const open = await createOffering(db());
    await insertReadyJoining(db(), { userId: investor.id, offeringId: open.id, status: 'AGREEMENT_CHECKED' });
    const credit = await insertCredit(server, { amount: '25000.00', match: 'MATCHED', joiningId: awaiting.id, reference: 'KB2611280001' });
    const confirming = await call<{ proposalId: number }>(server, 'POST', `/admin/credits/${credit.id}/confirm/`, {
      token: operations.tokens.access,
      json: { joiningId: awaiting.id },
    });
    expect(confirming.status).toBe(201);

    const { caseId, entry } = await openCase(server, investor.id);
    // Under review already: staff meet the hold, the investor a neutral refusal.
    const refundWhileReview = await call(server, 'POST', '/admin/refunds/', {
      token: operations.tokens.access,
      json: { joiningId: paid.id, amount: '1000', reason: 'EXCESS_PAYMENT' },
    });
    expect(refundWhileReview.status).toBe(403);
    expect(refundWhileReview.body).toMatchObject({ message: 'SCREENING_HOLD', detail: { state: 'REVIEW' } });

    await propose(caseId, { decision: 'TRUE_MATCH', reason: 'Thai ID and birth date agree with the AMLO entry' });
    const approved = await approve(caseId);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      case: { status: 'TRUE_MATCH' },
      screeningState: 'FROZEN',
      report: { createdAt: expect.any(String) },
    });
    expect(await stateOf(investor.id)).toBe('FROZEN');
    expect(approved.body.events.map((e) => e.action)).toEqual(['screening.propose', 'screening.approve', 'screening.freeze']);
    // A confirmed match rates the account high, with its reason, in the freezing transaction.
    const [rated] = await server.app.database.db
      .select({ level: user.riskLevel, reasons: user.riskReasons })
      .from(user)
      .where(eq(user.id, investor.id));
    expect(rated?.level).toBe('high');
    expect(rated?.reasons.map((r) => r.rule)).toContain('confirmedMatch');

    // Staff see why on the user page: the state and the case.
    const userPage = await call(server, 'GET', `/admin/users/${investor.id}/`, { token: support.tokens.access });
    expect(userPage.body).toMatchObject({ screening: { state: 'FROZEN', caseId } });

    // The investor: a reservation refused with the neutral code; their pages name no reason.
    const reservation = await reserve(server, investor.token, open.id, { ...(await signedJoinForm('10000')) });
    expect(reservation.status).toBe(403);
    expect(reservation.body).toEqual({ message: 'ACCOUNT_UNDER_REVIEW' });
    const me = await call<{ underReview: boolean; userLevel: string }>(server, 'GET', '/auth/me/', { token: investor.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ underReview: true, userLevel: 'RETAIL_INVESTOR_LEVEL' });
    const joinings = await call(server, 'GET', '/icoportal/joinings/', { token: investor.token });
    expect(joinings.status).toBe(200);
    for (const answer of [reservation, me, joinings]) expect(investorText(answer.body)).not.toMatch(TELLING_WORDS);
    // The check reads the whole answer: a telling word anywhere else would fail it.
    expect(investorText({ note: 'on the sanctions list' })).toMatch(TELLING_WORDS);
    for (const header of ['content-type', 'content-length']) expect(String(reservation.headers.get(header))).not.toMatch(TELLING_WORDS);

    // Staff: the payment confirmation proposed before the freeze cannot be approved; no refund, no delivery.
    const confirm = await call(server, 'POST', `/admin/proposals/${confirming.body.proposalId}/approve/`, {
      token: officer3.tokens.access,
      json: {},
    });
    expect(confirm.body).toMatchObject({ message: 'SCREENING_HOLD', detail: { state: 'FROZEN' } });
    const refundStatus = await proposeStatus(server, operations, paid.id, { to: 'REFUND_PROCESSING' });
    expect(refundStatus.body).toMatchObject({ message: 'SCREENING_HOLD' });
    const refund = await call(server, 'POST', '/admin/refunds/', {
      token: operations.tokens.access,
      json: { joiningId: paid.id, amount: '1000', reason: 'EXCESS_PAYMENT' },
    });
    expect(refund.body).toMatchObject({ message: 'SCREENING_HOLD' });
    const delivery = await call(server, 'POST', `/admin/joinings/${contract.id}/status/`, {
      token: operations.tokens.access,
      json: { to: 'TRANSECTION_CONFIRMED' },
    });
    expect(delivery.status).toBe(403);
    expect(delivery.body).toMatchObject({ message: 'SCREENING_HOLD' });
    // Frozen in place: every reservation keeps its status.
    const statuses = await call<Array<{ id: number; status: string }>>(server, 'GET', '/icoportal/joinings/', { token: investor.token });
    expect(Object.fromEntries(statuses.body.map((j) => [j.id, j.status]))).toMatchObject({
      [awaiting.id]: 'PAYMNENT_SCREENING',
      [paid.id]: 'PAYMNENT_CONFIRMED',
      [contract.id]: 'CONTRACT_CONFIRMED',
    });

    // The report: the same facts as PDF and CSV, each download audited.
    const pdf = await fetch(`${server.baseUrl}/api/admin/screening-cases/${caseId}/report/?format=pdf`, {
      headers: { authorization: `Bearer ${officer1.tokens.access}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const expected of [
      'Asset freeze report',
      'รายงานการระงับการทำธุรกรรม',
      `Case / กรณี ${caseId}`,
      `AMLO ${entry.ref}`,
      'SOMCHAI JAIDEE',
      'สมชาย ใจดี',
      'Thai ID / เลขประจำตัวประชาชน 3100600123458',
      investor.username,
      `Joining ${awaiting.id}`,
      '25,000.00 THB',
      'PAYMNENT_SCREENING',
      `Joining ${paid.id}`,
      '40,000.00 THB',
      `Joining ${paid.id} · payment confirmed · 40,000.00 THB`,
      'KB2611280001',
      officer1.username,
      officer2.username,
      'Asia/Bangkok',
    ])
      expect(text).toContain(expected);
    // pdf.js puts a space between a Thai run and the colon after it.
    expect(text).toMatch(/Documents \/ เอกสาร ?: 3100600123458/);
    const csv = await fetch(`${server.baseUrl}/api/admin/screening-cases/${caseId}/report/?format=csv`, {
      headers: { authorization: `Bearer ${officer2.tokens.access}` },
    });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('section,reference,description,status,amount_thb,tokens,"time (Asia/Bangkok, UTC+07:00)",detail');
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^entry,AMLO ${entry.ref},SOMCHAI JAIDEE,score 0.9400,`)));
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^reservation,joining ${awaiting.id},.*,PAYMNENT_SCREENING,25000(\\.00)?,`)),
    );
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^reservation,joining ${contract.id},.*,CONTRACT_CONFIRMED,15000`)));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^payment confirmed,joining ${paid.id},,,40000`)));
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^bank credit received,joining ${awaiting.id},,,25000\\.00,,[0-9-]+ [0-9:]+,KB2611280001$`)),
    );
    expect(await audits('screening.report.download', caseId)).toHaveLength(2);
    const bad = await call(server, 'GET', `/admin/screening-cases/${caseId}/report/?format=xls`, { token: officer1.tokens.access });
    expect(bad.status).toBe(400);
  }, 60_000);
});
