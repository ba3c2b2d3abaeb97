import type { SessionList } from '@ico/domain/contracts/sessions';
import { formatRecoveryCode } from '@ico/domain/recovery-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSession, recoveryCode } from '../src/db/schema';
import { hashToken } from '../src/security/tokens';
import { type AccountsServer, call, createStaff, enableTwoFactor, login, otpCode, signUp, startAccountsServer } from './support/accounts';
import { insertSubmission } from './support/verification';

const secondFactorOf = async (server: AccountsServer, access: string) => {
  const { sessionId } = await server.app.tokens.verifyAccess(access);
  const [row] = await server.app.database.db.select().from(authSession).where(eq(authSession.id, sessionId));
  return row?.secondFactorAt ?? null;
};

describe('a second factor per session', () => {
  let server: AccountsServer;

  beforeAll(async () => {
    server = await startAccountsServer('pglite');
  }, 120_000);
  afterAll(() => server?.close());

  it('marks a sign-in with a one-time code, and not one without two-factor', async () => {
    const investor = await signUp(server);
    const plain = await login(server, investor);
    expect(await secondFactorOf(server, plain.access)).toBeNull();

    const secret = await enableTwoFactor(server, plain.access, investor.password);
    const withCode = await login(server, { ...investor, otp: await otpCode(secret, 1) });
    expect(await secondFactorOf(server, withCode.access)).toBeInstanceOf(Date);
    const listed = await call<SessionList>(server, 'GET', '/auth/sessions/', { token: withCode.access });
    expect(listed.body.results.find((s) => s.current)).toMatchObject({ second_factor: true });
  });

  it('signs in with a recovery code once, in any case and with or without dashes, and marks the session', async () => {
    const investor = await signUp(server);
    const secret = await enableTwoFactor(server, (await login(server, investor)).access, investor.password);
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
    const [stored] = await server.app.database.db.select().from(recoveryCode).where(eq(recoveryCode.userId, me.body.id));
    expect(stored?.usedAt).toBeInstanceOf(Date);

    const again = await call(server, 'POST', '/auth/token/obtain/', { json: { ...investor, otp: code } });
    expect(again).toMatchObject({ status: 400, body: { message: 'WRONG_OTP' } });
  });

  it('refuses the back office to a staff session opened with the password alone, after two-factor was turned on elsewhere', async () => {
    // The attack of issue 15: the staff member signs in with the password before two-factor is on (or someone with
    // the password does); two-factor is then turned on in another session.
    const staff = await createStaff(server, 'compliance', { mfa: false });
    const passwordOnly = staff.tokens;
    const other = await login(server, staff);
    const secret = await enableTwoFactor(server, other.access, staff.password);
    const document = await insertSubmission(server, (await signUpId(server)).id, 'bankFile');

    expect((await call(server, 'GET', '/auth/me/', { token: passwordOnly.access })).body).toMatchObject({ mfa_enabled: true });
    for (const path of ['/admin/users/', '/admin/screening/?item=bankFile']) {
      expect(await call(server, 'GET', path, { token: passwordOnly.access }), path).toMatchObject({
        status: 403,
        body: { message: 'MFA_REQUIRED' },
      });
    }
    // A screener's document is not shown to that session either.
    expect(await call(server, 'GET', `/files/${document.fileId}/`, { token: passwordOnly.access })).toMatchObject({
      status: 404,
      body: { message: 'NOT_FOUND' },
    });
    const fileStatus = async (access: string) =>
      (await fetch(`${server.baseUrl}/api/files/${document.fileId}/`, { headers: { authorization: `Bearer ${access}` } })).status;
    // A refreshed token of that session is still the same session: still refused.
    const refreshed = await call<{ access: string }>(server, 'POST', '/auth/token/refresh/', { json: { refresh: passwordOnly.refresh } });
    expect(refreshed.status).toBe(200);
    expect(await call(server, 'GET', '/admin/users/', { token: refreshed.body.access })).toMatchObject({
      status: 403,
      body: { message: 'MFA_REQUIRED' },
    });

    // Signing in again with a code opens the back office.
    const withCode = await login(server, { ...staff, otp: await otpCode(secret, 1) });
    expect((await call(server, 'GET', '/admin/users/', { token: withCode.access })).status).toBe(200);
    expect(await fileStatus(withCode.access)).toBe(200);
  });
});

/** A signed-up investor's id. */
async function signUpId(server: AccountsServer): Promise<{ id: number }> {
  const investor = await signUp(server);
  const me = await call<{ id: number }>(server, 'GET', '/auth/me/', { token: (await login(server, investor)).access });
  return { id: me.body.id };
}
