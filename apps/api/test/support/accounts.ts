import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@ico/domain/staff';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { user } from '../../src/db/schema';
import { hashPassword } from '../../src/security/passwords';
import { type Mailbox, startMailServer } from './mail-server';
import { type DatabaseKind, startTestServer, type TestServer } from './test-server';

/** An API under test with a real SMTP server receiving its mail. */
export type AccountsServer = TestServer & { mailbox: Mailbox };

export async function startAccountsServer(database: DatabaseKind, env: Record<string, string> = {}): Promise<AccountsServer> {
  const mailbox = await startMailServer();
  try {
    const server = await startTestServer({ database, env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'http://portal.test', ...env } });
    return {
      ...server,
      mailbox,
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

export type Answer<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

/** One call over real HTTP: JSON by default, form-encoded with `form`, with a bearer token when given. */
export async function call<T = Record<string, unknown>>(
  server: Pick<TestServer, 'baseUrl'>,
  method: string,
  path: string,
  options: { json?: unknown; form?: Record<string, string>; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${server.baseUrl}/api${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
}

export type InvestorInput = {
  username: string;
  email: string;
  password: string;
  firstNameEN: string;
  lastNameEN: string;
  firstNameTH: string;
  lastNameTH: string;
  nationality: 'THAI' | 'FOREIGN';
  individual: 'individual' | 'corporate';
  agreementCheck: boolean;
  agreementUrl: string;
};

/** The body of `POST /auth/user/create/` for a new, unique Thai investor (without its verification code). */
export function newInvestor(overrides: Partial<InvestorInput> = {}): InvestorInput {
  const id = randomBytes(4).toString('hex');
  return {
    username: `u${id}`,
    email: `inv-${id}@example.com`,
    password: `Pw-${id}-Good1`,
    firstNameEN: 'Somchai',
    lastNameEN: 'Jaidee',
    firstNameTH: 'สมชาย',
    lastNameTH: 'ใจดี',
    nationality: 'THAI',
    individual: 'individual',
    agreementCheck: true,
    agreementUrl: '/teamofuse',
    ...overrides,
  };
}

/** Signs an investor up the way a person does: the code comes from the mail the SMTP server received. */
export async function signUp(server: AccountsServer, overrides: Partial<InvestorInput> = {}): Promise<InvestorInput> {
  const investor = newInvestor(overrides);
  const sent = await call(server, 'POST', '/auth/send_email_verification_code/', { form: { email: investor.email } });
  if (sent.status !== 200) throw new Error(`code not sent: ${sent.status} ${JSON.stringify(sent.body)}`);
  const verificationCode = await server.mailbox.codeFor(investor.email);
  const created = await call(server, 'POST', '/auth/user/create/', { json: { ...investor, verificationCode } });
  if (created.status !== 201) throw new Error(`user not created: ${created.status} ${JSON.stringify(created.body)}`);
  return investor;
}

export type Tokens = { access: string; refresh: string };

export async function login(
  server: Pick<TestServer, 'baseUrl'>,
  credentials: { username: string; password: string; otp?: string },
): Promise<Tokens> {
  const answer = await call<Tokens>(server, 'POST', '/auth/token/obtain/', { json: credentials });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The TOTP code of `secret`, `steps` 30-second windows from now (the server accepts one window either side). */
export function otpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

export const secretOf = (secretUrl: string): string => new URL(secretUrl).searchParams.get('secret') ?? '';

/** Turns two-factor on through the API and answers the secret. */
export async function enableTwoFactor(server: AccountsServer, token: string): Promise<string> {
  const setup = await call<{ secret_url: string }>(server, 'POST', '/auth/setotpmode/', { form: { mfa_enabled: 'true' }, token });
  const secret = secretOf(setup.body.secret_url);
  const enabled = await call(server, 'POST', '/auth/setotpmode/', { form: { mfa_enabled: 'true', otp: await otpCode(secret) }, token });
  if (enabled.status !== 200) throw new Error(`2FA not enabled: ${enabled.status} ${JSON.stringify(enabled.body)}`);
  return secret;
}

export type StaffAccount = { id: number; username: string; password: string; secret: string | null; tokens: Tokens };

/**
 * A staff member made directly in the database (as a factory), signed in. With `mfa` (default) two-factor is
 * switched on with a known secret after the sign-in, so no code is spent and every current code stays usable.
 */
export async function createStaff(server: AccountsServer, role: StaffRole, options: { mfa?: boolean } = {}): Promise<StaffAccount> {
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
    })
    .returning({ id: user.id });
  if (!row) throw new Error('staff not created');
  const tokens = await login(server, { username, password });
  const secret = mfa ? server.app.otp.newSecret() : null;
  if (secret)
    await db
      .update(user)
      .set({ mfaEnabled: true, otpSecret: server.app.otp.seal(secret) })
      .where(eq(user.id, row.id));
  return { id: row.id, username, password, secret, tokens };
}
