import type { SessionList } from '@ico/domain/contracts/sessions';
import { formatRecoveryCode } from '@ico/domain/recovery-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSession, recoveryCode } from '../src/db/schema';
import { hashToken } from '../src/security/tokens';
import { updateSessions } from '../src/services/sessions/session-state-writes';
import { type AccountsServer, call, createStaff, enableTwoFactor, login, otpCode, signUp, startAccountsServer } from './support/accounts';
import { ONE_DATABASE } from './support/test-server';
import { insertSubmission } from './support/verification';

const secondFactorOf = async (server: AccountsServer, access: string) => {
  const { sessionId } = await server.app.tokens.verifyAccess(access);
  const [row] = await server.app.database.db.select().from(authSession).where(eq(authSession.id, sessionId));
  return row?.secondFactorAt ?? null;
};

describe('a second factor per session', () => {
  let server: AccountsServer;

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
  }, 120_000);
  afterAll(() => server?.close());

  it('marks a sign-in with a one-time code, and not one without two-factor', async () => {
    const investor = await signUp(server);
    const plain = await login(server, investor);
    expect(await secondFactorOf(server, plain.access)).toBeNull();

    const secret = (await enableTwoFactor(server, { token: plain.access, password: investor.password }, otpCode)).secret;
    const withCode = await login(server, { ...investor, otp: await otpCode(secret, 1) });
    expect(await secondFactorOf(server, withCode.access)).toBeInstanceOf(Date);
    const listed = await call<SessionList>(server, 'GET', '/auth/sessions/', { token: withCode.access });
    expect(listed.body.results.find((s) => s.current)).toMatchObject({ second_factor: true });
  });

  it('signs in with a recovery code once, in any case and with or without dashes, and marks the session', async () => {
    const investor = await signUp(server);
    const secret = (await enableTwoFactor(server, { token: (await login(server, investor)).access, password: investor.password }, otpCode))
      .secret;
    const me = await call<{ id: number }>(server, 'GET', '/auth/me/', {
      token: (await login(server, { ...investor, otp: await otpCode(secret, 1) })).access,
    });
    const code = '7K2M9QXD4HZT1WEB';
    await server.app.database.db.insert(recoveryCode).values({ userId: me.body.id, codeHash: hashToken(code) });

    const signedIn = await call<{ access: string }>(server, 'POST', '/auth/token/obtain/', {
      json: { ...investor, otp: formatRecoveryCode(code).toLowerCase() },
    });
    expect(signedIn.status).toBe(200);
    expect(await secondFactorOf(server, signedIn.body.access)).toBeInstanceOf(Date);
    const [stored] = await server.app.database.db
      .select()
      .from(recoveryCode)
      .where(and(eq(recoveryCode.userId, me.body.id), eq(recoveryCode.codeHash, hashToken(code))));
    expect(stored?.usedAt).toBeInstanceOf(Date);

    const again = await call(server, 'POST', '/auth/token/obtain/', { json: { ...investor, otp: code } });
    expect(again).toMatchObject({ status: 400, body: { message: 'WRONG_OTP' } });
  });

  it('ends the password-only staff session when two-factor is turned on elsewhere, and refuses the back office to a session without a second factor', async () => {
    // The attack of issue 15: the staff member signs in with the password before two-factor is on (or someone with
    // the password does); two-factor is then turned on in another session. Turning it on ends every other session.
    const staff = await createStaff(server, 'compliance', { mfa: false });
    const passwordOnly = staff.tokens;
    const other = await login(server, staff);
    const secret = (await enableTwoFactor(server, { token: other.access, password: staff.password }, otpCode)).secret;
    expect(await call(server, 'GET', '/auth/me/', { token: passwordOnly.access })).toMatchObject({
      status: 401,
      body: { message: 'SESSION_REVOKED' },
    });
    expect((await call(server, 'POST', '/auth/token/refresh/', { json: { refresh: passwordOnly.refresh } })).status).toBe(401);

    // A session that never presented a second factor (one opened before this release) is refused by the back office.
    const document = await insertSubmission(server, (await signUpId(server)).id, 'bankFile');
    const legacy = await login(server, { ...staff, otp: await otpCode(secret, 1) });
    const { sessionId } = await server.app.tokens.verifyAccess(legacy.access);
    await updateSessions(server.app, server.app.database.db, eq(authSession.id, sessionId), { secondFactorAt: null });
    expect((await call(server, 'GET', '/auth/me/', { token: legacy.access })).body).toMatchObject({ mfa_enabled: true });
    for (const path of ['/admin/users/', '/admin/screening/?item=bankFile']) {
      expect(await call(server, 'GET', path, { token: legacy.access }), path).toMatchObject({
        status: 403,
        body: { message: 'MFA_REQUIRED' },
      });
    }
    // A screener's document is not shown to that session either.
    expect(await call(server, 'GET', `/files/${document.fileId}/`, { token: legacy.access })).toMatchObject({
      status: 404,
      body: { message: 'NOT_FOUND' },
    });
    const fileStatus = async (access: string) =>
      (await fetch(`${server.baseUrl}/api/files/${document.fileId}/`, { headers: { authorization: `Bearer ${access}` } })).status;
    // A refreshed token of that session is still the same session: still refused.
    const refreshed = await call<{ access: string }>(server, 'POST', '/auth/token/refresh/', { json: { refresh: legacy.refresh } });
    expect(refreshed.status).toBe(200);
    expect(await call(server, 'GET', '/admin/users/', { token: refreshed.body.access })).toMatchObject({
      status: 403,
      body: { message: 'MFA_REQUIRED' },
    });

    // The session that turned two-factor on presented a code from the new authenticator: it opens the back office.
    expect((await call(server, 'GET', '/admin/users/', { token: other.access })).status).toBe(200);
    expect(await fileStatus(other.access)).toBe(200);
  });
});

/** A signed-up investor's id. */
async function signUpId(server: AccountsServer): Promise<{ id: number }> {
  const investor = await signUp(server);
  const me = await call<{ id: number }>(server, 'GET', '/auth/me/', { token: (await login(server, investor)).access });
  return { id: me.body.id };
}
