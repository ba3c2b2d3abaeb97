import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSession, user } from '../src/db/schema';
import { LIMITS } from '../src/security/rate-limiter';
import { deleteUser, updateUsers } from '../src/services/sessions/session-state-writes';
import {
  type AccountsServer,
  type Answer,
  call,
  createStaff,
  enableTwoFactor,
  type InvestorInput,
  login,
  newInvestor,
  otpCode,
  signUp,
  startAccountsServer,
  type Tokens,
} from './support/accounts';

/**
 * Abuse of sign-in secrets beyond what rate-limits, auth-two-factor and auth-sessions already prove: every
 * endpoint that takes a one-time code ends in 429 after a bounded number of wrong tries from one address (and then
 * refuses the right code from it too), and after a larger number from many addresses; access tokens are refused everywhere unless the server signed them, for a live session,
 * of an account that still has the rights the route needs.
 */

/** The Retry-After of the limits on codes: per account and address, and the slower one per account. */
const OTP_WINDOW_SECONDS = String(LIMITS.otpAccountAddress.windowMs / 1000);
const OTP_ACCOUNT_WINDOW_SECONDS = String(LIMITS.otpAccount.windowMs / 1000);

/** 429 in the error format, with the window as Retry-After. */
function expectTooMany(answer: Answer, retryAfter: string, what: string) {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(429);
  expect(answer.body).toEqual({ message: 'TOO_MANY_REQUESTS' });
  expect(answer.headers.get('retry-after')).toBe(retryAfter);
}

