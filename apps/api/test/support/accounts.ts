import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@ico/domain/staff';
import { otpCode } from '@ico/testing/otp';
import { enableTwoFactor, login, type Tokens } from '@ico/testing/portal';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { authSession, user } from '../../src/db/schema';
import { hashPassword } from '../../src/security/passwords';
import { updateSessions, updateUsers } from '../../src/services/sessions/session-state-writes';
import { type Mailbox, startMailServer } from './mail-server';
import { type DatabaseKind, startTestServer, type TestServer } from './test-server';

/**
 * An API under test with a real SMTP server receiving its mail: a `Portal` of @ico/testing/portal (`mail` is the
 * mailbox), so the factories there, which the browser tests use too, take it as it is.
 */
export type AccountsServer = TestServer & { mailbox: Mailbox; mail: Mailbox };

export async function startAccountsServer(
  database: DatabaseKind,
  env: Record<string, string> = {},
  options: { socket?: boolean } = {},
): Promise<AccountsServer> {
  const mailbox = await startMailServer();
  try {
    const server = await startTestServer({
      database,
      env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'http://portal.test', ...env },
      socket: options.socket,
    });
    return {
      ...server,
      mailbox,
      mail: mailbox,
      async close() {
        await server.close();
        await mailbox.close();
      },
    };
  } catch (error) {
    await mailbox.close();
    throw error;
  }
}

export { type InvestorInput, newInvestor } from '@ico/testing/investors';
export { otpCode, secretOf } from '@ico/testing/otp';
// The factories that talk to the API only: one source for these suites and the browser tests.
export { type Answer, call, enableTwoFactor, login, signUp, type Tokens } from '@ico/testing/portal';

/** Turns two-factor on through the API with the current window's code, and answers the secret. */
async function twoFactorSecret(server: AccountsServer, token: string, password: string): Promise<string> {
  return (await enableTwoFactor(server, { token, password }, otpCode)).secret;
}

/**
 * Marks the session of an access token as one that signed in with its second factor, as a sign-in with a code does
 * (the back office needs it): a factory's shortcut that spends no one-time code.
 */
export async function markSecondFactor(server: Pick<AccountsServer, 'app'>, access: string): Promise<void> {
  const { sessionId } = await server.app.tokens.verifyAccess(access);
  await updateSessions(server.app, server.app.database.db, eq(authSession.id, sessionId), { secondFactorAt: new Date() });
}

export type StaffAccount = { id: number; username: string; password: string; secret: string | null; tokens: Tokens };

/** When a factory's member began to approve: long past any waiting period (STAFF_APPROVAL_WAIT_HOURS is at most 30 days). */
export const LONG_STANDING = new Date('2020-01-01T00:00:00Z');

/**
 * A staff member made directly in the database (as a factory), signed in. With `mfa` (default) two-factor is
 * switched on with a known secret after the sign-in and the session counts as signed in with it, so no code is
 * spent and every current code stays usable. The member is one of long standing (`approverSince`, past the
 * waiting period before approving money); a test of a new member's grant goes through the proposals
 * (support/staff-proposals.ts).
 */
export async function createStaff(
  server: AccountsServer,
  role: StaffRole,
  options: { mfa?: boolean; approverSince?: Date } = {},
): Promise<StaffAccount> {
  const mfa = options.mfa ?? true;
  const id = randomBytes(4).toString('hex');
  const username = `s${id}`;
  const password = `Staff-${id}-Pw1`;
  const db = server.app.database.db;
  const [row] = await db
    .insert(user)
    .values({
      username,
      email: `staff-${id}@example.com`,
      passwordHash: await hashPassword(password),
      role,
      nationality: 'THAI',
      firstNameEN: 'Staff',
      lastNameEN: 'Member',
      approverSince: options.approverSince ?? LONG_STANDING,
    })
    .returning({ id: user.id });
  if (!row) throw new Error('staff not created');
  const tokens = await login(server, { username, password });
  const secret = mfa ? server.app.otp.newSecret() : null;
  if (secret) {
    await updateUsers(server.app, db, eq(user.id, row.id), { mfaEnabled: true, otpSecret: server.app.otp.seal(secret) });
    await markSecondFactor(server, tokens.access);
  }
  return { id: row.id, username, password, secret, tokens };
}

/**
 * A signed-in staff member. With two-factor (the default) it is turned on through the API after signing in:
 * createStaff's own sign-in with the previous window's code would fail whenever a window edge falls between
 * making the code and the server checking it. The session that turned it on presented a code, so it counts as signed in
 * with the second factor and the back office serves it.
 */
export async function staffMember(
  server: AccountsServer,
  role: StaffRole,
  options: { mfa?: boolean; approverSince?: Date } = {},
): Promise<StaffAccount> {
  const staff = await createStaff(server, role, { mfa: false, approverSince: options.approverSince });
  if (options.mfa === false) return staff;
  return { ...staff, secret: await twoFactorSecret(server, staff.tokens.access, staff.password) };
}

/** One staff member of each back-office desk, two-factor on. */
export async function staffDesks(
  server: AccountsServer,
): Promise<{ operations: StaffAccount; compliance: StaffAccount; support: StaffAccount }> {
  const [operations, compliance, support] = await Promise.all([
    staffMember(server, 'operations'),
    staffMember(server, 'compliance'),
    staffMember(server, 'support'),
  ]);
  return { operations, compliance, support };
}

/**
 * Runs `work` while another connection holds the accounts table locked (PostgreSQL only): a request that looked an
 * account up would wait, so an answer that comes meanwhile did not depend on the account (issue 29's constant-time
 * answers). The lock is released however `work` ends.
 */
export async function whileAccountsLocked<T>(server: AccountsServer, work: () => Promise<T>): Promise<T> {
  const locker = new pg.Client({ connectionString: server.config.databaseUrl });
  await locker.connect();
  try {
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE app_user IN ACCESS EXCLUSIVE MODE');
    return await work();
  } finally {
    await locker.query('ROLLBACK');
    await locker.end();
  }
}
