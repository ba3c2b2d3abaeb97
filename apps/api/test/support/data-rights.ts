import { randomBytes } from 'node:crypto';
import type { MyClosureAnswer } from '@ico/domain/contracts/account-closures';
import { eq } from 'drizzle-orm';
import { user } from '../../src/db/schema';
import { hashPassword } from '../../src/security/passwords';
import { updateUsers } from '../../src/services/sessions/session-state-writes';
import { call, login, otpCode, type Tokens } from './accounts';
import { createInvestor } from './offerings';
import type { TestServer } from './test-server';

export type PasswordInvestor = {
  id: number;
  username: string;
  email: string;
  password: string;
  /** The authenticator's secret when two-factor is on. */
  secret: string | null;
  /** The session createInvestor opened. */
  token: string;
};

/**
 * An investor (retail by default) who knows a password, for the step-up of the data-rights calls; with `mfa`, two-factor
 * is on with a known secret (no code spent yet, so every current code is usable).
 */
export async function investorWithPassword(
  server: Pick<TestServer, 'app'>,
  options: { mfa?: boolean; language?: 'en' | 'th' } = {},
): Promise<PasswordInvestor> {
  const investor = await createInvestor(server, { mfa: false, language: options.language ?? 'en' });
  const password = `Pdpa-${randomBytes(4).toString('hex')}-Pw1`;
  const secret = options.mfa ? server.app.otp.newSecret() : null;
  const [row] = await updateUsers(server.app, server.app.database.db, eq(user.id, investor.id), {
    passwordHash: await hashPassword(password),
    mfaEnabled: secret !== null,
    otpSecret: secret ? server.app.otp.seal(secret) : null,
  });
  if (!row) throw new Error('investor not updated');
  return { ...investor, email: row.email, password, secret };
}

/** A second signed-in session of the investor (another device). */
export async function anotherSession(server: Pick<TestServer, 'baseUrl'>, investor: PasswordInvestor): Promise<Tokens> {
  return login(server, {
    username: investor.username,
    password: investor.password,
    ...(investor.secret ? { otp: await otpCode(investor.secret) } : {}),
  });
}

/** POST /auth/data_export/ answered as bytes (the archive), or as the error body. */
export async function downloadExport(
  server: Pick<TestServer, 'baseUrl'>,
  token: string,
  body: Record<string, unknown>,
): Promise<{ status: number; headers: Headers; data: Buffer }> {
  const response = await fetch(`${server.baseUrl}/api/auth/data_export/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, data: Buffer.from(await response.arrayBuffer()) };
}

export const myClosure = (server: Pick<TestServer, 'baseUrl'>, token: string) =>
  call<MyClosureAnswer>(server, 'GET', '/auth/closure/', { token });
