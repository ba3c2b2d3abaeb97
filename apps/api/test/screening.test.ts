import type { UserSummary } from '@ico/domain/account';
import { PNG_1X1, THAI_DETAIL_INFO } from '@ico/testing/kyc-samples';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, message, user, verificationSubmission } from '../src/db/schema';
import { updateUsers } from '../src/services/sessions/session-state-writes';
import {
  type AccountsServer,
  call,
  type InvestorInput,
  login,
  type StaffAccount,
  signUp,
  staffMember,
  startAccountsServer,
} from './support/accounts';
import { createSuiteStorage, ONE_DATABASE, type SuiteStorage } from './support/test-server';
import { insertSubmission } from './support/verification';

type QueueEntry = { id: number; item: string; submittedAt: string; user: UserSummary };
type Queue = { results: QueueEntry[]; count: number; counts: Record<string, number> };
type Submission = {
  id: number;
  item: string;
  status: string;
  data: Record<string, string>;
  reason: string | null;
  decidedBy: string | null;
};
type Detail = {
  submission: Submission;
  user: Record<string, unknown>;
  files: { id: string; field: string; fileName: string; contentType: string; size: number }[];
  history: Submission[];
};
type Decided = { submission: Submission; user: UserSummary; levelChanged: boolean };

describe.each([ONE_DATABASE])('screening on %s', (database) => {
  let server: AccountsServer;
  let compliance: StaffAccount;
  let storage: SuiteStorage;

  const get = <T = Record<string, unknown>>(path: string, token = compliance.tokens.access) => call<T>(server, 'GET', path, { token });
  const decide = (id: number, json: unknown, token = compliance.tokens.access) =>
    call<Decided>(server, 'POST', `/admin/screening/${id}/decision/`, { json, token });

  /** A signed-up investor with its id and tokens. */
  async function investor(overrides: Partial<InvestorInput> = {}) {
    const input = await signUp(server, overrides);
    const tokens = await login(server, input);
    const id = Number((await call(server, 'GET', '/auth/me/', { token: tokens.access })).body.id);
    return { input, tokens, id };
  }
  const statusOf = async (userId: number) => {
    const [row] = await server.app.database.db.select().from(user).where(eq(user.id, userId));
    if (!row) throw new Error('no user');
    return row;
  };
  const messagesOf = (userId: number) =>
    server.app.database.db.select().from(message).where(eq(message.userId, userId)).orderBy(desc(message.id));

  beforeAll(async () => {
    storage = await createSuiteStorage(database, 'screening');
    server = await startAccountsServer(database, storage.env);
    compliance = await staffMember(server, 'compliance');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await storage?.dispose();
  });

  describe('access', () => {
    const endpoints = (id: number) => [
      { method: 'GET', path: '/admin/screening/' },
      { method: 'GET', path: `/admin/screening/${id}/` },
      { method: 'POST', path: `/admin/screening/${id}/decision/`, json: { decision: 'approve' } },
    ];

    it('answers 401 without a token, 403 to investors, support and operations, MFA_REQUIRED without two-factor', async () => {
      const owner = await investor();
      const { id } = await insertSubmission(server, owner.id, 'bankFile');
      const support = await staffMember(server, 'support');
      const operations = await staffMember(server, 'operations');
      const noMfa = await staffMember(server, 'compliance', { mfa: false });
      for (const endpoint of endpoints(id)) {
        const what = `${endpoint.method} ${endpoint.path}`;
        const anonymous = await call(server, endpoint.method, endpoint.path, { json: endpoint.json });
        expect(anonymous.status, what).toBe(401);
        for (const token of [owner.tokens.access, support.tokens.access, operations.tokens.access]) {
          const answer = await call(server, endpoint.method, endpoint.path, { json: endpoint.json, token });
          expect(answer.status, what).toBe(403);
          expect(answer.body, what).toEqual({ message: 'FORBIDDEN' });
        }
        const withoutMfa = await call(server, endpoint.method, endpoint.path, { json: endpoint.json, token: noMfa.tokens.access });
        expect(withoutMfa.status, what).toBe(403);
        expect(withoutMfa.body, what).toEqual({ message: 'MFA_REQUIRED' });
      }
      // Nothing was decided by the refused calls.
      expect((await statusOf(owner.id)).bankFileStatus).toBe('NEED_TO_SCREENING');
    });

    it('answers 404 for an unknown submission and 400 for a bad id or item', async () => {
      expect((await get('/admin/screening/99999999/')).status).toBe(404);
      expect((await decide(99999999, { decision: 'approve' })).status).toBe(404);
      expect((await get('/admin/screening/abc/')).status).toBe(400);
      const badItem = await get('/admin/screening/?item=suitabilityTest');
      expect(badItem.status).toBe(400);
      expect(badItem.body).toMatchObject({ message: 'VALIDATION_FAILED', detail: { item: 'INVALID_OPTION' } });
    });
  });

  describe('queue and detail', () => {
    it('lists waiting submissions oldest first, filters by item and counts per item', async () => {
      const first = await investor();
      const second = await investor({ nationality: 'FOREIGN', firstNameTH: '', lastNameTH: '' });
      // Far in the past, so they come before anything else the suite made.
      const older = await insertSubmission(server, second.id, 'bankFile', { submittedAt: new Date('2001-01-02T00:00:00Z') });
      const oldest = await insertSubmission(server, first.id, 'detailInfo', { submittedAt: new Date('2001-01-01T00:00:00Z') });
      const newer = await insertSubmission(server, first.id, 'bankFile', { submittedAt: new Date('2001-01-03T00:00:00Z') });

      const all = await get<Queue>('/admin/screening/');
      expect(all.status).toBe(200);
      expect(all.body.results.slice(0, 3).map((r) => r.id)).toEqual([oldest.id, older.id, newer.id]);
      expect(all.body.results[0]).toMatchObject({ item: 'detailInfo', user: { id: first.id, username: first.input.username } });
      expect(all.body.results[1]?.user).toMatchObject({ nationality: 'FOREIGN' });
      expect(all.body.count).toBe(Object.values(all.body.counts).reduce((a, b) => a + b, 0));

      const banks = await get<Queue>('/admin/screening/?item=bankFile');
      expect(banks.body.results.every((r) => r.item === 'bankFile')).toBe(true);
      expect(banks.body.results.slice(0, 2).map((r) => r.id)).toEqual([older.id, newer.id]);
      expect(banks.body.count).toBe(all.body.counts.bankFile);
      expect(banks.body.results.map((r) => r.id)).not.toContain(oldest.id);

      // Decided submissions leave the queue.
      expect((await decide(older.id, { decision: 'approve' })).status).toBe(200);
      const after = await get<Queue>('/admin/screening/?item=bankFile');
      expect(after.body.results.map((r) => r.id)).not.toContain(older.id);
      expect(after.body.count).toBe(banks.body.count - 1);
    });

    it('shows the data, the investor, the files, and a screener can download the file', async () => {
      const owner = await investor();
      const { id, fileId } = await insertSubmission(server, owner.id, 'detailInfo');
      const detail = await get<Detail>(`/admin/screening/${id}/`);
      expect(detail.status).toBe(200);
      expect(detail.body.submission).toMatchObject({ id, item: 'detailInfo', status: 'NEED_TO_SCREENING', data: THAI_DETAIL_INFO });
      expect(detail.body.user).toMatchObject({ id: owner.id, username: owner.input.username, detailInfoStatus: 'NEED_TO_SCREENING' });
      expect(detail.body.files).toEqual([
        { id: fileId, field: 'companyDocument1Private', fileName: 'document.png', contentType: 'image/png', size: PNG_1X1.length },
      ]);
      expect(detail.body.history).toEqual([]);

      const download = await fetch(`${server.baseUrl}/api/files/${fileId}/`, {
        headers: { authorization: `Bearer ${compliance.tokens.access}` },
      });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await download.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    });
  });

  describe('decisions', () => {
    it('approves: DONE, a message in the investor language, an audit row', async () => {
      const owner = await investor();
      await updateUsers(server.app, server.app.database.db, eq(user.id, owner.id), { language: 'th' });
      const { id } = await insertSubmission(server, owner.id, 'detailInfo');
      const answer = await decide(id, { decision: 'approve' });
      expect(answer.status).toBe(200);
      expect(answer.body.submission).toMatchObject({ id, status: 'DONE', reason: null, decidedBy: compliance.username });
      expect(answer.body.levelChanged).toBe(false);
      expect(answer.body.user).toMatchObject({ id: owner.id, userLevel: 'VIEWER_LEVEL' });
      expect((await statusOf(owner.id)).detailInfoStatus).toBe('DONE');

      const [sent] = await messagesOf(owner.id);
      expect(sent?.title).toMatch(/[\u0E00-\u0E7F]/);
      expect(sent?.title).toContain('ข้อมูลส่วนตัว');
      expect(sent?.senderId).toBe(compliance.id);

      const [audit] = await server.app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'verification.decide'), eq(auditLog.targetId, String(id))));
      expect(audit).toMatchObject({
        actorId: compliance.id,
        targetType: 'verification_submission',
        detail: { item: 'detailInfo', decision: 'approve', reason: null, username: owner.input.username },
      });
    });

    it('requires a reason to reject or return (400 REASON_REQUIRED) and rejects with it', async () => {
      const owner = await investor();
      const { id } = await insertSubmission(server, owner.id, 'bankFile');
      for (const body of [
        { decision: 'reject' },
        { decision: 'reject', reason: '   ' },
        { decision: 'returnForResubmission', reason: null },
      ]) {
        const refused = await decide(id, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body).toEqual({ message: 'VALIDATION_FAILED', detail: { reason: 'REASON_REQUIRED' } });
      }
      expect((await decide(id, { decision: 'maybe' })).body).toMatchObject({ detail: { decision: 'SELECT_REQUIRED' } });
      expect((await statusOf(owner.id)).bankFileStatus).toBe('NEED_TO_SCREENING');

      const rejected = await decide(id, { decision: 'reject', reason: 'The account name does not match.' });
      expect(rejected.status).toBe(200);
      expect(rejected.body.submission).toMatchObject({ status: 'REJECT', reason: 'The account name does not match.' });
      expect((await statusOf(owner.id)).bankFileStatus).toBe('REJECT');
      const [sent] = await messagesOf(owner.id);
      expect(sent?.body).toContain('The account name does not match.');
      expect(sent?.body).toContain('/member_inquiry/');
    });

    it('returns for resubmission: NEED_TO_SUBMIT, so the investor can send the item again; history shows the decision', async () => {
      const owner = await investor();
      const first = await insertSubmission(server, owner.id, 'selfieFile');
      const returned = await decide(first.id, { decision: 'returnForResubmission', reason: 'The selfie is blurred.' });
      expect(returned.status).toBe(200);
      expect(returned.body.submission.status).toBe('NEED_TO_SUBMIT');
      const account = await statusOf(owner.id);
      expect(account.selfieFileStatus).toBe('NEED_TO_SUBMIT');
      const [sent] = await messagesOf(owner.id);
      expect(sent?.body).toContain('The selfie is blurred.');
      expect(sent?.body).toContain('/selfie_file');

      const second = await insertSubmission(server, owner.id, 'selfieFile');
      const detail = await get<Detail>(`/admin/screening/${second.id}/`);
      expect(detail.body.history).toEqual([
        expect.objectContaining({
          id: first.id,
          status: 'NEED_TO_SUBMIT',
          reason: 'The selfie is blurred.',
          decidedBy: compliance.username,
        }),
      ]);
    });

    it('answers 409 STATUS_CONFLICT to a second decision and to an older submission', async () => {
      const owner = await investor();
      const { id } = await insertSubmission(server, owner.id, 'bankFile');
      expect((await decide(id, { decision: 'approve' })).status).toBe(200);
      const again = await decide(id, { decision: 'reject', reason: 'Too late' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'STATUS_CONFLICT' });
      expect((await statusOf(owner.id)).bankFileStatus).toBe('DONE');

      // A submission that is not the newest of its item cannot be decided, even when still waiting.
      const stale = await insertSubmission(server, owner.id, 'detailInfo');
      await insertSubmission(server, owner.id, 'detailInfo');
      expect((await decide(stale.id, { decision: 'approve' })).status).toBe(409);
    });

    it('lets exactly one of two concurrent decisions pass', async () => {
      const owner = await investor();
      const { id } = await insertSubmission(server, owner.id, 'bankFile');
      const other = await staffMember(server, 'admin');
      const answers = await Promise.all([
        decide(id, { decision: 'approve' }),
        decide(id, { decision: 'reject', reason: 'Unreadable' }, other.tokens.access),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200);
      expect((await statusOf(owner.id)).bankFileStatus).toBe(winner?.body.submission.status);
      const rows = await server.app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'verification.decide'), eq(auditLog.targetId, String(id))));
      expect(rows).toHaveLength(1);
      expect(await messagesOf(owner.id)).toHaveLength(1);
    });

    it('makes the investor a retail investor on the approval that completes the verification', async () => {
      const owner = await investor();
      const db = server.app.database.db;
      await updateUsers(server.app, db, eq(user.id, owner.id), { suitabilityTestStatus: 'DONE' });
      const ids = [];
      for (const item of ['detailInfo', 'selfieFile', 'bankFile'] as const) ids.push((await insertSubmission(server, owner.id, item)).id);
      const [detailInfo, selfie, bank] = ids as [number, number, number];
      expect((await decide(detailInfo, { decision: 'approve' })).body.levelChanged).toBe(false);
      expect((await decide(selfie, { decision: 'approve' })).body.levelChanged).toBe(false);
      const last = await decide(bank, { decision: 'approve' });
      expect(last.status).toBe(200);
      expect(last.body.levelChanged).toBe(true);
      expect(last.body.user.userLevel).toBe('RETAIL_INVESTOR_LEVEL');
      expect((await statusOf(owner.id)).userLevel).toBe('RETAIL_INVESTOR_LEVEL');
      const [promoted, approved] = await messagesOf(owner.id);
      expect(promoted?.title).toBe('You are now a retail investor');
      expect(approved?.title).toContain('bank account document');
      const me = await call(server, 'GET', '/auth/me/', { token: owner.tokens.access });
      expect(me.body.userLevel).toBe('RETAIL_INVESTOR_LEVEL');
      const [row] = await db.select().from(verificationSubmission).where(eq(verificationSubmission.id, bank));
      expect(row?.decidedBy).toBe(compliance.id);
    });

    it('makes a corporate investor retail only once the company file is approved too, by screening or by hand', async () => {
      const owner = await investor();
      const db = server.app.database.db;
      await updateUsers(server.app, db, eq(user.id, owner.id), { individual: 'corporate', suitabilityTestStatus: 'DONE' });
      for (const item of ['detailInfo', 'selfieFile', 'bankFile'] as const) {
        const { id } = await insertSubmission(server, owner.id, item);
        const answer = await decide(id, { decision: 'approve' });
        expect(answer.status).toBe(200);
        expect(answer.body.levelChanged).toBe(false);
      }
      expect((await statusOf(owner.id)).userLevel).toBe('VIEWER_LEVEL');
      // Staff cannot give the level by hand either while the company file waits.
      const byHand = await call(server, 'POST', `/admin/users/${owner.id}/level/`, {
        json: { level: 'RETAIL_INVESTOR_LEVEL', reason: 'Looks fine' },
        token: (await staffMember(server, 'admin')).tokens.access,
      });
      expect(byHand.status).toBe(409);
      expect(byHand.body).toEqual({ message: 'NOT_QUALIFIED_FOR_RETAIL' });
      expect((await statusOf(owner.id)).userLevel).toBe('VIEWER_LEVEL');

      const company = await insertSubmission(server, owner.id, 'companyFile');
      const last = await decide(company.id, { decision: 'approve' });
      expect(last.status).toBe(200);
      expect(last.body.levelChanged).toBe(true);
      expect((await statusOf(owner.id)).userLevel).toBe('RETAIL_INVESTOR_LEVEL');
    });

    it('refuses a staff member deciding their own submission (403 SELF_ACTION_FORBIDDEN); a colleague decides it', async () => {
      const { id } = await insertSubmission(server, compliance.id, 'bankFile');
      const own = await decide(id, { decision: 'approve' });
      expect(own.status).toBe(403);
      expect(own.body).toEqual({ message: 'SELF_ACTION_FORBIDDEN' });
      expect((await statusOf(compliance.id)).bankFileStatus).toBe('NEED_TO_SCREENING');
      const rows = await server.app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'verification.decide'), eq(auditLog.targetId, String(id))));
      expect(rows).toHaveLength(0);
      const colleague = await staffMember(server, 'compliance');
      expect((await decide(id, { decision: 'reject', reason: 'Unreadable' }, colleague.tokens.access)).status).toBe(200);
    });
  });
});
