import type { SessionList } from '@ico/domain/contracts/sessions';
import { DEFAULT_SESSION_LIMITS } from '@ico/domain/session-lifetimes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { authSession, refreshToken } from '../src/db/schema';
import { hashToken } from '../src/security/tokens';
import { updateSessions } from '../src/services/sessions/session-state-writes';
import { type AccountsServer, call, login, signUp, staffMember, startAccountsServer, type Tokens } from './support/accounts';
import { ONE_DATABASE } from './support/test-server';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ago = (ms: number) => new Date(Date.now() - ms);

/** Moves a session's sign-in and last use into the past, as if time had gone by. */
async function age(server: AccountsServer, tokens: Tokens, times: { signedIn: number; lastUsed: number }) {
  const { sessionId } = await server.app.tokens.verifyAccess(tokens.access);
  await updateSessions(server.app, server.app.database.db, eq(authSession.id, sessionId), {
    createdAt: ago(times.signedIn),
    lastUsedAt: ago(times.lastUsed),
  });
  return sessionId;
}

const refresh = (server: AccountsServer, tokens: Tokens) =>
  call<Tokens>(server, 'POST', '/auth/token/refresh/', { json: { refresh: tokens.refresh } });

async function sessionRow(server: AccountsServer, sessionId: string) {
  const [row] = await server.app.database.db.select().from(authSession).where(eq(authSession.id, sessionId));
  if (!row) throw new Error('no session');
  return row;
}

async function refreshExpiry(server: AccountsServer, tokens: Tokens): Promise<Date> {
  const [row] = await server.app.database.db
    .select()
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, hashToken(tokens.refresh)));
  if (!row) throw new Error('no refresh token');
  return row.expiresAt;
}

describe('session lifetimes and idle timeouts (defaults)', () => {
  let server: AccountsServer;
  let investor: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
    investor = await signUp(server);
  }, 120_000);
  afterAll(() => server?.close());

  it('refuses to refresh a 90-day-old administrator session, even with a refresh token that has not expired', async () => {
    const admin = await staffMember(server, 'admin');
    // The attack of issue 15: the session was refreshed a minute ago, and its refresh token (as the old code wrote
    // them) is good for 14 more days.
    const sessionId = await age(server, admin.tokens, { signedIn: 90 * DAY, lastUsed: MINUTE });
    await server.app.database.db
      .update(refreshToken)
      .set({ expiresAt: new Date(Date.now() + 14 * DAY) })
      .where(eq(refreshToken.tokenHash, hashToken(admin.tokens.refresh)));

    const answer = await refresh(server, admin.tokens);
    expect(answer).toMatchObject({ status: 401, body: { message: 'SESSION_EXPIRED' } });
    const row = await sessionRow(server, sessionId);
    expect(row.revokedAt).not.toBeNull();
    expect(row.revokedReason).toBe('lifetime-over');
    // Its access token stops too, and the back office with it.
    expect(await call(server, 'GET', '/admin/users/', { token: admin.tokens.access })).toMatchObject({ status: 401 });
  });

  it('ends a staff session 12 hours after its sign-in, however busy it was, and refuses its access token at once', async () => {
    const staff = await staffMember(server, 'support');
    expect((await call(server, 'GET', '/admin/users/', { token: staff.tokens.access })).status).toBe(200);
    await age(server, staff.tokens, { signedIn: 12 * 60 * MINUTE, lastUsed: MINUTE });
    // authenticate reads the session's sign-in: the access token, still within its 15 minutes, is refused.
    expect(await call(server, 'GET', '/admin/users/', { token: staff.tokens.access })).toMatchObject({
      status: 401,
      body: { message: 'SESSION_EXPIRED' },
    });
    expect(await call(server, 'GET', '/auth/me/', { token: staff.tokens.access })).toMatchObject({
      status: 401,
      body: { message: 'SESSION_EXPIRED' },
    });
    expect(await refresh(server, staff.tokens)).toMatchObject({ status: 401, body: { message: 'SESSION_EXPIRED' } });
  });

  it('ends a staff session unused for 30 minutes, and keeps one used 29 minutes ago', async () => {
    const idle = await staffMember(server, 'support');
    await age(server, idle.tokens, { signedIn: 2 * 60 * MINUTE, lastUsed: 30 * MINUTE + 5_000 });
    expect(await refresh(server, idle.tokens)).toMatchObject({ status: 401, body: { message: 'SESSION_EXPIRED' } });

    const busy = await staffMember(server, 'support');
    const sessionId = await age(server, busy.tokens, { signedIn: 2 * 60 * MINUTE, lastUsed: 29 * MINUTE });
    const renewed = await refresh(server, busy.tokens);
    expect(renewed.status).toBe(200);
    // The refresh moved the last use, and the new refresh token lives 30 minutes, the idle timeout.
    const row = await sessionRow(server, sessionId);
    expect(Date.now() - row.lastUsedAt.getTime()).toBeLessThan(MINUTE);
    const expiry = (await refreshExpiry(server, renewed.body)).getTime() - Date.now();
    expect(expiry).toBeGreaterThan(29 * MINUTE);
    expect(expiry).toBeLessThanOrEqual(30 * MINUTE);
  });

  it('keeps an investor session used within 14 days up to 30 days, never past them', async () => {
    const tokens = await login(server, investor);
    // A fresh sign-in: the refresh token lives the idle timeout.
    const fresh = (await refreshExpiry(server, tokens)).getTime() - Date.now();
    expect(fresh).toBeGreaterThan(14 * DAY - MINUTE);
    expect(fresh).toBeLessThanOrEqual(14 * DAY);

    const sessionId = await age(server, tokens, { signedIn: 25 * DAY, lastUsed: 2 * DAY });
    const renewed = await refresh(server, tokens);
    expect(renewed.status).toBe(200);
    const row = await sessionRow(server, sessionId);
    // On day 25 the refresh token runs to the end of day 30, not 14 days on.
    expect((await refreshExpiry(server, renewed.body)).getTime()).toBe(row.createdAt.getTime() + 30 * DAY);
    expect(Date.now() - row.lastUsedAt.getTime()).toBeLessThan(MINUTE);

    await age(server, renewed.body, { signedIn: 30 * DAY, lastUsed: MINUTE });
    expect(await refresh(server, renewed.body)).toMatchObject({ status: 401, body: { message: 'SESSION_EXPIRED' } });
  });

  it('ends an investor session unused for 14 days', async () => {
    const tokens = await login(server, investor);
    const sessionId = await age(server, tokens, { signedIn: 15 * DAY, lastUsed: 14 * DAY + MINUTE });
    expect(await refresh(server, tokens)).toMatchObject({ status: 401, body: { message: 'SESSION_EXPIRED' } });
    expect((await sessionRow(server, sessionId)).revokedReason).toBe('idle-timeout');
  });

  it('lists only the sessions within their limits', async () => {
    const current = await login(server, investor);
    const stale = await login(server, investor);
    const staleId = await age(server, stale, { signedIn: 20 * DAY, lastUsed: 15 * DAY });
    const listed = await call<SessionList>(server, 'GET', '/auth/sessions/', { token: current.access });
    expect(listed.status).toBe(200);
    const ids = listed.body.results.map((s) => s.id);
    expect(ids).not.toContain(staleId);
    expect(listed.body.results.filter((s) => s.current)).toHaveLength(1);
  });
});

