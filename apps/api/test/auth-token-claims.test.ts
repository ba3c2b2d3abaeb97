import { randomUUID } from 'node:crypto';
import { type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsServer, call, createStaff, startAccountsServer } from './support/accounts';
import { ONE_DATABASE } from './support/test-server';

/**
 * Issue 15 item 10: a token signed with the server's own key whose claims are not what the API writes answers 401,
 * never 500 (a malformed session id used to reach the uuid column and fail there).
 */
describe('well-signed tokens with malformed claims', () => {
  let server: AccountsServer;
  let real: { sub: string; sid: string };

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
    const admin = await createStaff(server, 'admin');
    const { userId, sessionId } = await server.app.tokens.verifyAccess(admin.tokens.access);
    real = { sub: String(userId), sid: sessionId };
  }, 120_000);
  afterAll(() => server?.close());

  /** A token as the server signs one (key, algorithm, issuer, audience, times), with the claims given. */
  async function sign(claims: { sub?: unknown; sid?: unknown; [claim: string]: unknown }, options: { iat?: boolean } = {}) {
    const now = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT({ iss: 'ico-portal', aud: 'ico-portal-api', exp: now + 600, ...claims } as JWTPayload).setProtectedHeader({
      alg: 'HS256',
      typ: 'JWT',
    });
    if (options.iat !== false) jwt.setIssuedAt(now);
    return jwt.sign(new TextEncoder().encode(server.config.jwtSecret));
  }

  it('accepts the real claims (the test signs tokens as the server does)', async () => {
    const token = await sign(real);
    expect((await call(server, 'GET', '/auth/me/', { token })).status).toBe(200);
    expect((await call(server, 'GET', '/admin/users/', { token })).status).toBe(200);
  });

  const malformed: [string, Record<string, unknown>][] = [
    ['sid not a UUID', { sid: 'not-a-uuid' }],
    ['sid almost a UUID', { sid: '00000000-0000-0000-0000-00000000000g' }],
    ['sid a UUID with SQL after it', { sid: `${randomUUID()}'; drop table auth_session; --` }],
    ['sid a number', { sid: 12 }],
    ['sid an object', { sid: { id: 'x' } }],
    ['sid empty', { sid: '' }],
    ['sid missing', { sid: undefined }],
    ['sub not a number', { sub: 'admin' }],
    ['sub a number in exponent form', { sub: '1e3' }],
    ['sub with spaces', { sub: ' 1 ' }],
    ['sub negative', { sub: '-1' }],
    ['sub zero', { sub: '0' }],
    ['sub beyond a PostgreSQL integer', { sub: '2147483648' }],
    ['sub beyond a safe integer', { sub: '99999999999999999999' }],
    ['sub a JSON number', { sub: 1 }],
    ['sub missing', { sub: undefined }],
    ['both missing', { sub: undefined, sid: undefined }],
  ];

  it.each(malformed)('answers 401 UNAUTHORIZED for %s, on investor and back-office routes', async (_, change) => {
    const token = await sign({ ...real, ...change });
    for (const path of ['/auth/me/', '/auth/sessions/', '/admin/users/']) {
      const answer = await call(server, 'GET', path, { token });
      expect([answer.status, answer.body], path).toEqual([401, { message: 'UNAUTHORIZED' }]);
    }
    const deleted = await call(server, 'DELETE', `/auth/sessions/${real.sid}/`, { token });
    expect([deleted.status, deleted.body]).toEqual([401, { message: 'UNAUTHORIZED' }]);
  });

  it('answers 401 for a token without its time of issue, and for a session that does not exist', async () => {
    const noIat = await sign(real, { iat: false });
    expect(await call(server, 'GET', '/auth/me/', { token: noIat })).toMatchObject({ status: 401, body: { message: 'UNAUTHORIZED' } });
    const unknown = await sign({ ...real, sid: randomUUID() });
    expect(await call(server, 'GET', '/auth/me/', { token: unknown })).toMatchObject({ status: 401, body: { message: 'SESSION_REVOKED' } });
    const otherUser = await sign({ ...real, sub: '2147483647' });
    expect(await call(server, 'GET', '/auth/me/', { token: otherUser })).toMatchObject({
      status: 401,
      body: { message: 'SESSION_REVOKED' },
    });
  });
});
