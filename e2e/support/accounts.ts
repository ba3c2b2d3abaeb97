import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { linkIn, waitForMail } from './mail';

/** The administrator the portal creates at first start (see global-setup.ts). */
export const ADMIN = { username: 'admin', password: 'Adm1n-e2e-Passw0rd!' } as const;

export type TestUser = {
  username: string;
  email: string;
  password: string;
  firstNameEN: string;
  lastNameEN: string;
  firstNameTH: string;
  lastNameTH: string;
  nationality: 'THAI' | 'FOREIGN';
};

/** A new, unique investor (username 4 to 12 characters, a password that passes every rule). */
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  const id = randomBytes(4).toString('hex');
  return {
    username: `u${id}`,
    email: `investor-${id}@example.com`,
    password: `Pw-${id}-Secure1`,
    firstNameEN: 'Somchai',
    lastNameEN: 'Jaidee',
    firstNameTH: 'สมชาย',
    lastNameTH: 'ใจดี',
    nationality: 'THAI',
    ...overrides,
  };
}

/** The code of a mailed `/register/{email}/{code}` link. */
export function codeOfLink(link: string): string {
  const parts = new URL(link).pathname.split('/').filter(Boolean);
  return decodeURIComponent(parts[2] ?? '');
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** Signs a user up through the API and the real mailed link (the browser journeys do it on screen). */
export async function signUpByApi(request: APIRequestContext, user: TestUser): Promise<void> {
  await ok(await request.post('/api/auth/send_email_verification_code/', { form: { email: user.email } }));
  const mail = await waitForMail(user.email);
  const code = codeOfLink(linkIn(mail, '/register/'));
  await ok(
    await request.post('/api/auth/user/create/', {
      data: {
        username: user.username,
        email: user.email,
        password: user.password,
        firstNameEN: user.firstNameEN,
        lastNameEN: user.lastNameEN,
        firstNameTH: user.firstNameTH,
        lastNameTH: user.lastNameTH,
        nationality: user.nationality,
        individual: 'individual',
        verificationCode: code,
        agreementCheck: true,
        agreementUrl: '/teamofuse',
      },
    }),
  );
}

export type Tokens = { access: string; refresh: string };

export async function obtainTokens(request: APIRequestContext, credentials: { username: string; password: string; otp?: string }) {
  return ok<Tokens>(await request.post('/api/auth/token/obtain/', { data: credentials }));
}

/** The base32 secret of an `otpauth://` URL. */
export function secretOf(secretUrl: string): string {
  const secret = new URL(secretUrl).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${secretUrl}`);
  return secret;
}

/** The current code of a TOTP secret, as an authenticator app shows it. */
export function totp(secret: string): Promise<string> {
  return generate({ secret });
}

/**
 * A code the server will accept after `usedCode`: it takes codes of the previous, current and next 30-second window,
 * each window once and only after the last one used. The first is the previous window's while more than 10 s of
 * the current one are left (so three codes fit in one window); after the current window's code comes the next
 * window's (a phone's clock a little ahead); after the next window's, it waits for that window to begin.
 */
export async function freshTotp(secret: string, usedCode?: string): Promise<string> {
  for (;;) {
    const now = Date.now() / 1000;
    const [previous, current, next] = await Promise.all([
      generate({ secret, epoch: now - 30 }),
      generate({ secret, epoch: now }),
      generate({ secret, epoch: now + 30 }),
    ]);
    if (usedCode === undefined) return 30 - (now % 30) > 10 ? previous : current;
    if (usedCode !== current && usedCode !== next) return current;
    if (usedCode === current) return next;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Turns two-factor on through the API; answers the secret so the test can compute codes. */
export async function enableTwoFactorByApi(request: APIRequestContext, access: string): Promise<string> {
  const headers = { authorization: `Bearer ${access}` };
  const setup = await ok<{ secret_url: string }>(await request.post('/api/auth/setotpmode/', { form: { mfa_enabled: 'true' }, headers }));
  const secret = secretOf(setup.secret_url);
  await ok(await request.post('/api/auth/setotpmode/', { form: { mfa_enabled: 'true', otp: await totp(secret) }, headers }));
  return secret;
}

/** Opens the portal signed in as `user` with the given tokens (the stored session of spec section 3). */
export async function signInBrowser(page: Page, user: { username: string; email: string }, tokens: Tokens): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ({ user, tokens }) => {
      localStorage.setItem('user', JSON.stringify({ username: user.username, email: user.email }));
      localStorage.setItem('accessToken', tokens.access);
      localStorage.setItem('refreshToken', tokens.refresh);
    },
    { user, tokens },
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `use` with a one-time code of the administrator that no other journey has spent. Codes are single-use
 * per 30-second window and the Playwright workers are separate processes, so the workers take turns through a
 * lock file and record the last code they spent.
 */
export async function withAdminOtp<T>(use: (code: string) => Promise<T>): Promise<T> {
  const secret = process.env.E2E_ADMIN_OTP_SECRET;
  const dir = process.env.E2E_STATE_DIR;
  if (!secret || !dir) throw new Error('E2E_ADMIN_OTP_SECRET / E2E_STATE_DIR are not set: run through the Playwright config');
  const lock = path.join(dir, 'admin-otp.lock');
  const last = path.join(dir, 'admin-otp.last');
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      // A lock older than a minute belongs to a worker that died.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { force: true });
      } catch {
        // released meanwhile
      }
      if (Date.now() > deadline) throw new Error('the administrator one-time-code lock was not released');
      await sleep(100);
    }
  }
  try {
    let used = process.env.E2E_ADMIN_USED_OTP;
    try {
      used = readFileSync(last, 'utf8').trim();
    } catch {
      // no journey has signed in as the administrator yet
    }
    const code = await freshTotp(secret, used);
    const result = await use(code);
    writeFileSync(last, code);
    return result;
  } finally {
    rmSync(lock, { force: true });
  }
}

/** This worker's API session of the administrator, kept so that most calls need no new one-time code. */
let adminSession: { tokens: Tokens; at: number } | undefined;
/** Access tokens live 15 minutes; the session is renewed well before. */
const ADMIN_SESSION_RENEW_MS = 10 * 60_000;

/**
 * The administrator's tokens: signed in through the API with an unspent one-time code once per worker (codes
 * are single-use per 30-second window, so every sign-in would wait its turn), then renewed with the refresh token.
 */
export async function adminTokens(request: APIRequestContext): Promise<Tokens> {
  if (adminSession && Date.now() - adminSession.at < ADMIN_SESSION_RENEW_MS) return adminSession.tokens;
  if (adminSession) {
    const renewed = await request.post('/api/auth/token/refresh/', { data: { refresh: adminSession.tokens.refresh } });
    if (renewed.ok()) {
      adminSession = { tokens: (await renewed.json()) as Tokens, at: Date.now() };
      return adminSession.tokens;
    }
  }
  const tokens = await withAdminOtp((otp) => obtainTokens(request, { ...ADMIN, otp }));
  adminSession = { tokens, at: Date.now() };
  return tokens;
}
