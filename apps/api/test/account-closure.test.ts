import { randomBytes } from 'node:crypto';
import type { MyClosureAnswer, StaffClosure } from '@ico/domain/contracts/account-closures';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountClosure, auditLog, authSession, inquiry, message, offering, privateFile, recoveryCode, user } from '../src/db/schema';
import { deleteClosedAccounts } from '../src/services/account-closures/delete-closed-accounts';
import { updateUsers } from '../src/services/sessions/session-state-writes';
import { type AccountsServer, call, createStaff, otpCode, type StaffAccount, startAccountsServer } from './support/accounts';
import { insertJoining } from './support/admin-offerings';
import { insertInquiry, mailTo } from './support/communication';
import { anotherSession, investorWithPassword, myClosure, type PasswordInvestor } from './support/data-rights';
import { createOffering } from './support/offerings';
import { expectCountersMatchLiveSums, forceJoiningStatus } from './support/reserved-counter';
import { ONE_DATABASE } from './support/test-server';
import { insertSubmission } from './support/verification';

const YEAR_MS = 365 * 86_400_000;

describe.each([ONE_DATABASE])('account closure (%s)', (database) => {
  let server: AccountsServer;
  let compliance: StaffAccount;
  let support: StaffAccount;
  let offeringId: number;
  const db = () => server.app.database.db;

  const ask = (investor: PasswordInvestor, body: Record<string, unknown>, token = investor.token) =>
    call<MyClosureAnswer & { message?: string }>(server, 'POST', '/auth/closure/', { token, json: body });
  const staffCall = (staff: StaffAccount, path: string, json?: unknown) =>
    call<{ closure: StaffClosure; message?: string }>(server, 'POST', `/admin/closures/${path}`, { token: staff.tokens.access, json });
  const list = (staff: StaffAccount, query = '') =>
    call<{ results: StaffClosure[]; count: number }>(server, 'GET', `/admin/closures/${query}`, { token: staff.tokens.access });
  const levelOf = async (id: number) => (await db().select({ level: user.userLevel }).from(user).where(eq(user.id, id)))[0]?.level;

  beforeAll(async () => {
    server = await startAccountsServer(database);
    compliance = await createStaff(server, 'compliance');
    support = await createStaff(server, 'support');
    offeringId = (await createOffering(db())).id;
  }, 180_000);

  afterAll(async () => {
    await server?.close();
  });
  // Every test leaves each offering's reserved counter equal to the sum of its live reservations (issue 18).
  afterEach(() => expectCountersMatchLiveSums(db()));

  it('asks for the password, and a code when two-factor is on, before anything changes', async () => {
    const investor = await investorWithPassword(server, { mfa: true });
    expect(await ask(investor, { password: 'Wrong-password-1' })).toMatchObject({
      status: 400,
      body: { message: 'OLD_PASSWORD_WRONG', detail: { password: 'OLD_PASSWORD_WRONG' } },
    });
    expect(await ask(investor, { password: investor.password })).toMatchObject({ status: 405, body: { message: 'OTP_REQUIRED' } });
    expect(await ask(investor, { password: investor.password, reason: 'x'.repeat(1001) })).toMatchObject({
      status: 400,
      body: { message: 'VALIDATION_FAILED', detail: { reason: 'TEXT_TOO_LONG' } },
    });
    expect(await levelOf(investor.id)).toBe('RETAIL_INVESTOR_LEVEL');
    expect((await myClosure(server, investor.token)).body).toEqual({ closure: null, retentionYears: 5 });
    if (!investor.secret) throw new Error('no secret');
    const done = await ask(investor, { password: investor.password, otp: await otpCode(investor.secret, 1) });
    expect(done.status).toBe(201);
    expect(done.body.closure?.status).toBe('PENDING');
  });

  it('refuses while a reservation, payment or refund is in progress, and not for one that is settled', async () => {
    const investor = await investorWithPassword(server);
    const open = await insertJoining(server, { userId: investor.id, offeringId, status: 'PAYMNENT_SCREENING' });
    expect(await ask(investor, { password: investor.password })).toMatchObject({
      status: 409,
      body: { message: 'RESERVATION_IN_PROGRESS' },
    });
    expect(await levelOf(investor.id)).toBe('RETAIL_INVESTOR_LEVEL');
    expect(await db().select().from(accountClosure).where(eq(accountClosure.userId, investor.id))).toEqual([]);
    await forceJoiningStatus(db(), open.id, 'REFUND_DONE');
    expect((await ask(investor, { password: investor.password })).status).toBe(201);
  });

  it('blocks the account at once, keeps the previous level, ends every other session, audits and mails', async () => {
    const investor = await investorWithPassword(server, { language: 'th' });
    await updateUsers(server.app, db(), eq(user.id, investor.id), { userLevel: 'PROFESSIONAL_INVESTOR_LEVEL' });
    const other = await anotherSession(server, investor);
    const answer = await ask(investor, { password: investor.password, reason: 'Moving abroad' });
    expect(answer.status).toBe(201);
    expect(answer.body.closure).toMatchObject({ status: 'PENDING', reason: 'Moving abroad', completed_at: null, delete_after: null });

    expect(await levelOf(investor.id)).toBe('BLOCKED_LEVEL');
    const [row] = await db().select().from(accountClosure).where(eq(accountClosure.userId, investor.id));
    expect(row).toMatchObject({ username: investor.username, previousLevel: 'PROFESSIONAL_INVESTOR_LEVEL' });
    // This device still reads (and may download its data); the other one is signed out.
    expect((await myClosure(server, investor.token)).body.closure?.status).toBe('PENDING');
    expect((await call(server, 'GET', '/auth/me/', { token: other.access })).status).toBe(401);
    // Blocked users read only.
    expect(
      await call(server, 'POST', `/survay/agreementico/${offeringId}/`, { token: investor.token, form: { agreementCheck: 'true' } }),
    ).toMatchObject({
      status: 403,
      body: { message: 'ACCOUNT_BLOCKED' },
    });
    expect(await ask(investor, { password: investor.password })).toMatchObject({ status: 409, body: { message: 'CLOSURE_PENDING' } });

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.closure.request'), eq(auditLog.actorId, investor.id)));
    expect(audit?.detail).toMatchObject({ from: 'PROFESSIONAL_INVESTOR_LEVEL', to: 'BLOCKED_LEVEL' });
    const mail = await mailTo(server.mailbox, investor.email, /คำขอปิดบัญชี/);
    expect(mail.text).toContain('ระงับ');
  });

  it('refuses staff accounts (an administrator closes those)', async () => {
    const staff = await createStaff(server, 'operations', { mfa: false });
    const answer = await call(server, 'POST', '/auth/closure/', { token: staff.tokens.access, json: { password: staff.password } });
    expect(answer).toMatchObject({ status: 403, body: { message: 'FORBIDDEN' } });
  });

  it('shows staff the requests (pending first) and what holds each, and lets only users.close act', async () => {
    const investor = await investorWithPassword(server);
    await ask(investor, { password: investor.password });
    const pending = await list(support, `?status=PENDING&userId=${investor.id}`);
    expect(pending.status).toBe(200);
    expect(pending.body.results).toMatchObject([
      { userId: investor.id, username: investor.username, status: 'PENDING', reservationsInProgress: 0 },
    ]);
    const id = pending.body.results[0]?.id;
    expect(await staffCall(support, `${id}/complete/`)).toMatchObject({ status: 403, body: { message: 'FORBIDDEN' } });
    expect(await staffCall(compliance, '2147483647/complete/')).toMatchObject({ status: 404, body: { message: 'CLOSURE_NOT_EXIST' } });
    expect(await staffCall(compliance, 'abc/refuse/', { reason: 'x' })).toMatchObject({
      status: 404,
      body: { message: 'CLOSURE_NOT_EXIST' },
    });
    const all = await list(compliance);
    expect(all.body.results[0]?.status).toBe('PENDING');
    // A level change by hand would undo the block: staff refuse or complete the request instead.
    const level = await call(server, 'POST', `/admin/users/${investor.id}/level/`, {
      token: compliance.tokens.access,
      json: { level: 'RETAIL_INVESTOR_LEVEL', reason: 'unblock' },
    });
    expect(level).toMatchObject({ status: 409, body: { message: 'CLOSURE_PENDING' } });
  });

  it('lets staff refuse a request with a reason: the level comes back, the investor reads why, audited', async () => {
    const investor = await investorWithPassword(server);
    const id = (await ask(investor, { password: investor.password })).body.closure?.id;
    expect(await staffCall(compliance, `${id}/refuse/`, {})).toMatchObject({
      status: 400,
      body: { message: 'VALIDATION_FAILED', detail: { reason: 'REASON_REQUIRED' } },
    });
    const reason = `Open complaint ${randomBytes(3).toString('hex')}`;
    const refused = await staffCall(compliance, `${id}/refuse/`, { reason });
    expect(refused.status).toBe(200);
    expect(refused.body.closure).toMatchObject({ status: 'REFUSED', userId: investor.id });
    expect(await levelOf(investor.id)).toBe('RETAIL_INVESTOR_LEVEL');
    const inbox = await db().select().from(message).where(eq(message.userId, investor.id));
    expect(inbox.map((m) => m.body).join()).toContain(reason);
    expect((await mailTo(server.mailbox, investor.email, /refused/)).text).toContain(reason);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.closure.refuse'), eq(auditLog.actorId, compliance.id)));
    expect(audit?.detail).toMatchObject({ reason, to: 'RETAIL_INVESTOR_LEVEL' });
    expect(await staffCall(compliance, `${id}/refuse/`, { reason })).toMatchObject({ status: 409, body: { message: 'STATUS_CONFLICT' } });
    expect(await staffCall(compliance, `${id}/complete/`)).toMatchObject({ status: 409, body: { message: 'STATUS_CONFLICT' } });
    expect((await myClosure(server, investor.token)).body.closure?.status).toBe('REFUSED');
    // A new request may follow a refused one.
    expect((await ask(investor, { password: investor.password })).status).toBe(201);
  });

  it('completes only when no reservation is in progress; then sign-in ends, the data is kept for the AML period', async () => {
    const investor = await investorWithPassword(server, { mfa: true });
    if (!investor.secret) throw new Error('no secret');
    const id = (await ask(investor, { password: investor.password, otp: await otpCode(investor.secret, -1) })).body.closure?.id;
    // A reservation still under way (written directly: the blocked investor cannot make one).
    const open = await insertJoining(server, { userId: investor.id, offeringId, status: 'REFUND_PROCESSING' });
    expect((await list(compliance, `?userId=${investor.id}`)).body.results[0]?.reservationsInProgress).toBe(1);
    expect(await staffCall(compliance, `${id}/complete/`)).toMatchObject({ status: 409, body: { message: 'RESERVATION_IN_PROGRESS' } });
    await forceJoiningStatus(db(), open.id, 'REFUND_DONE');
    await db()
      .insert(recoveryCode)
      .values({ userId: investor.id, codeHash: `h${randomBytes(8).toString('hex')}` });

    const before = Date.now();
    const completed = await staffCall(compliance, `${id}/complete/`);
    expect(completed.status).toBe(200);
    expect(completed.body.closure).toMatchObject({ status: 'COMPLETED', completedBy: compliance.username });
    const deleteAfter = Date.parse(completed.body.closure.delete_after ?? '');
    const completedAt = Date.parse(completed.body.closure.completed_at ?? '');
    expect(completedAt).toBeGreaterThanOrEqual(before - 1000);
    // Five years (AML_RETENTION_YEARS' default), whatever leap days fall in between.
    expect(deleteAfter - completedAt).toBeGreaterThanOrEqual(5 * YEAR_MS);
    expect(deleteAfter - completedAt).toBeLessThanOrEqual(5 * YEAR_MS + 2 * 86_400_000);

    expect((await call(server, 'GET', '/auth/me/', { token: investor.token })).status).toBe(401);
    expect(
      await db()
        .select()
        .from(authSession)
        .where(and(eq(authSession.userId, investor.id), isNull(authSession.revokedAt))),
    ).toEqual([]);
    const login = await call(server, 'POST', '/auth/token/obtain/', {
      json: { username: investor.username, password: investor.password, otp: await otpCode(investor.secret, 1) },
    });
    expect(login).toMatchObject({ status: 401, body: { message: 'WRONG_USERNAME_OR_PASSWORD' } });
    const [row] = await db().select().from(user).where(eq(user.id, investor.id));
    expect(row).toMatchObject({
      userLevel: 'BLOCKED_LEVEL',
      passwordHash: null,
      otpSecret: null,
      mfaEnabled: false,
      username: investor.username,
    });
    expect(await db().select().from(recoveryCode).where(eq(recoveryCode.userId, investor.id))).toEqual([]);
    expect((await mailTo(server.mailbox, investor.email, /account is closed/)).text).toMatch(/5 years/);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'account.closure.complete'), eq(auditLog.targetId, String(investor.id)))),
    ).toHaveLength(1);
    const level = await call(server, 'POST', `/admin/users/${investor.id}/level/`, {
      token: compliance.tokens.access,
      json: { level: 'RETAIL_INVESTOR_LEVEL', reason: 'reopen' },
    });
    expect(level).toMatchObject({ status: 409, body: { message: 'ACCOUNT_CLOSED' } });
  });

  it('deletes only the accounts past their retention period, with their files, keeping the closure row as the record', async () => {
    const closeNow = async (investor: PasswordInvestor) => {
      const id = (await ask(investor, { password: investor.password, reason: 'private words' })).body.closure?.id;
      expect((await staffCall(compliance, `${id}/complete/`)).status).toBe(200);
      return id ?? 0;
    };
    const due = await investorWithPassword(server);
    // A settled reservation (tokens delivered, monitoring) is still live: it leaves the reserved counter with the account.
    await insertJoining(server, { userId: due.id, offeringId, status: 'MONITORING_MODE', amount: '20000' });
    const reservedOf = async () =>
      (await db().select({ reserved: offering.reservedAmount }).from(offering).where(eq(offering.id, offeringId)))[0]?.reserved ?? '';
    const reservedBefore = await reservedOf();
    const notDue = await investorWithPassword(server);
    const pending = await investorWithPassword(server);
    const dueFile = await insertSubmission(server, due.id, 'selfieFile');
    const notDueFile = await insertSubmission(server, notDue.id, 'selfieFile');
    await insertInquiry(server, { kind: 'MEMBER', userId: due.id, email: due.email });
    const dueClosure = await closeNow(due);
    const notDueClosure = await closeNow(notDue);
    await ask(pending, { password: pending.password });
    const storageKeyOf = async (fileId: string) =>
      (await db().select({ key: privateFile.storageKey }).from(privateFile).where(eq(privateFile.id, fileId)))[0]?.key ?? '';
    const dueKey = await storageKeyOf(dueFile.fileId);
    const notDueKey = await storageKeyOf(notDueFile.fileId);

    // The due account's retention period ended yesterday (its dates moved back five years); the other's is still ahead.
    const now = new Date();
    await db()
      .update(accountClosure)
      .set({ completedAt: new Date(now.getTime() - 5 * YEAR_MS - 2 * 86_400_000), deleteAfter: new Date(now.getTime() - 86_400_000) })
      .where(eq(accountClosure.id, dueClosure));
    const [ahead] = await db().select().from(accountClosure).where(eq(accountClosure.id, notDueClosure));
    expect(ahead?.deleteAfter?.getTime()).toBeGreaterThan(now.getTime() + 4 * YEAR_MS);

    const deps = server.app;
    const [first, second] = await Promise.all([deleteClosedAccounts(deps, now), deleteClosedAccounts(deps, now)]);
    expect(first + second).toBe(1);
    expect(await deleteClosedAccounts(deps, now)).toBe(0);

    expect(await db().select().from(user).where(eq(user.id, due.id))).toEqual([]);
    expect(BigInt(await reservedOf())).toBe(BigInt(reservedBefore) - 20000n);
    expect(await db().select().from(privateFile).where(eq(privateFile.ownerId, due.id))).toEqual([]);
    expect(await db().select().from(inquiry).where(eq(inquiry.email, due.email))).toEqual([]);
    await expect(server.app.files.get(dueKey)).rejects.toThrow();
    const [record] = await db().select().from(accountClosure).where(eq(accountClosure.id, dueClosure));
    expect(record).toMatchObject({ userId: null, username: due.username, reason: null });
    expect(record?.deletedAt).toEqual(now);
    expect(record?.completedAt).not.toBeNull();

    // The others are untouched.
    expect(await levelOf(notDue.id)).toBe('BLOCKED_LEVEL');
    expect((await server.app.files.get(notDueKey)).length).toBeGreaterThan(0);
    expect(await levelOf(pending.id)).toBe('BLOCKED_LEVEL');

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.delete'), eq(auditLog.targetId, String(dueClosure))));
    expect(audit).toMatchObject({ actorId: null, targetType: 'closure' });
    expect(audit?.detail).toMatchObject({ username: due.username, files: 1 });
    await mailTo(server.mailbox, due.email, /has been deleted/);
    expect((await list(compliance, '?status=DELETED')).body.results.map((r) => r.username)).toContain(due.username);
  });
});
