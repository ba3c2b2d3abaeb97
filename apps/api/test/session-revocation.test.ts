import { randomBytes } from 'node:crypto';
import type { Me } from '@ico/domain/account';
import { and, eq, isNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSession, user } from '../src/db/schema';
import { changeLevel } from '../src/services/accounts/change-account-level';
import { call, type Tokens } from './support/accounts';
import { anotherSession, investorWithPassword, type PasswordInvestor } from './support/data-rights';
import { createPostgresDatabase, POSTGRES_ADMIN_URL, startTestServer, type TestDatabase, type TestServer } from './support/test-server';

/** Issue 18: a revoked session is refused by every process within 1 s (the cache's own age bound is 30 s). */
const WITHIN_MS = 1_000;
const meta = { ip: '127.0.0.1', userAgent: 'session-revocation.test' };

const me = (server: TestServer, access: string) => call<Me>(server, 'GET', '/auth/me/', { token: access });

/** A fresh session of a new investor, used once on each server so that each holds it in its cache. */
async function sessionOnEvery(servers: TestServer[]): Promise<{ investor: PasswordInvestor; tokens: Tokens }> {
  const [first] = servers;
  if (!first) throw new Error('no server');
  const investor = await investorWithPassword(first);
  const tokens = await anotherSession(first, investor);
  const { sessionId, userId } = await first.app.tokens.verifyAccess(tokens.access);
  for (const server of servers) {
    expect((await me(server, tokens.access)).status).toBe(200);
    // The next check of this session in this process needs no database read.
    expect(server.app.sessionCache.get(sessionId, userId)).toBeDefined();
  }
  return { investor, tokens };
}

/** Polls the server until it refuses the token with `message`; answers how long that took. */
async function refusedWithin(server: TestServer, access: string, message: string): Promise<number> {
  const started = Date.now();
  await expect.poll(async () => (await me(server, access)).body, { timeout: WITHIN_MS, interval: 20 }).toMatchObject({ message });
  return Date.now() - started;
}

async function firstAdminId(server: TestServer): Promise<number> {
  const [admin] = await server.app.database.db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).limit(1);
  if (!admin) throw new Error('no administrator');
  return admin.id;
}

describe('revocation across two API processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    database = await createPostgresDatabase({ template: true });
    // Two processes of one portal: one database, one token secret (each would otherwise make its own).
    const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') };
    one = await startTestServer({ database: 'postgres', env });
    two = await startTestServer({ database: 'postgres', env });
  }, 120_000);
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await database?.drop();
  });

  it('refuses a logged-out session on the other process within 1 s', async () => {
    const { tokens } = await sessionOnEvery([one, two]);
    expect((await call(one, 'POST', '/auth/logout/', { json: { refresh: tokens.refresh } })).status).toBe(204);
    // The process that wrote refuses on the very next request, without waiting for its own news.
    expect((await me(one, tokens.access)).body).toMatchObject({ message: 'SESSION_REVOKED' });
    await refusedWithin(two, tokens.access, 'SESSION_REVOKED');
  });

  it("refuses the other sessions on the other process within 1 s of a password change, and keeps the changer's", async () => {
    const { investor, tokens } = await sessionOnEvery([one, two]);
    const other = await anotherSession(one, investor);
    expect((await me(two, other.access)).status).toBe(200);
    const changed = await call(one, 'POST', '/auth/change_password/', {
      json: { old_password: investor.password, new_password: `${investor.password}-New9` },
      token: tokens.access,
    });
    expect(changed.status).toBe(200);
    await refusedWithin(two, other.access, 'SESSION_REVOKED');
    expect((await me(two, tokens.access)).status).toBe(200);
  });

  it('shows the other process a blocked account within 1 s', async () => {
    const { investor, tokens } = await sessionOnEvery([one, two]);
    expect((await me(two, tokens.access)).body).toMatchObject({ userLevel: 'RETAIL_INVESTOR_LEVEL' });
    await changeLevel(one.app, await firstAdminId(one), investor.id, { level: 'BLOCKED_LEVEL', reason: 'Fraud suspected' }, meta);
    await expect
      .poll(async () => (await me(two, tokens.access)).body, { timeout: WITHIN_MS, interval: 20 })
      .toMatchObject({ userLevel: 'BLOCKED_LEVEL' });
  });

  it('reads the database again once its listener is lost: news missed meanwhile never leaves a revoked session accepted', async () => {
    const { tokens } = await sessionOnEvery([one, two]);
    const { sessionId } = await two.app.tokens.verifyAccess(tokens.access);
    // A revocation whose news nobody hears (as if said while the listener was away): a direct write, no NOTIFY.
    await one.app.database.db
      .update(authSession)
      .set({ revokedAt: new Date(), revokedReason: 'test' })
      .where(and(eq(authSession.id, sessionId), isNull(authSession.revokedAt)));
    // Until the listener goes, the cache still answers: this is what the reset must undo.
    expect((await me(two, tokens.access)).status).toBe(200);
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    try {
      const killed = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()",
        [database.name],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await refusedWithin(two, tokens.access, 'SESSION_REVOKED');
    // The listener comes back, and with it the cache: a live session is again answered from memory.
    await expect.poll(() => two.app.bus.live, { timeout: 10_000 }).toBe(true);
    await sessionOnEvery([one, two]);
  });
});

describe('revocation on the embedded database (one process)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: 'pglite' });
  }, 120_000);
  afterAll(() => server?.close());

  it('refuses a logged-out session on the next request', async () => {
    const { tokens } = await sessionOnEvery([server]);
    expect((await call(server, 'POST', '/auth/logout/', { json: { refresh: tokens.refresh } })).status).toBe(204);
    expect((await me(server, tokens.access)).body).toMatchObject({ message: 'SESSION_REVOKED' });
  });

  it('refuses the other sessions on the next request after a password change', async () => {
    const { investor, tokens } = await sessionOnEvery([server]);
    const other = await anotherSession(server, investor);
    expect((await me(server, other.access)).status).toBe(200);
    const changed = await call(server, 'POST', '/auth/change_password/', {
      json: { old_password: investor.password, new_password: `${investor.password}-New9` },
      token: tokens.access,
    });
    expect(changed.status).toBe(200);
    expect((await me(server, other.access)).body).toMatchObject({ message: 'SESSION_REVOKED' });
    expect((await me(server, tokens.access)).status).toBe(200);
  });

  it('shows a blocked account on the next request', async () => {
    const { investor, tokens } = await sessionOnEvery([server]);
    await changeLevel(server.app, await firstAdminId(server), investor.id, { level: 'BLOCKED_LEVEL', reason: 'Fraud suspected' }, meta);
    expect((await me(server, tokens.access)).body).toMatchObject({ userLevel: 'BLOCKED_LEVEL' });
  });
});