/** Six digits that are no code the server could accept now (it takes one window either side). */
async function wrongCode(secret: string): Promise<string> {
  const valid = new Set(await Promise.all([-2, -1, 0, 1, 2].map((steps) => otpCode(secret, steps))));
  for (let n = 314_159; ; n = (n + 7_919) % 1_000_000) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** A code the server would take now and that was not used yet (enableTwoFactor spent the current window's). */
const freshCode = (secret: string) => otpCode(secret, 1);

describe('abuse of one-time codes and tokens', () => {
  let server: AccountsServer;

  /** A new investor, signed in; with `mfa`, two-factor on and its secret. */
  const investor = async (options: { mfa?: boolean } = {}) => {
    const input = await signUp(server);
    const tokens = await login(server, input);
    const secret = options.mfa ? (await enableTwoFactor(server, { token: tokens.access, password: input.password }, otpCode)).secret : null;
    return { input, tokens, secret };
  };
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const me = async (token: string) => (await call(server, 'GET', '/auth/me/', { token })).body;

  beforeAll(async () => {
    // Behind a trusted proxy, each attempt can come from another address.
    server = await startAccountsServer('postgres', { TRUST_PROXY: '127.0.0.1' }, { socket: true });
  }, 120_000);
  afterAll(() => server?.close());

  describe('one-time codes', () => {
    it('two-factor setup: 5 wrong confirmation codes from one address, then 429 there even for the right code; another address confirms', async () => {
      const { input, tokens } = await investor();
      const { password } = input;
      const setup = await call<{ secret_url: string }>(server, 'POST', '/auth/setotpmode/', {
        form: { mfa_enabled: 'true', password },
        token: tokens.access,
      });
      const secret = new URL(setup.body.secret_url).searchParams.get('secret') ?? '';
      const wrong = await wrongCode(secret);
      const confirm = (otp: string, address: string) =>
        call(server, 'POST', '/auth/setotpmode/', {
          form: { mfa_enabled: 'true', password, otp },
          token: tokens.access,
          headers: from(address),
        });
      for (let n = 1; n <= 5; n++) {
        const answer = await confirm(wrong, '198.51.100.1');
        expect(answer.status, `attempt ${n}`).toBe(400);
        expect(answer.body).toEqual({ message: 'WRONG_OTP' });
      }
      expectTooMany(await confirm(await otpCode(secret), '198.51.100.1'), OTP_WINDOW_SECONDS, 'the right code, 6th attempt');
      expect((await me(tokens.access)).mfa_enabled).toBe(false);
      expect((await confirm(await otpCode(secret), '198.51.100.2')).status).toBe(200);
      expect((await me(tokens.access)).mfa_enabled).toBe(true);
    });

    it('two-factor off: 5 wrong codes, then 429 even for the right code; two-factor stays on', async () => {
      const { input, tokens, secret } = await investor({ mfa: true });
      const { password } = input;
      const wrong = await wrongCode(secret as string);
      for (let n = 1; n <= 5; n++) {
        const answer = await call(server, 'POST', '/auth/setotpmode/', {
          form: { mfa_enabled: 'false', password, otp: wrong },
          token: tokens.access,
        });
        expect(answer.status, `attempt ${n}`).toBe(400);
        expect(answer.body).toEqual({ message: 'WRONG_OTP' });
      }
      const right = await call(server, 'POST', '/auth/setotpmode/', {
        form: { mfa_enabled: 'false', password, otp: await freshCode(secret as string) },
        token: tokens.access,
      });
      expectTooMany(right, OTP_WINDOW_SECONDS, 'the right code, 6th attempt');
      expect((await me(tokens.access)).mfa_enabled).toBe(true);
    });

    it('password change: 5 wrong codes, then 429 even for the right code; the password stays', async () => {
      const { input, tokens, secret } = await investor({ mfa: true });
      const change = (otp: string) =>
        call(server, 'POST', '/auth/change_password/', {
          json: { old_password: input.password, new_password: 'Brand-new-Pw1!', otp },
          token: tokens.access,
        });
      const wrong = await wrongCode(secret as string);
      for (let n = 1; n <= 5; n++) {
        const answer = await change(wrong);
        expect(answer.status, `attempt ${n}`).toBe(400);
        expect(answer.body).toEqual({ message: 'WRONG_OTP' });
      }
      expectTooMany(await change(await freshCode(secret as string)), OTP_WINDOW_SECONDS, 'the right code, 6th attempt');
      const signIn = await call(server, 'POST', '/auth/token/obtain/', { json: { username: input.username, password: 'Brand-new-Pw1!' } });
      expect(signIn.body).toEqual({ message: 'WRONG_USERNAME_OR_PASSWORD' });
    });

    it('gives an account one slow budget of wrong codes across sign-in, password change and two-factor off, whatever the address', async () => {
      const { input, tokens, secret } = await investor({ mfa: true });
      const bystander = await investor({ mfa: true });
      const wrong = await wrongCode(secret as string);
      const credentials = { username: input.username, password: input.password };
      const attempts = [
        (address: string) => call(server, 'POST', '/auth/token/obtain/', { json: { ...credentials, otp: wrong }, headers: from(address) }),
        (address: string) =>
          call(server, 'POST', '/auth/change_password/', {
            json: { old_password: input.password, new_password: 'Brand-new-Pw1!', otp: wrong },
            token: tokens.access,
            headers: from(address),
          }),
        (address: string) =>
          call(server, 'POST', '/auth/setotpmode/', {
            form: { mfa_enabled: 'false', password: input.password, otp: wrong },
            token: tokens.access,
            headers: from(address),
          }),
      ];
      // Each address stays under its own limit of 5; together they pass the account's 10.
      for (let n = 1; n <= LIMITS.otpAccount.max; n++) {
        const answer = await (attempts[n % attempts.length] as (address: string) => Promise<Answer>)(`203.0.113.${n}`);
        expect(answer.status, `attempt ${n}`).toBe(400);
        expect(answer.body).toEqual({ message: 'WRONG_OTP' });
      }
      const right = await call(server, 'POST', '/auth/token/obtain/', {
        json: { ...credentials, otp: await freshCode(secret as string) },
        headers: from('203.0.113.99'),
      });
      expectTooMany(right, OTP_ACCOUNT_WINDOW_SECONDS, 'sign-in with the right code from a new address after 10 wrong ones elsewhere');
      // Per account: another investor signs in with a code from the same address.
      const other = await call(server, 'POST', '/auth/token/obtain/', {
        json: { username: bystander.input.username, password: bystander.input.password, otp: await freshCode(bystander.secret as string) },
        headers: from('203.0.113.99'),
      });
      expect(other.status).toBe(200);
      // The owner, from the address they signed in from (the test client's own), still gets in.
      const owner = await call(server, 'POST', '/auth/token/obtain/', { json: { ...credentials, otp: await freshCode(secret as string) } });
      expect(owner.status).toBe(200);
    });

    it('e-mailed link codes: the 101st guess from one address answers 429 for checking, creating and activating alike, even with the right code', async () => {
      // A link code has 192 random bits: guessing is hopeless, and the per-address limit keeps one machine from
      // trying. The right code still works from another address, so nobody can lock a person out of sign-up.
      const person: InvestorInput = newInvestor();
      expect((await call(server, 'POST', '/auth/send_email_verification_code/', { form: { email: person.email } })).status).toBe(200);
      const code = await server.mailbox.codeFor(person.email);
      expect(code.length).toBeGreaterThanOrEqual(32);
      const guesser = from('192.0.2.77');
      const check = (guess: string, headers = guesser) =>
        call(server, 'GET', `/auth/verification_link/?${new URLSearchParams({ email: person.email, code: guess })}`, { headers });
      for (let n = 1; n <= LIMITS.linkCheckAddress.max; n++) {
        const answer = await check(`${code.slice(0, -6)}${String(n).padStart(6, '0')}`);
        expect(answer.status, `guess ${n}`).toBe(400);
        expect(answer.body).toEqual({ message: 'VERIFICATION_CODE_WRONG' });
      }
      const windowSeconds = String(LIMITS.linkCheckAddress.windowMs / 1000);
      expectTooMany(await check(code), windowSeconds, 'checking the right code');
      expectTooMany(
        await call(server, 'POST', '/auth/user/create/', { json: { ...person, verificationCode: code }, headers: guesser }),
        windowSeconds,
        'creating the account with the right code',
      );
      expectTooMany(
        await call(server, 'POST', '/auth/user/activate/', {
          json: { email: person.email, verificationCode: code, password: 'Any-Passw0rd!' },
          headers: guesser,
        }),
        windowSeconds,
        'activating',
      );
      expect(await server.app.database.db.select().from(user).where(eq(user.username, person.username))).toEqual([]);
      // The person, from their own address, is not affected.
      expect((await check(code, from('192.0.2.78'))).status).toBe(200);
      const created = await call(server, 'POST', '/auth/user/create/', {
        json: { ...person, verificationCode: code },
        headers: from('192.0.2.78'),
      });
      expect(created.status).toBe(201);
    });
  });

  describe('tokens', () => {
    let owner: Awaited<ReturnType<typeof investor>>;
    let secretKey: Uint8Array;

    /** Private endpoints of several kinds (reads, a form, a multipart upload, the back office, a file). */
    const PRIVATE: Array<{ method: string; path: string; form?: Record<string, string> }> = [
      { method: 'GET', path: '/auth/loginhistory/' },
      { method: 'GET', path: '/auth/verification/' },
      { method: 'GET', path: '/icoportal/joinings/' },
      { method: 'GET', path: '/forum/updatedinformation/' },
      { method: 'GET', path: '/survay/suitabilitytest/' },
      { method: 'POST', path: '/auth/setotpmode/', form: { mfa_enabled: 'true' } },
      { method: 'POST', path: '/auth/selfie_file/' },
      { method: 'GET', path: '/admin/users/' },
      { method: 'GET', path: `/files/${randomUUID()}/` },
    ];
    const sweep = (token: string) =>
      Promise.all(
        PRIVATE.map(async (endpoint) => ({
          endpoint,
          answer: await call(server, endpoint.method, endpoint.path, { token, form: endpoint.form }),
        })),
      );

    /** Claims as the server writes them, for the owner's live session. */
    const claims = async () => {
      const [session] = await server.app.database.db
        .select()
        .from(authSession)
        .where(eq(authSession.userId, (await me(owner.tokens.access)).id as number));
      return { sub: String(session?.userId), sid: session?.id as string };
    };
    const signed = (
      alg: string,
      key: Parameters<SignJWT['sign']>[0],
      build: (jwt: SignJWT) => SignJWT = (jwt) => jwt,
      header: Record<string, unknown> = {},
    ) =>
      claims().then(({ sub, sid }) =>
        build(
          new SignJWT({ sid })
            .setProtectedHeader({ alg, typ: 'JWT', ...header })
            .setSubject(sub)
            .setIssuer('ico-portal')
            .setAudience('ico-portal-api')
            .setIssuedAt()
            .setExpirationTime('10m'),
        ).sign(key),
      );

    const expectRefusedEverywhere = async (token: string, message: string, what: string) => {
      for (const { endpoint, answer } of await sweep(token)) {
        expect(answer.status, `${what}: ${endpoint.method} ${endpoint.path}`).toBe(401);
        expect(answer.body, `${what}: ${endpoint.method} ${endpoint.path}`).toEqual({ message });
      }
    };

    beforeAll(async () => {
      owner = await investor();
      secretKey = new TextEncoder().encode(server.config.jwtSecret);
    });

    it('lets the real access token through on every endpoint of the sweep (the baseline)', async () => {
      for (const { endpoint, answer } of await sweep(owner.tokens.access)) {
        expect(answer.status, `${endpoint.method} ${endpoint.path}`).not.toBe(401);
      }
      // The same claims, signed the way the server signs them, are accepted too: the refusals below are not about the helper.
      expect((await call(server, 'GET', '/auth/loginhistory/', { token: await signed('HS256', secretKey) })).status).toBe(200);
    });

    it('refuses a refresh token as an access token, and an access token as a refresh token', async () => {
      const tokens: Tokens = await login(server, owner.input);
      await expectRefusedEverywhere(tokens.refresh, 'UNAUTHORIZED', 'refresh token as bearer');
      // Refresh tokens are opaque and at most 200 characters: a JWT is refused by the schema already. Its last 200
      // characters pass the schema and are simply unknown.
      for (const refresh of [tokens.access, tokens.access.slice(-200)]) {
        const answer = await call(server, 'POST', '/auth/token/refresh/', { json: { refresh } });
        expect(answer.body).toEqual(
          refresh.length > 200 ? { message: 'VALIDATION_FAILED', detail: { refresh: expect.any(String) } } : { message: 'SESSION_REVOKED' },
        );
        expect(answer.status).toBe(refresh.length > 200 ? 400 : 401);
      }
      // Logging out with the access token ends nothing; the real refresh token still works once.
      expect((await call(server, 'POST', '/auth/logout/', { json: { refresh: tokens.access } })).status).toBe(400);
      expect((await call(server, 'GET', '/auth/loginhistory/', { token: tokens.access })).status).toBe(200);
      expect((await call(server, 'POST', '/auth/token/refresh/', { json: { refresh: tokens.refresh } })).status).toBe(200);
    });

    it('refuses tokens the server did not sign: another key, another HMAC, an asymmetric algorithm, an embedded key', async () => {
      const rsa = await generateKeyPair('RS256');
      const ec = await generateKeyPair('ES256');
      const jwk = await exportJWK(ec.publicKey);
      const other = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256-0123456789');
      const { sub, sid } = await claims();
      // RS256 in the header over an HMAC made with the server's own secret: the algorithm-confusion shape.
      const base64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const unsigned = `${base64({ alg: 'RS256', typ: 'JWT' })}.${base64({ sid, sub, iss: 'ico-portal', aud: 'ico-portal-api', iat: now, exp: now + 600 })}`;
      const confused = `${unsigned}.${createHmac('sha256', server.config.jwtSecret).update(unsigned).digest('base64url')}`;
      const forged: Array<[string, string]> = [
        ['HS256 with another key', await signed('HS256', other)],
        ['HS512 with the server key', await signed('HS512', secretKey)],
        ['HS384 with the server key', await signed('HS384', secretKey)],
        ['RS256 with a key of its own', await signed('RS256', rsa.privateKey)],
        ['ES256 carrying its own key (jwk header)', await signed('ES256', ec.privateKey, undefined, { jwk })],
        ['RS256 header over an HMAC of the server secret', confused],
      ];
      for (const [what, token] of forged) await expectRefusedEverywhere(token, 'UNAUTHORIZED', what);
    });

    it('refuses tokens with the right key but a future nbf or iat, or another audience or issuer', async () => {
      const now = Math.floor(Date.now() / 1000);
      const cases: Array<[string, string]> = [
        ['nbf in an hour', await signed('HS256', secretKey, (jwt) => jwt.setNotBefore(now + 3600))],
        ['iat in an hour', await signed('HS256', secretKey, (jwt) => jwt.setIssuedAt(now + 3600))],
        ['another audience', await signed('HS256', secretKey, (jwt) => jwt.setAudience('another-api'))],
        ['another issuer', await signed('HS256', secretKey, (jwt) => jwt.setIssuer('someone-else'))],
      ];
      for (const [what, token] of cases) await expectRefusedEverywhere(token, 'UNAUTHORIZED', what);
      // A token older than an access token lives is expired, whatever its exp says.
      const old = await signed('HS256', secretKey, (jwt) => jwt.setIssuedAt(now - 3600).setExpirationTime(now + 3600));
      await expectRefusedEverywhere(old, 'TOKEN_EXPIRED', 'iat an hour ago');
    });

    it("binds a token to its session's user: another user's id with this session is refused", async () => {
      const victim = await investor();
      const { sid } = await claims();
      const token = await new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String((await me(victim.tokens.access)).id))
        .setIssuer('ico-portal')
        .setAudience('ico-portal-api')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(secretKey);
      await expectRefusedEverywhere(token, 'SESSION_REVOKED', "the victim's id with the owner's session");
    });

    it("refuses a deleted account's token everywhere", async () => {
      const gone = await investor();
      const { userId } = await server.app.tokens.verifyAccess(gone.tokens.access);
      await deleteUser(server.app, server.app.database.db, userId);
      await expectRefusedEverywhere(gone.tokens.access, 'SESSION_REVOKED', 'deleted account');
    });

    it("keeps a blocked investor's token for reading only: every submission answers 403 ACCOUNT_BLOCKED at once", async () => {
      const blocked = await investor();
      const compliance = await createStaff(server, 'compliance');
      const id = (await me(blocked.tokens.access)).id;
      const block = await call(server, 'POST', `/admin/users/${id}/level/`, {
        json: { level: 'BLOCKED_LEVEL', reason: 'Fraud suspected' },
        token: compliance.tokens.access,
      });
      expect(block.status).toBe(200);
      const token = blocked.tokens.access;
      expect((await me(token)).userLevel).toBe('BLOCKED_LEVEL');
      for (const path of ['/auth/selfie_file/', '/auth/bank_file/']) {
        expect(await call(server, 'POST', path, { token }), path).toMatchObject({ status: 403, body: { message: 'ACCOUNT_BLOCKED' } });
      }
      const suitability = await call(server, 'POST', '/survay/suitabilitytest/', { form: { answerSheet: '1-0', answerCount: '1' }, token });
      expect(suitability).toMatchObject({ status: 403, body: { message: 'ACCOUNT_BLOCKED' } });
    });

    it('takes the back office from a staff token the moment its role changes, goes or loses two-factor', async () => {
      const staff = await createStaff(server, 'admin');
      const token = staff.tokens.access;
      const setRole = (values: Partial<typeof user.$inferInsert>) =>
        updateUsers(server.app, server.app.database.db, eq(user.id, staff.id), values);
      expect((await call(server, 'GET', '/admin/staff/', { token })).status).toBe(200);
      await setRole({ role: 'support' });
      expect(await call(server, 'GET', '/admin/staff/', { token })).toMatchObject({ status: 403, body: { message: 'FORBIDDEN' } });
      expect((await call(server, 'GET', '/admin/users/', { token })).status).toBe(200);
      await setRole({ mfaEnabled: false });
      expect(await call(server, 'GET', '/admin/users/', { token })).toMatchObject({ status: 403, body: { message: 'MFA_REQUIRED' } });
      await setRole({ role: null, mfaEnabled: true });
      expect(await call(server, 'GET', '/admin/users/', { token })).toMatchObject({ status: 403, body: { message: 'FORBIDDEN' } });
    });
  });
});
