import { randomBytes } from 'node:crypto';
import type { EddDetail, MyEdd } from '@ico/domain/contracts/edd';
import type { OverdueReview, RiskCountry, UserRisk } from '@ico/domain/contracts/risk';
import { EDD_DOCUMENT_FIELD } from '@ico/domain/edd';
import { THAI_DETAIL_INFO } from '@ico/testing/kyc-samples';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  message,
  screeningCase,
  screeningHit,
  user,
  verificationSubmission,
  watchlistEntry,
  watchlistRelease,
} from '../src/db/schema';
import { updateUsers } from '../src/services/sessions/session-state-writes';
import { type AccountsServer, call, type StaffAccount, staffMember, startAccountsServer } from './support/accounts';
import { multipart, PDF } from './support/admin-offerings';
import { createInvestor, createOffering, type Investor, insertJoining, reserve, signedJoinForm } from './support/offerings';
import { createSuiteStorage, ONE_DATABASE, type SuiteStorage } from './support/test-server';

const DAY = 86_400_000;

/** A Thai ID number with a valid check digit, new each call (the number is unique across users). */
function thaiId(): string {
  const digits = Array.from({ length: 12 }, (_, i) => (i === 0 ? 1 + Math.floor(Math.random() * 8) : Math.floor(Math.random() * 10)));
  const sum = digits.reduce((total, digit, i) => total + digit * (13 - i), 0);
  return `${digits.join('')}${(11 - (sum % 11)) % 10}`;
}

const declaration = (overrides: Record<string, string> = {}) => [
  { field: 'basis', value: overrides.basis ?? 'sourceOfFunds' },
  { field: 'origin', value: overrides.origin ?? 'BUSINESS' },
  { field: 'explanation', value: overrides.explanation ?? 'Profits of my gold shop in Yaowarat, kept in my savings account since 2019.' },
  { field: EDD_DOCUMENT_FIELD, data: PDF, name: 'statement.pdf', type: 'application/pdf' },
];

