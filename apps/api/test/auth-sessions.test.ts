import { meSchema } from '@ico/domain/account';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsServer, call, login, signUp, startAccountsServer, type Tokens } from './support/accounts';
import { ONE_DATABASE, VALIDATION_DATABASE } from './support/test-server';

describe.each([ONE_DATABASE])('sign-in and sessions on %s', (database) => {
  let server: AccountsServer;
  let investor: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    server = await startAccountsServer(database);
    investor = await signUp(server);
  }, 120_000);
  afterAll(() => server?.close());

  it('refuses a wrong password and an unknown user alike, with 401', async () => {
    for (const credentials of [
      { username: investor.username, password: 'Wrong-pass1!' },
      { username: 'nobody_here', password: investor.password },
    ]) {
      const answer = await call(server, 'POST', '/auth/token/obtain/', { json: credentials });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'WRONG_USERNAME_OR_PASSWORD' });
    }
  });

  // Answered by the body schema before any query is made: on one database (see VALIDATION_DATABASE).
  if (database === VALIDATION_DATABASE) {
    it('answers missing fields with their validation keys', async () => {
      const answer = await call(server, 'POST', '/auth/token/obtain/', { json: {} });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: 'VALIDATION_FAILED',
        detail: { username: 'USERNAME_REQUIRED', password: 'PASSWORD_REQUIRED' },
      });
    });
  }

  it('signs in with JSON and with a form, and /auth/me/ answers every User field', async () => {
    const viaForm = await call<Tokens>(server, 'POST', '/auth/token/obtain/', {
      form: { username: investor.username, password: investor.password },
    });
    expect(viaForm.status).toBe(200);
    const tokens = await login(server, investor);
    const me = await call(server, 'GET', '/auth/me/', { token: tokens.access });
    expect(me.status).toBe(200);
    const parsed = meSchema.strict().parse(me.body);
    expect(parsed).toMatchObject({
      username: investor.username,
      email: investor.email,
      individual: 'individual',
      nationality: 'THAI',
      firstNameTH: 'สมชาย',
      userLevel: 'VIEWER_LEVEL',
      detailInfoStatus: 'NEED_TO_SUBMIT',
      selfieFileStatus: 'NEED_TO_SUBMIT',
      bankFileStatus: 'NEED_TO_SUBMIT',
      suitabilityTestStatus: 'NEED_TO_SUBMIT',
      mfa_enabled: false,
      role: null,
    });
    expect(Object.keys(me.body)).toEqual(expect.arrayContaining(['resPhoneNumberID', 'thaiHMCountry', 'foreHCCity', 'compPostalCode']));
  });

  it('keeps no secret in /auth/me/', async () => {
    const tokens = await login(server, investor);
    const me = await call(server, 'GET', '/auth/me/', { token: tokens.access });
    const text = JSON.stringify(me.body);
    expect(text).not.toMatch(/argon2|password|otp_?secret|pending/i);
  });

  it('answers 401 without a token, with a malformed one, a forged one, alg none and an expired one', async () => {
    const secret = new TextEncoder().encode(server.config.jwtSecret);
    const tokens = await login(server, investor);
    const [, payload] = tokens.access.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const forged = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-1234'));
    const expired = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('ico-portal')
      .setAudience('ico-portal-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(secret);
    expect((await call(server, 'GET', '/auth/me/')).status).toBe(401);
    expect((await call(server, 'GET', '/auth/me/', { headers: { authorization: 'Basic abc' } })).body).toEqual({ message: 'UNAUTHORIZED' });
    for (const token of ['garbage', none, forged]) {
      const answer = await call(server, 'GET', '/auth/me/', { token });
      expect(answer.status, token).toBe(401);
      expect(answer.body).toEqual({ message: 'UNAUTHORIZED' });
    }
    expect((await call(server, 'GET', '/auth/me/', { token: expired })).body).toEqual({ message: 'TOKEN_EXPIRED' });
  });

  it('rotates refresh tokens; a reused token ends the whole session, access tokens included', async () => {
    const first = await login(server, investor);
    const second = await call<Tokens>(server, 'POST', '/auth/token/refresh/', { json: { refresh: first.refresh } });
    expect(second.status).toBe(200);
    expect(second.body.refresh).not.toBe(first.refresh);
    expect((await call(server, 'GET', '/auth/me/', { token: second.body.access })).status).toBe(200);

    const reuse = await call(server, 'POST', '/auth/token/refresh/', { json: { refresh: first.refresh } });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ message: 'SESSION_REVOKED' });
    // The thief's reuse ends the family: the legitimate newer tokens stop too.
    expect((await call(server, 'POST', '/auth/token/refresh/', { json: { refresh: second.body.refresh } })).status).toBe(401);
    expect((await call(server, 'GET', '/auth/me/', { token: second.body.access })).body).toEqual({ message: 'SESSION_REVOKED' });
    // Other sessions of the same user are not touched.
    const other = await login(server, investor);
    expect((await call(server, 'GET', '/auth/me/', { token: other.access })).status).toBe(200);
  });

  it('logout ends the session at once; an unknown token changes nothing', async () => {
    const tokens = await login(server, investor);
    expect((await call(server, 'POST', '/auth/logout/', { json: { refresh: 'unknown' } })).status).toBe(204);
    expect((await call(server, 'GET', '/auth/me/', { token: tokens.access })).status).toBe(200);
    expect((await call(server, 'POST', '/auth/logout/', { json: { refresh: tokens.refresh } })).status).toBe(204);
    expect((await call(server, 'GET', '/auth/me/', { token: tokens.access })).status).toBe(401);
    expect((await call(server, 'POST', '/auth/token/refresh/', { json: { refresh: tokens.refresh } })).status).toBe(401);
  });

  it('lists the sign-ins of the caller only, newest first, with the address', async () => {
    const other = await signUp(server);
    await login(server, other);
    const tokens = await login(server, investor);
    const history = await call<Array<{ ipAddress: string; created_at: string }>>(server, 'GET', '/auth/loginhistory/', {
      token: tokens.access,
    });
    expect(history.status).toBe(200);
    expect(history.body.length).toBeGreaterThanOrEqual(2);
    expect(history.body[0]?.ipAddress).toBe('127.0.0.1');
    const times = history.body.map((h) => Date.parse(h.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const otherTokens = await login(server, other);
    const otherHistory = await call<unknown[]>(server, 'GET', '/auth/loginhistory/', { token: otherTokens.access });
    expect(otherHistory.body).toHaveLength(2);
    expect((await call(server, 'GET', '/auth/loginhistory/')).status).toBe(401);
  });

  it('ignores X-Forwarded-For unless a trusted proxy is configured', async () => {
    const tokens = await call<Tokens>(server, 'POST', '/auth/token/obtain/', {
      json: { username: investor.username, password: investor.password },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    const history = await call<Array<{ ipAddress: string }>>(server, 'GET', '/auth/loginhistory/', { token: tokens.body.access });
    expect(history.body[0]?.ipAddress).toBe('127.0.0.1');
  });
});

describe('behind a trusted proxy', () => {
  it('records the client address from X-Forwarded-For', async () => {
    const server = await startAccountsServer(ONE_DATABASE, { TRUST_PROXY: '127.0.0.1' });
    try {
      const investor = await signUp(server);
      const tokens = await call<Tokens>(server, 'POST', '/auth/token/obtain/', {
        json: { username: investor.username, password: investor.password },
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      const history = await call<Array<{ ipAddress: string }>>(server, 'GET', '/auth/loginhistory/', { token: tokens.body.access });
      expect(history.body[0]?.ipAddress).toBe('203.0.113.7');
    } finally {
      await server.close();
    }
  }, 120_000);
});