describe('session limits from the settings', () => {
  let server: AccountsServer;

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE, { INVESTOR_SESSION_LIFETIME: '1d', INVESTOR_SESSION_IDLE_TIMEOUT: '2h' });
  }, 120_000);
  afterAll(() => server?.close());

  it('holds an investor session to the lifetime and idle timeout it was given', async () => {
    expect(server.config.sessionLimits.investor).toEqual({ lifetimeMs: DAY, idleMs: 2 * 60 * MINUTE });
    expect(server.config.sessionLimits.staff).toEqual(DEFAULT_SESSION_LIMITS.staff);
    const investor = await signUp(server);
    const tokens = await login(server, investor);
    const expiry = (await refreshExpiry(server, tokens)).getTime() - Date.now();
    expect(expiry).toBeLessThanOrEqual(2 * 60 * MINUTE);
    expect(expiry).toBeGreaterThan(2 * 60 * MINUTE - MINUTE);

    const longAgo = await login(server, investor);
    await age(server, longAgo, { signedIn: DAY + MINUTE, lastUsed: MINUTE });
    expect(await refresh(server, longAgo)).toMatchObject({ status: 401, body: { message: 'SESSION_EXPIRED' } });
    const idle = await login(server, investor);
    await age(server, idle, { signedIn: 3 * 60 * MINUTE, lastUsed: 2 * 60 * MINUTE + MINUTE });
    expect(await refresh(server, idle)).toMatchObject({ status: 401, body: { message: 'SESSION_EXPIRED' } });
  });

  it('refuses at start a duration it cannot read, an idle timeout under 15 minutes or over the lifetime', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: server.config.dataDir, ...env });
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
      return [];
    };
    expect(problems({ STAFF_SESSION_LIFETIME: '12 hours' })[0]).toMatch(/^STAFF_SESSION_LIFETIME: must be a whole number/);
    expect(problems({ INVESTOR_SESSION_IDLE_TIMEOUT: '0m' })[0]).toMatch(/^INVESTOR_SESSION_IDLE_TIMEOUT: must be a whole number/);
    expect(problems({ STAFF_SESSION_IDLE_TIMEOUT: '10m' })).toEqual([
      'STAFF_SESSION_IDLE_TIMEOUT: must be at least 15m (the life of an access token)',
    ]);
    expect(problems({ INVESTOR_SESSION_LIFETIME: '7d' })).toEqual([
      'INVESTOR_SESSION_IDLE_TIMEOUT: must not be longer than INVESTOR_SESSION_LIFETIME',
    ]);
    expect(problems({ STAFF_SESSION_LIFETIME: '8h', STAFF_SESSION_IDLE_TIMEOUT: '15m' })).toEqual([]);
  });
});
