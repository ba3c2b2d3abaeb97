import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClosure, auditLog, inquiry, user } from '../src/db/schema';
import { type AccountsServer, call, type StaffAccount, staffMember, startAccountsServer } from './support/accounts';
import { ONE_DATABASE } from './support/test-server';

/**
 * Segregation of duties (issue 16): every back-office action that names an investor refuses the acting staff member's
 * own account with 403 SELF_ACTION_FORBIDDEN, changes nothing and audits nothing. (Screening, level changes and
 * joinings have their own cases in screening.test.ts, admin.test.ts and four-eyes.test.ts.)
 */
describe('no staff member acts on their own account', () => {
  let server: AccountsServer;
  let admin: StaffAccount;

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
    admin = await staffMember(server, 'admin');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.app.database.db;
  const post = (path: string, json: unknown = {}) => call(server, 'POST', path, { token: admin.tokens.access, json });
  const auditCount = async () => (await db().select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.actorId, admin.id))).length;

  it('refuses each action on the own account, and changes and audits nothing', async () => {
    const [closure] = await db()
      .insert(accountClosure)
      .values({ userId: admin.id, username: admin.username, previousLevel: 'VIEWER_LEVEL' })
      .returning();
    const [question] = await db()
      .insert(inquiry)
      .values({ kind: 'MEMBER', userId: admin.id, email: 'admin@example.test', category: '1', subject: 'Mine', description: 'About me' })
      .returning();
    if (!closure || !question) throw new Error('fixtures not stored');
    const before = await auditCount();
    const attempts = [
      { path: `/admin/users/${admin.id}/level/`, json: { level: 'PROFESSIONAL_INVESTOR_LEVEL', reason: 'Me' } },
      { path: `/admin/users/${admin.id}/sessions/revoke/`, json: { reason: 'Me' } },
      { path: `/admin/users/${admin.id}/set_password_link/`, json: {} },
      { path: '/admin/mfa-resets/', json: { userId: admin.id, reason: 'Lost my phone' } },
      { path: `/admin/closures/${closure.id}/complete/`, json: {} },
      { path: `/admin/closures/${closure.id}/refuse/`, json: { reason: 'Not me' } },
      { path: `/admin/inquiries/${question.id}/reply/`, json: { reply: 'Answering myself' } },
    ];
    for (const attempt of attempts) {
      const answer = await post(attempt.path, attempt.json);
      expect([answer.status, answer.body], attempt.path).toEqual([403, { message: 'SELF_ACTION_FORBIDDEN' }]);
    }
    expect(await auditCount()).toBe(before);
    const [closureAfter] = await db().select().from(accountClosure).where(eq(accountClosure.id, closure.id));
    expect(closureAfter).toMatchObject({ completedAt: null, cancelledAt: null });
    const [questionAfter] = await db().select().from(inquiry).where(eq(inquiry.id, question.id));
    expect(questionAfter).toMatchObject({ status: 'OPEN', reply: null });
    const [me] = await db().select().from(user).where(eq(user.id, admin.id));
    expect(me?.role).toBe('admin');
    // The session the admin used is still alive: nothing was revoked.
    expect((await call(server, 'GET', '/auth/me/', { token: admin.tokens.access })).status).toBe(200);
  });

  it('lets a colleague act on the same account', async () => {
    const colleague = await staffMember(server, 'admin');
    const [question] = await db()
      .insert(inquiry)
      .values({ kind: 'MEMBER', userId: admin.id, email: 'admin@example.test', category: '1', subject: 'Mine', description: 'Again' })
      .returning();
    if (!question) throw new Error('fixture not stored');
    const answer = await call(server, 'POST', `/admin/inquiries/${question.id}/reply/`, {
      token: colleague.tokens.access,
      json: { reply: 'Answered by a colleague' },
    });
    expect(answer.status).toBe(200);
  });
});
