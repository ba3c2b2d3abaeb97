import type { SessionList } from '@ico/domain/contracts/sessions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsServer, call, login, signUp, startAccountsServer, type Tokens } from './support/accounts';
import { ONE_DATABASE } from './support/test-server';

describe('GET /auth/sessions/: the caller’s active sessions', () => {
  let server: AccountsServer;
  let investor: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
    investor = await signUp(server);
  }, 120_000);
  afterAll(() => server?.close());

  const list = (tokens: Tokens) => call<SessionList>(server, 'GET', '/auth/sessions/', { token: tokens.access });

  it('answers 401 without a valid token', async () => {
    expect((await call(server, 'GET', '/auth/sessions/')).status).toBe(401);
    expect((await call(server, 'GET', '/auth/sessions/', { token: 'not-a-token' })).status).toBe(401);
  });

  it('lists each signed-in device once, marks the caller’s own, and drops a session that logged out', async () => {
    const phone = await login(server, investor);
    const laptop = await login(server, investor);
    const listed = await list(phone);
    expect(listed.status).toBe(200);
    const mine = listed.body.results.filter((s) => s.current);
    expect(mine).toHaveLength(1);
    expect(listed.body.results.length).toBeGreaterThanOrEqual(2);
    expect(new Set(listed.body.results.map((s) => s.id)).size).toBe(listed.body.results.length);
    for (const session of listed.body.results) {
      expect(session.ipAddress).toBe('127.0.0.1');
      expect(Date.parse(session.last_used_at)).toBeGreaterThanOrEqual(Date.parse(session.created_at));
    }

    const fromLaptop = await list(laptop);
    const laptopId = fromLaptop.body.results.find((s) => s.current)?.id;
    expect(laptopId).toBeDefined();
    expect(laptopId).not.toBe(mine[0]?.id);

    expect((await call(server, 'POST', '/auth/logout/', { json: { refresh: laptop.refresh } })).status).toBe(204);
    const after = await list(phone);
    expect(after.body.results.map((s) => s.id)).not.toContain(laptopId);
    expect(after.body.results.filter((s) => s.current)).toHaveLength(1);
  });

  it('dates the last use by the newest refresh and keeps one row per session', async () => {
    const tokens = await login(server, investor);
    const before = (await list(tokens)).body.results.find((s) => s.current);
    const refreshed = await call<Tokens>(server, 'POST', '/auth/token/refresh/', { json: { refresh: tokens.refresh } });
    expect(refreshed.status).toBe(200);
    const after = (await list(refreshed.body)).body.results.filter((s) => s.id === before?.id);
    expect(after).toHaveLength(1);
    expect(Date.parse(after[0]?.last_used_at ?? '')).toBeGreaterThanOrEqual(Date.parse(before?.last_used_at ?? ''));
  });

  it('never shows another user’s sessions', async () => {
    const other = await signUp(server);
    const otherTokens = await login(server, other);
    const mineIds = new Set((await list(await login(server, investor))).body.results.map((s) => s.id));
    const theirs = (await list(otherTokens)).body.results;
    expect(theirs).toHaveLength(1);
    expect(mineIds.has(theirs[0]?.id ?? '')).toBe(false);
  });
});