describe.each([ONE_DATABASE])('risk rating and enhanced due diligence on %s', (database) => {
  let server: AccountsServer;
  let storage: SuiteStorage;
  let compliance: StaffAccount;
  let compliance2: StaffAccount;
  let admin: StaffAccount;
  let admin2: StaffAccount;
  const db = () => server.app.database.db;

  const riskOf = async (userId: number, staff: StaffAccount = compliance) =>
    call<UserRisk>(server, 'GET', `/admin/users/${userId}/risk/`, { token: staff.tokens.access });

  /** A viewer with every item done but the detail information, which they send now (over HTTP) with `info`. */
  async function viewerWithDetails(info: Record<string, string> = {}): Promise<Investor & { submissionId: number }> {
    const investor = await createInvestor(server, { level: 'VIEWER_LEVEL', mfa: false });
    await updateUsers(server.app, db(), eq(user.id, investor.id), {
      selfieFileStatus: 'DONE',
      bankFileStatus: 'DONE',
      suitabilityTestStatus: 'DONE',
      suitabilityPassedAt: new Date(),
    });
    const sent = await call(server, 'POST', '/auth/detail_info/', {
      json: { ...THAI_DETAIL_INFO, thaiIDNumber: thaiId(), ...info },
      token: investor.token,
    });
    expect(sent.status).toBe(200);
    const [submission] = await db()
      .select({ id: verificationSubmission.id })
      .from(verificationSubmission)
      .where(and(eq(verificationSubmission.userId, investor.id), eq(verificationSubmission.item, 'detailInfo')))
      .orderBy(desc(verificationSubmission.id))
      .limit(1);
    if (!submission) throw new Error('no submission');
    return { ...investor, submissionId: submission.id };
  }

  const approveDetails = (submissionId: number) =>
    call(server, 'POST', `/admin/screening/${submissionId}/decision/`, { token: compliance.tokens.access, json: { decision: 'approve' } });
  const levelOf = async (userId: number) => (await db().select({ level: user.userLevel }).from(user).where(eq(user.id, userId)))[0]?.level;
  const declare = (investor: Investor, overrides: Record<string, string> = {}) =>
    multipart<MyEdd>(server, 'POST', '/auth/edd/', investor.token, declaration(overrides));
  const step = (staff: StaffAccount, id: number, action: 'propose' | 'approve' | 'return', json: unknown = {}) =>
    call<EddDetail>(server, 'POST', `/admin/edd/${id}/${action}/`, { token: staff.tokens.access, json });
  const pendingEddOf = async (userId: number) => {
    const queue = await call<{ results: Array<{ id: number; userId: number }> }>(server, 'GET', '/admin/edd/', {
      token: compliance.tokens.access,
    });
    const found = queue.body.results.find((row) => row.userId === userId);
    if (!found) throw new Error('declaration not in the queue');
    return found.id;
  };

  beforeAll(async () => {
    storage = await createSuiteStorage(database, 'risk-edd');
    server = await startAccountsServer(database, storage.env);
    [compliance, compliance2, admin, admin2] = await Promise.all([
      staffMember(server, 'compliance'),
      staffMember(server, 'compliance'),
      staffMember(server, 'admin'),
      staffMember(server, 'admin'),
    ]);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await storage?.dispose();
  });

  describe('the rating, recomputed when a fact changes', () => {
    it('guards the user page risk: 401 without a token, 403 for an investor, 400 for a malformed id', async () => {
      const investor = await createInvestor(server);
      expect((await call(server, 'GET', `/admin/users/${investor.id}/risk/`)).status).toBe(401);
      expect((await call(server, 'GET', `/admin/users/${investor.id}/risk/`, { token: investor.token })).status).toBe(403);
      expect((await call(server, 'GET', '/admin/users/abc/risk/', { token: compliance.tokens.access })).status).toBe(400);
    });

    it('rates the detail information when it is submitted: a high-risk occupation with its reason', async () => {
      const investor = await viewerWithDetails({ occupation: 'CASINO_GAMBLING' });
      const risk = await riskOf(investor.id);
      expect(risk.status).toBe(200);
      expect(risk.body).toMatchObject({ level: 'high', reasons: [{ rule: 'occupation', level: 'high', detail: 'CASINO_GAMBLING' }] });
      expect(Date.parse(risk.body.reviewDueAt ?? '') - Date.parse(risk.body.reviewedAt ?? '')).toBeGreaterThan(364 * DAY);
      const audited = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'risk.rate'), eq(auditLog.targetId, String(investor.id))));
      expect(audited.map((row) => row.detail)).toEqual([expect.objectContaining({ from: null, to: 'high' })]);
    });

    it('rates again when compliance edits the country list, only with the permission, audited', async () => {
      const investor = await viewerWithDetails({ occupation: 'EMPLOYEE', resCountry: 'TH' });
      expect((await riskOf(investor.id)).body).toMatchObject({ level: 'low', reasons: [] });
      const put = (staff: StaffAccount | Investor, code: string, json: unknown) =>
        call<RiskCountry>(server, 'PUT', `/admin/risk/countries/${code}/`, {
          token: 'tokens' in staff ? staff.tokens.access : staff.token,
          json,
        });
      const body = { category: 'increasedMonitoring', source: 'Synthetic test entry (not FATF)' };
      expect((await call(server, 'PUT', '/admin/risk/countries/TH/', { json: body })).status).toBe(401);
      expect((await put(investor, 'TH', body)).status).toBe(403);
      expect((await put(compliance, 'XX', body)).status).toBe(404);
      expect((await put(compliance, 'TH', { category: 'grey', source: 'x' })).status).toBe(400);
      const listed = await put(compliance, 'TH', body);
      expect(listed).toMatchObject({
        status: 200,
        body: { country: 'TH', category: 'increasedMonitoring', updatedBy: compliance.username },
      });
      expect((await riskOf(investor.id)).body).toMatchObject({
        level: 'medium',
        reasons: [{ rule: 'countryIncreasedMonitoring', level: 'medium', detail: 'TH' }],
      });
      const removed = await call(server, 'DELETE', '/admin/risk/countries/TH/', { token: compliance.tokens.access });
      expect(removed.status).toBe(204);
      expect((await riskOf(investor.id)).body).toMatchObject({ level: 'low', reasons: [] });
      expect((await call(server, 'DELETE', '/admin/risk/countries/TH/', { token: compliance.tokens.access })).status).toBe(404);
      const actions = await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, 'TH'));
      expect(actions.map((row) => row.action)).toEqual(['riskCountry.set', 'riskCountry.delete']);
    });

    it('lists the FATF seed (13 June 2025) to compliance', async () => {
      const list = await call<RiskCountry[]>(server, 'GET', '/admin/risk/countries/', { token: compliance.tokens.access });
      expect(list.status).toBe(200);
      expect(list.body.filter((row) => row.category === 'callForAction').map((row) => row.country)).toEqual(['IR', 'KP', 'MM']);
      expect(list.body.find((row) => row.country === 'VN')?.source).toContain('13 June 2025');
    });

    it('rates again after a reservation: the amount against the declared means', async () => {
      const ico = await createOffering(db());
      const investor = await createInvestor(server);
      // Declared: income up to 300,000 and assets up to 100,000 Baht (means 400,000 by the ranges' upper bounds).
      await updateUsers(server.app, db(), eq(user.id, investor.id), {
        detailInfo: { ...THAI_DETAIL_INFO, annualIncome: 'UP_TO_300K', financeAssets: 'UP_TO_100K' },
      });
      await insertJoining(db(), { userId: investor.id, offeringId: ico.id, status: 'AGREEMENT_CHECKED' });
      const reserved = await reserve(server, investor.token, ico.id, await signedJoinForm('250000'));
      expect(reserved.status).toBe(201);
      await expect
        .poll(async () => (await riskOf(investor.id)).body.reasons.map((reason) => reason.rule), { timeout: 10_000 })
        .toEqual(['reservedLargeShareOfMeans']);
    });

    it('counts an open PEP hit, and a relative or associate of a PEP, as high', async () => {
      const investor = await viewerWithDetails();
      const [release] = await db()
        .insert(watchlistRelease)
        .values({ list: 'pep', source: 'synthetic-pep.csv', sha256: randomBytes(32).toString('hex') })
        .returning();
      if (!release) throw new Error('release');
      const [entry] = await db()
        .insert(watchlistEntry)
        .values({
          list: 'pep',
          ref: `PEP-${randomBytes(3).toString('hex')}`,
          kind: 'individual',
          name: 'Somchai Jaidee',
          details: { position: 'Synthetic deputy minister', relatedTo: 'PEP-0001', relation: 'spouse' },
          contentHash: 'h',
          addedReleaseId: release.id,
        })
        .returning();
      if (!entry) throw new Error('entry');
      const [opened] = await db().insert(screeningCase).values({ userId: investor.id, trigger: 'manual' }).returning();
      if (!opened) throw new Error('case');
      await db().insert(screeningHit).values({
        userId: investor.id,
        entryId: entry.id,
        releaseId: release.id,
        caseId: opened.id,
        trigger: 'manual',
        score: '0.9500',
        factsHash: 'f',
        entryHash: 'h',
      });
      // A periodic review reads every fact afresh.
      const reviewed = await call<UserRisk>(server, 'POST', `/admin/users/${investor.id}/risk/review/`, {
        token: compliance.tokens.access,
        json: { note: 'Screening hit on the PEP list reviewed' },
      });
      expect(reviewed.status).toBe(200);
      expect(reviewed.body).toMatchObject({ level: 'high', reasons: [{ rule: 'pepRelativeOrAssociate', level: 'high' }] });
      // Decided a false positive: no longer a reason.
      await db().update(screeningCase).set({ status: 'FALSE_POSITIVE' }).where(eq(screeningCase.id, opened.id));
      const again = await call<UserRisk>(server, 'POST', `/admin/users/${investor.id}/risk/review/`, {
        token: compliance.tokens.access,
        json: { note: 'Case decided a false positive' },
      });
      expect(again.body).toMatchObject({ level: 'low', reasons: [] });
    });
    it('rates again when screening opens a case on the PEP list, and when the case is decided', async () => {
      const id = thaiId();
      const [release] = await db()
        .insert(watchlistRelease)
        .values({ list: 'pep', source: 'synthetic-pep.csv', sha256: randomBytes(32).toString('hex') })
        .returning();
      if (!release) throw new Error('release');
      // A synthetic PEP whose Thai ID the investor declares: an identifier hit whatever the spelling of the name.
      await db()
        .insert(watchlistEntry)
        .values({
          list: 'pep',
          ref: `PEP-${randomBytes(3).toString('hex')}`,
          kind: 'individual',
          name: 'Prasert Wongsakul',
          documentNumbers: [id],
          details: { position: 'Synthetic provincial governor', country: 'TH' },
          contentHash: randomBytes(8).toString('hex'),
          addedReleaseId: release.id,
        });
      const investor = await viewerWithDetails({ thaiIDNumber: id });
      const risk = await riskOf(investor.id);
      expect(risk.body).toMatchObject({ level: 'high', reasons: [{ rule: 'pep', level: 'high' }] });
      // Two officers decide the case a false positive: the PEP reason goes.
      const [opened] = await db().select().from(screeningCase).where(eq(screeningCase.userId, investor.id));
      if (!opened) throw new Error('no case opened');
      const proposed = await call(server, 'POST', `/admin/screening-cases/${opened.id}/proposal/`, {
        token: compliance.tokens.access,
        json: { decision: 'FALSE_POSITIVE', reason: 'Same ID typed by mistake on the synthetic list' },
      });
      expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
      const approved = await call(server, 'POST', `/admin/screening-cases/${opened.id}/approve/`, {
        token: compliance2.tokens.access,
        json: {},
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect((await riskOf(investor.id)).body).toMatchObject({ level: 'low', reasons: [] });
    });
  });

  describe('enhanced due diligence, four eyes', () => {
    it('keeps a high-risk investor a viewer until EDD is approved by a senior second person', async () => {
      const investor = await viewerWithDetails({ occupation: 'ARMS_TRADE' });
      expect((await approveDetails(investor.submissionId)).status).toBe(200);
      expect(await levelOf(investor.id)).toBe('VIEWER_LEVEL');
      expect((await call<MyEdd>(server, 'GET', '/auth/edd/', { token: investor.token })).body).toEqual({
        required: true,
        status: null,
        submittedAt: null,
        returnReason: null,
      });

      // The declaration needs its fields and its document.
      const missing = await multipart(server, 'POST', '/auth/edd/', investor.token, declaration().slice(0, 3));
      expect(missing).toMatchObject({ status: 400, body: { message: 'FILE_REQUIRED' } });
      const short = await declare(investor, { explanation: 'too short' });
      expect(short).toMatchObject({ status: 400, body: { message: 'VALIDATION_FAILED', detail: { explanation: 'VALUE_INVALID' } } });
      const sent = await declare(investor);
      expect(sent).toMatchObject({ status: 200, body: { required: true, status: 'SUBMITTED' } });
      expect((await declare(investor)).body).toMatchObject({ message: 'PF_ALREADY_SUBMITED' });
      const id = await pendingEddOf(investor.id);

      // The senior approval needs a proposal first.
      expect((await step(admin, id, 'approve')).body).toMatchObject({ message: 'EDD_STATUS_CONFLICT' });
      const proposed = await step(compliance, id, 'propose', { note: 'Bank statements match the declared business income.' });
      expect(proposed).toMatchObject({ status: 200, body: { status: 'PROPOSED', proposedBy: compliance.username, riskLevel: 'high' } });
      expect(proposed.body.file).toMatchObject({ field: EDD_DOCUMENT_FIELD, contentType: 'application/pdf' });
      // Compliance cannot give the senior approval, not even a second officer.
      expect((await step(compliance2, id, 'approve')).status).toBe(403);
      expect((await step(compliance, id, 'approve')).status).toBe(403);
      expect(await levelOf(investor.id)).toBe('VIEWER_LEVEL');

      const approved = await step(admin, id, 'approve');
      expect(approved).toMatchObject({ status: 200, body: { status: 'APPROVED', decidedBy: admin.username } });
      expect(await levelOf(investor.id)).toBe('RETAIL_INVESTOR_LEVEL');
      expect((await call<MyEdd>(server, 'GET', '/auth/edd/', { token: investor.token })).body).toMatchObject({
        required: false,
        status: 'APPROVED',
      });
      const actions = await db()
        .select({ action: auditLog.action, actorId: auditLog.actorId })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'edd'), eq(auditLog.targetId, String(id))));
      expect(actions).toEqual([
        { action: 'edd.submit', actorId: investor.id },
        { action: 'edd.propose', actorId: compliance.id },
        { action: 'edd.approve', actorId: admin.id },
      ]);
      expect((await step(admin2, id, 'approve')).body).toMatchObject({ message: 'EDD_STATUS_CONFLICT' });
    });

    it('refuses the proposer as approver and a member still in their waiting period', async () => {
      const investor = await viewerWithDetails({ occupation: 'CURRENCY_EXCHANGE' });
      expect((await declare(investor)).status).toBe(200);
      const id = await pendingEddOf(investor.id);
      expect((await step(admin, id, 'propose')).status).toBe(200);
      expect((await step(admin, id, 'approve')).body).toMatchObject({ message: 'OWN_PROPOSAL' });
      const newcomer = await staffMember(server, 'admin', { approverSince: new Date() });
      expect((await step(newcomer, id, 'approve')).body).toMatchObject({ message: 'APPROVER_TOO_NEW' });
      expect((await step(admin2, id, 'approve')).status).toBe(200);
    });

    it('returns a declaration with a reason the investor reads, who declares again', async () => {
      const investor = await viewerWithDetails({ occupation: 'NON_BANK_TRANSFER' });
      expect((await declare(investor)).status).toBe(200);
      const id = await pendingEddOf(investor.id);
      expect((await step(compliance, id, 'return', {})).body).toMatchObject({ message: 'VALIDATION_FAILED' });
      const returned = await step(compliance, id, 'return', { reason: 'The statement is not in your name.' });
      expect(returned).toMatchObject({ status: 200, body: { status: 'RETURNED', returnReason: 'The statement is not in your name.' } });
      expect((await call<MyEdd>(server, 'GET', '/auth/edd/', { token: investor.token })).body).toMatchObject({
        required: true,
        status: 'RETURNED',
        returnReason: 'The statement is not in your name.',
      });
      const inbox = await db().select({ body: message.body }).from(message).where(eq(message.userId, investor.id));
      expect(inbox.some((row) => row.body.includes('The statement is not in your name.'))).toBe(true);
      expect((await step(compliance, id, 'propose')).body).toMatchObject({ message: 'EDD_STATUS_CONFLICT' });
      expect((await declare(investor)).status).toBe(200);
    });

    it('refuses a declaration nobody asked for, an unknown declaration, and investors in the queue', async () => {
      const low = await viewerWithDetails();
      expect((await declare(low)).body).toMatchObject({ message: 'EDD_NOT_REQUIRED' });
      expect((await call(server, 'GET', '/admin/edd/999999/', { token: compliance.tokens.access })).body).toMatchObject({
        message: 'EDD_NOT_EXIST',
      });
      const investor = await viewerWithDetails({ occupation: 'GEMS_GOLD' });
      expect((await declare(investor)).status).toBe(200);
      const id = await pendingEddOf(investor.id);
      expect((await call(server, 'GET', '/admin/edd/', { token: investor.token })).status).toBe(403);
      expect((await step(compliance, id, 'propose')).status).toBe(200);
    });
  });

  describe('periodic reviews', () => {
    it('lists overdue reviews, most overdue first, until a review is recorded', async () => {
      const [late, later] = await Promise.all([createInvestor(server), createInvestor(server)]);
      await updateUsers(server.app, db(), eq(user.id, late.id), {
        riskLevel: 'high',
        riskReviewedAt: new Date(Date.now() - 400 * DAY),
        riskReviewDueAt: new Date(Date.now() - 35 * DAY),
      });
      await updateUsers(server.app, db(), eq(user.id, later.id), {
        riskLevel: 'medium',
        riskReviewedAt: new Date(Date.now() - 740 * DAY),
        riskReviewDueAt: new Date(Date.now() - 10 * DAY),
      });
      expect((await call(server, 'GET', '/admin/risk/reviews/overdue/')).status).toBe(401);
      const support = await staffMember(server, 'support');
      expect((await call(server, 'GET', '/admin/risk/reviews/overdue/', { token: support.tokens.access })).status).toBe(403);
      const queue = await call<{ results: OverdueReview[]; count: number }>(server, 'GET', '/admin/risk/reviews/overdue/', {
        token: compliance.tokens.access,
      });
      expect(queue.status).toBe(200);
      const ids = queue.body.results.map((row) => row.userId);
      expect(ids.indexOf(late.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(later.id));

      const reviewed = await call<UserRisk>(server, 'POST', `/admin/users/${late.id}/risk/review/`, {
        token: compliance.tokens.access,
        json: { note: 'Yearly review: facts unchanged' },
      });
      expect(reviewed.status).toBe(200);
      // The factory investor has no risk fact: low, next review in 3 years.
      expect(reviewed.body.level).toBe('low');
      expect(Date.parse(reviewed.body.reviewDueAt ?? '') - Date.now()).toBeGreaterThan(3 * 364 * DAY);
      const after = await call<{ results: OverdueReview[] }>(server, 'GET', '/admin/risk/reviews/overdue/', {
        token: compliance.tokens.access,
      });
      expect(after.body.results.map((row) => row.userId)).not.toContain(late.id);
      expect(after.body.results.map((row) => row.userId)).toContain(later.id);
      const noNote = await call(server, 'POST', `/admin/users/${later.id}/risk/review/`, { token: compliance.tokens.access, json: {} });
      expect(noNote.status).toBe(400);
      expect(
        (await call(server, 'POST', `/admin/users/${compliance.id}/risk/review/`, { token: compliance.tokens.access, json: { note: 'x' } }))
          .body,
      ).toMatchObject({
        message: 'SELF_ACTION_FORBIDDEN',
      });
    });
  });
});
