import { randomBytes } from 'node:crypto';
import { activateAccount, createAccount, sendVerificationCode, setOtpMode } from '@ico/domain/contracts/accounts';
import { type EndpointAnswer, pathOf } from '@ico/domain/contracts/endpoint';
import { endSession, obtainSession } from '@ico/domain/contracts/sessions';
import { approveStaffProposal, proposeStaff } from '@ico/domain/contracts/staff';
import type { StaffRole } from '@ico/domain/staff';
import { codeOfLink, type InvestorInput, newInvestor } from './investors';
import { linkIn, type ParsedMail } from './mime';
import { nextOtp, secretOf } from './otp';

/**
 * A running portal as the factories see it: its base URL, and the mail it sent (the API tests' SMTP server keeps
 * it in memory, the browser tests' writes it to a folder). The factories talk HTTP only, so both use them.
 */
export type Portal = {
  baseUrl: string;
  mail: { waitFor(to: string, options?: { subject?: RegExp }): Promise<ParsedMail> };
};

export type Answer<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

/** One call over real HTTP: JSON by default, form-encoded with `form`, with a bearer token when given. */
export async function call<T = Record<string, unknown>>(
  portal: Pick<Portal, 'baseUrl'>,
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
  const response = await fetch(`${portal.baseUrl}/api${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
}

async function expectStatus<T>(answer: Promise<Answer<T>>, status: number, what: string): Promise<T> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`${what}: ${got} ${JSON.stringify(body)}`);
  return body;
}

/** The subject of the mail with the sign-up link, in both languages. */
export const SIGN_UP_SUBJECT = /confirm your e-mail to sign up|ยืนยันอีเมลเพื่อสมัครสมาชิก/;

/**
 * Signs an investor up the way a person does: the code comes from the mailed `/register/` link (the sign-up mail, not
 * whatever else reached the address last: the link is mailed after the answer).
 */
export async function signUp(portal: Portal, overrides: Partial<InvestorInput> = {}): Promise<InvestorInput> {
  const investor = newInvestor(overrides);
  await expectStatus(
    call(portal, sendVerificationCode.method, pathOf(sendVerificationCode, {}), { form: { email: investor.email } }),
    200,
    'code not sent',
  );
  const verificationCode = codeOfLink(linkIn(await portal.mail.waitFor(investor.email, { subject: SIGN_UP_SUBJECT }), '/register/'));
  await expectStatus(
    call(portal, createAccount.method, pathOf(createAccount, {}), { json: { ...investor, verificationCode } }),
    201,
    'user not created',
  );
  return investor;
}

export type Tokens = { access: string; refresh: string };

export function login(portal: Pick<Portal, 'baseUrl'>, credentials: { username: string; password: string; otp?: string }): Promise<Tokens> {
  return expectStatus(call<Tokens>(portal, obtainSession.method, pathOf(obtainSession, {}), { json: credentials }), 200, 'login failed');
}

/** Two-factor turned on through the API: the secret, the code spent on it (the start of the account's chain), the recovery codes. */
export type TwoFactor = { secret: string; spent: string; recoveryCodes: string[] };

/**
 * Turns two-factor on as the two-factor page does: the password on both calls (the QR, then the code). `code` picks
 * the code to spend (by default the first of a chain, see `nextOtp`).
 */
export async function enableTwoFactor(
  portal: Pick<Portal, 'baseUrl'>,
  account: { token: string; password: string },
  code: (secret: string) => Promise<string> = nextOtp,
): Promise<TwoFactor> {
  const { token, password } = account;
  const setup = await expectStatus(
    call<{ secret_url: string }>(portal, setOtpMode.method, pathOf(setOtpMode, {}), { form: { mfa_enabled: 'true', password }, token }),
    200,
    'no 2FA secret',
  );
  const secret = secretOf(setup.secret_url);
  const spent = await code(secret);
  const enabled = await expectStatus(
    call<{ recovery_codes: string[] }>(portal, setOtpMode.method, pathOf(setOtpMode, {}), {
      form: { mfa_enabled: 'true', password, otp: spent },
      token,
    }),
    200,
    '2FA not enabled',
  );
  return { secret, spent, recoveryCodes: enabled.recovery_codes };
}

export type StaffMember = { username: string; email: string; password: string; tokens: Tokens } & TwoFactor;

/** Two administrators' access tokens: one proposes a staff grant, the other approves it (issue 29: never the same one). */
export type StaffGrantors = { proposer: string; approver: string };

/**
 * A staff member added the way the back office adds one: an administrator proposes them (with a reason), a second
 * administrator approves, the member is activated with the mailed link, signs in and turns two-factor on with that
 * session, which presented a code and so is served by the back office. `spent` is that code (the start of the chain).
 */
export async function createStaffMember(portal: Portal, grantors: StaffGrantors, role: StaffRole): Promise<StaffMember> {
  const id = randomBytes(3).toString('hex');
  const input = { username: `${role.slice(0, 3)}${id}`, email: `${role}-${id}@example.com`, password: `Stf-${id}-Passw0rd!` };
  const proposed = await expectStatus(
    call<EndpointAnswer<typeof proposeStaff>>(portal, proposeStaff.method, pathOf(proposeStaff, {}), {
      token: grantors.proposer,
      json: { username: input.username, email: input.email, firstNameEN: 'Malee', lastNameEN: 'Srisuk', role, reason: 'New colleague' },
    }),
    202,
    'staff member not proposed',
  );
  await expectStatus(
    call(portal, approveStaffProposal.method, pathOf(approveStaffProposal, { id: proposed.proposal.id }), {
      token: grantors.approver,
      json: {},
    }),
    200,
    'staff member not approved',
  );
  const verificationCode = codeOfLink(linkIn(await portal.mail.waitFor(input.email), '/register/'));
  await expectStatus(
    call(portal, activateAccount.method, pathOf(activateAccount, {}), {
      json: { email: input.email, verificationCode, password: input.password },
    }),
    200,
    'staff member not activated',
  );
  const tokens = await login(portal, input);
  return { ...input, tokens, ...(await enableTwoFactor(portal, { token: tokens.access, password: input.password })) };
}

/**
 * Signs in with the password, turns two-factor on with that session, and signs in again with the chain's next code
 * (the first session is signed out): a session that presented its second factor at sign-in.
 */
export async function signInWithSecondFactor(
  portal: Pick<Portal, 'baseUrl'>,
  credentials: { username: string; password: string },
): Promise<{ tokens: Tokens } & TwoFactor> {
  const first = await login(portal, credentials);
  const twoFactor = await enableTwoFactor(portal, { token: first.access, password: credentials.password });
  const otp = await nextOtp(twoFactor.secret, twoFactor.spent);
  const tokens = await login(portal, { ...credentials, otp });
  await call(portal, endSession.method, pathOf(endSession, {}), { json: { refresh: first.refresh } });
  return { tokens, ...twoFactor, spent: otp };
}
