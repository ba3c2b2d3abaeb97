import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type InvestorInput, newInvestor } from '@ico/testing/investors';
import { nextOtp } from '@ico/testing/otp';
import { enableTwoFactor, login, type StaffGrantors, type StaffMember, signUp, type Tokens } from '@ico/testing/portal';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2ePortal } from './mail';

export { codeOfLink } from '@ico/testing/investors';
export { secretOf } from '@ico/testing/otp';
export type { Tokens } from '@ico/testing/portal';

export type TestUser = InvestorInput;

/** A new, unique investor (username 4 to 12 characters, a password that passes every rule). */
export const newUser = (overrides: Partial<TestUser> = {}): TestUser => newInvestor(overrides);

/** Signs a user up through the API and the real mailed link (the browser journeys do it on screen). */
export async function signUpByApi(_request: APIRequestContext, user: TestUser): Promise<void> {
  await signUp(e2ePortal(), user);
}

export function obtainTokens(_request: APIRequestContext, credentials: { username: string; password: string; otp?: string }) {
  return login(e2ePortal(), credentials);
}

/**
 * The next one-time code of an account's chain, never waiting for a new window (see `nextOtp`): a journey spends
 * at most three codes of one account, starting with the one its set-up spent, and takes a fresh account for more.
 */
export const freshTotp = nextOtp;

/** Turns two-factor on through the API (with the password, as the page does); answers the secret so the test can compute codes. */
export async function enableTwoFactorByApi(_request: APIRequestContext, user: { password: string }, access: string): Promise<string> {
  return (await enableTwoFactor(e2ePortal(), { token: access, password: user.password })).secret;
}

/**
 * Opens `path` signed in as `user` with the given tokens (the stored session of spec section 3): the session is put in
 * the page's storage before its first document runs, so one page load does it. It is put there once per tab: a
 * journey that signs out stays signed out when it reloads.
 */
export async function signInBrowser(page: Page, user: { username: string; email: string }, tokens: Tokens, path = '/'): Promise<void> {
  await page.addInitScript(
    ({ user, tokens, once }) => {
      try {
        if (sessionStorage.getItem(once)) return;
        sessionStorage.setItem(once, '1');
        localStorage.setItem('user', JSON.stringify({ username: user.username, email: user.email }));
        localStorage.setItem('accessToken', tokens.access);
        localStorage.setItem('refreshToken', tokens.refresh);
      } catch {
        // a document without storage (about:blank)
      }
    },
    { user: { username: user.username, email: user.email }, tokens, once: `e2e-signed-in-${randomUUID()}` },
  );
  await page.goto(path);
}

/** Which of this worker's two administrators: the one who proposes staff members, the one who approves them (issue 29). */
type Grantor = 'proposer' | 'approver';

/** This worker's administrator sessions (see `staffManagers` in global-setup.ts), each renewed with its refresh token. */
const managerSessions: Partial<Record<Grantor, { tokens: Tokens; at: number }>> = {};
/** Access tokens live 15 minutes; the sessions are renewed well before. */
const SESSION_RENEW_MS = 10 * 60_000;
/**
 * The renewal under way, per administrator: a journey making its staff members side by side asks for the tokens
 * twice at once, and a refresh token presented twice ends the whole session (reuse detection), so both wait for one.
 */
const renewing: Partial<Record<Grantor, Promise<void>>> = {};

/**
 * Tokens of one of the two administrators that only this worker uses: global-setup.ts made them per worker, signed
 * in, so the journeys create the staff members they need (one proposes, the other approves) without a one-time code
 * and without waiting for another worker.
 */
async function managerTokens(request: APIRequestContext, grantor: Grantor): Promise<Tokens> {
  const dir = process.env.E2E_STATE_DIR;
  if (!dir) throw new Error('E2E_STATE_DIR is not set: run through the Playwright config');
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  // A worker started again after a failure takes over the sessions its predecessor renewed last.
  const renewedFile = path.join(dir, `staff-manager-${index}-${grantor}.json`);
  if (!managerSessions[grantor]) {
    if (existsSync(renewedFile)) managerSessions[grantor] = JSON.parse(readFileSync(renewedFile, 'utf8')) as { tokens: Tokens; at: number };
    else {
      const managers = JSON.parse(readFileSync(path.join(dir, 'staff-managers.json'), 'utf8')) as Array<
        Record<Grantor, StaffMember> & { at: number }
      >;
      const manager = managers[index % managers.length];
      if (!manager) throw new Error('no staff manager was made by the global set-up');
      managerSessions[grantor] = { tokens: manager[grantor].tokens, at: manager.at };
    }
  }
  const session = managerSessions[grantor];
  if (!session) throw new Error(`no ${grantor} session`);
  if (!renewing[grantor] && Date.now() - session.at >= SESSION_RENEW_MS) {
    renewing[grantor] = (async () => {
      const renewed = await request.post('/api/auth/token/refresh/', { data: { refresh: session.tokens.refresh } });
      if (!renewed.ok()) throw new Error(`the worker's administrator session was not renewed: ${renewed.status()}`);
      const next = { tokens: (await renewed.json()) as Tokens, at: Date.now() };
      managerSessions[grantor] = next;
      writeFileSync(renewedFile, JSON.stringify(next));
    })().finally(() => {
      renewing[grantor] = undefined;
    });
  }
  if (renewing[grantor]) await renewing[grantor];
  const tokens = managerSessions[grantor]?.tokens;
  if (!tokens) throw new Error(`no ${grantor} session`);
  return tokens;
}

/** This worker's administrator who proposes (and acts in the staff journeys). */
export const adminTokens = (request: APIRequestContext): Promise<Tokens> => managerTokens(request, 'proposer');

/** This worker's two administrators' access tokens: one proposes a staff member, the other approves (issue 29). */
export async function staffGrantors(request: APIRequestContext): Promise<StaffGrantors> {
  const [proposer, approver] = await Promise.all([managerTokens(request, 'proposer'), managerTokens(request, 'approver')]);
  return { proposer: proposer.access, approver: approver.access };
}
