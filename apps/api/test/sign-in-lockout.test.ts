import { SIGN_IN_LINK_MINUTES } from '@ico/domain/sign-in-link';
import { SIGN_IN_LINK_PAGE } from '@ico/domain/sign-in-link-routes';
import { linkIn, type ParsedMail } from '@ico/testing/mime';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerification, loginHistory, mailOutbox, user } from '../src/db/schema';
import { LIMITS } from '../src/security/rate-limiter';
import { hashToken } from '../src/security/tokens';
import { SIGN_IN_LINK_PURPOSE } from '../src/services/sessions/sign-in-links';
import {
  type AccountsServer,
  type Answer,
  call,
  enableTwoFactor,
  type InvestorInput,
  newInvestor,
  otpCode,
  signUp,
  startAccountsServer,
  type Tokens,
} from './support/accounts';
import { ONE_DATABASE } from './support/test-server';

/**
 * Issue 29, "lockout of investors": 30 wrong passwords from 30 addresses kept an investor without two-factor out of
 * every new address for an hour, and with TRUST_PROXY=true any client wrote its own address. Now sign-ins from new
 * addresses slow down instead (a wait that doubles, at most minutes), the owner's addresses never count, a mailed
 * sign-in link with the password always lets the owner in, and X-Forwarded-For is believed from named proxies only.
 */

const WRONG = 'Wrong-pass1!';
const LINK_SUBJECT = /your sign-in link|ลิงก์เข้าสู่ระบบ/;
const LONGEST_WAIT_SECONDS = LIMITS.loginAccountWait.windowMs / 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in lockout, behind a trusted proxy', () => {
  let server: AccountsServer;
  let lastAddress = 0;
  /** An address of the attacker's botnet or a carrier's pool that no test used before. */
  const newAddress = () => {
    lastAddress += 1;
    return `198.18.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
  };
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const signIn = (username: string, password: string, address: string, otp?: string) =>
    call<Tokens>(server, 'POST', '/auth/token/obtain/', { json: { username, password, ...(otp ? { otp } : {}) }, headers: from(address) });
  const askLink = (username: string, address = newAddress()) =>
    call(server, 'POST', '/auth/sign_in_link/', { json: { username }, headers: from(address) });
  const checkLink = (code: string) => call(server, 'POST', '/auth/sign_in_link/check/', { json: { code } });
  const signInWithLink = (code: string, password: string, address: string, otp?: string) =>
    call<Tokens>(server, 'POST', '/auth/sign_in_link/obtain/', {
      json: { code, password, ...(otp ? { otp } : {}) },
      headers: from(address),
    });

  /** Asks for a sign-in link for `investor` and answers its mail and code. */
  async function mailedLink(investor: InvestorInput, address = newAddress()): Promise<{ mail: ParsedMail; code: string }> {
    const before = server.mailbox.messages.length;
    const asked = await askLink(investor.username, address);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: 'SIGN_IN_LINK_SENT' });
    const mail = await server.mailbox.waitFor(investor.email, { subject: LINK_SUBJECT, after: before });
    const link = linkIn(mail, `${SIGN_IN_LINK_PAGE}/`);
    return { mail, code: decodeURIComponent(new URL(link).pathname.split('/')[2] ?? '') };
  }

  /** The username's wait at its longest, as after hours of guessing (account-guard.test.ts shows the doubling). */
  const holdLongest = async (username: string) => {
    await server.app.limiter.reset(LIMITS.loginAccountWait, username);
    expect(await server.app.limiter.wait(LIMITS.loginAccountWait, username, LIMITS.loginAccountWait.windowMs)).toBe(0);
  };

  const userId = async (username: string) => {
    const [row] = await server.app.database.db.select({ id: user.id }).from(user).where(eq(user.username, username));
    if (!row) throw new Error(`no user ${username}`);
    return row.id;
  };

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE, { TRUST_PROXY: '127.0.0.1' }, { socket: true });
  }, 120_000);
  afterAll(() => server?.close());

  it('after 30 wrong passwords from 30 addresses, the owner gets in from a new address after a wait of seconds, not an hour', async () => {
    const owner = await signUp(server);
    const answers: Answer[] = [];
    for (let n = 1; n <= 30; n++) answers.push(await signIn(owner.username, WRONG, newAddress()));
    for (const [n, answer] of answers.entries()) {
      expect([401, 429], `attempt ${n + 1}`).toContain(answer.status);
      if (answer.status === 429) expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(LONGEST_WAIT_SECONDS);
    }
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(401));
    // Slowed down, not stopped: guesses that were let through and guesses that had to wait.
    expect(answers.some((answer) => answer.status === 429)).toBe(true);

    // The owner, from an address never used: in at once, or after the wait the answer names (a few seconds here).
    const address = newAddress();
    let answer = await signIn(owner.username, owner.password, address);
    for (let tries = 0; answer.status === 429 && tries < 6; tries++) {
      const seconds = Number(answer.headers.get('retry-after'));
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(32);
      await sleep(seconds * 1000);
      answer = await signIn(owner.username, owner.password, address);
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.access).toBeTruthy();
  });

  it('after 30 wrong passwords from 30 addresses, a mailed link with the password lets the owner in at once, while new addresses wait', async () => {
    const owner = await signUp(server);
    for (let n = 1; n <= 30; n++) expect([401, 429]).toContain((await signIn(owner.username, WRONG, newAddress())).status);
    await holdLongest(owner.username);
    const address = newAddress();
    const waiting = await signIn(owner.username, owner.password, address);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(LONGEST_WAIT_SECONDS - 30);

    const { mail, code } = await mailedLink(owner, address);
    expect(mail.text).toContain(owner.username);
    expect(mail.text).toContain(String(SIGN_IN_LINK_MINUTES));
    const checked = await checkLink(code);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ username: owner.username });
    const expiresIn = Date.parse(String(checked.body.expires_at)) - Date.now();
    expect(expiresIn).toBeGreaterThan((SIGN_IN_LINK_MINUTES - 1) * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(SIGN_IN_LINK_MINUTES * 60_000);

    // The link alone is not enough: a wrong password is refused as at the sign-in form.
    const wrong = await signInWithLink(code, WRONG, address);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'WRONG_USERNAME_OR_PASSWORD' });
    const signedIn = await signInWithLink(code, owner.password, address);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect((await call(server, 'GET', '/auth/me/', { token: signedIn.body.access })).body).toMatchObject({ username: owner.username });
    // The sign-in is in the history, from the owner's address, which is now one the owner signed in from.
    const [history] = await server.app.database.db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.userId, await userId(owner.username)))
      .orderBy(desc(loginHistory.id))
      .limit(1);
    expect(history?.ipAddress).toBe(address);
    expect((await signIn(owner.username, owner.password, address)).status).toBe(200);
    // Single use: the link opened one session.
    const again = await signInWithLink(code, owner.password, newAddress());
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'LINK_EXPIRED' });
    expect((await checkLink(code)).body).toEqual({ message: 'LINK_EXPIRED' });
  });

  it('lets the owner in with a mailed link from an address others behind the same carrier address used up', async () => {
    const owner = await signUp(server);
    const shared = newAddress();
    for (let n = 1; n <= 10; n++) expect((await signIn(owner.username, WRONG, shared)).status).toBe(401);
    const refused = await signIn(owner.username, owner.password, shared);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(LIMITS.loginAccountAddress.windowMs / 1000));
    const { code } = await mailedLink(owner, shared);
    expect((await signInWithLink(code, owner.password, shared)).status).toBe(200);
  });

  it('never counts the failures from addresses the owner signed in from against new addresses', async () => {
    const owner = await signUp(server);
    const homes = [newAddress(), newAddress(), newAddress(), newAddress()];
    for (const home of homes) expect((await signIn(owner.username, owner.password, home)).status).toBe(200);
    // 40 wrong passwords from the owner's own four addresses (a thief sharing them, or the owner's typing).
    for (const home of homes) for (let n = 1; n <= 10; n++) expect((await signIn(owner.username, WRONG, home)).status).toBe(401);
    // New addresses have their whole budget: answered at once, and the owner signs in.
    for (let n = 1; n <= 5; n++) expect((await signIn(owner.username, WRONG, newAddress())).status).toBe(401);
    expect((await signIn(owner.username, owner.password, newAddress())).status).toBe(200);
  });

  it('asks two-factor users for their code after the link and the password (405), then signs in', async () => {
    const owner = await signUp(server);
    const home = newAddress();
    const tokens = (await signIn(owner.username, owner.password, home)).body;
    const secret = (await enableTwoFactor(server, { token: tokens.access, password: owner.password }, otpCode)).secret;
    const { code } = await mailedLink(owner);
    const address = newAddress();
    const withoutCode = await signInWithLink(code, owner.password, address);
    expect(withoutCode.status).toBe(405);
    expect(withoutCode.body).toEqual({ message: 'OTP_REQUIRED' });
    const signedIn = await signInWithLink(code, owner.password, address, await otpCode(secret, 1));
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const sessions = await call<{ results: Array<{ current: boolean; second_factor: boolean; ipAddress: string }> }>(
      server,
      'GET',
      '/auth/sessions/',
      { token: signedIn.body.access },
    );
    expect(sessions.body.results.find((session) => session.current)).toMatchObject({ second_factor: true, ipAddress: address });
  });

  it('answers a username without an account as one with an account, and mails nothing', async () => {
    const stranger = newInvestor();
    const before = server.mailbox.messages.length;
    const answer = await askLink(stranger.username);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'SIGN_IN_LINK_SENT' });
    // A known username's mail arrives within this wait: the stranger's would have too.
    const owner = await signUp(server);
    await mailedLink(owner);
    expect(server.mailbox.messages.slice(before).filter((mail) => LINK_SUBJECT.test(mail.subject))).toHaveLength(1);
    expect(await server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, stranger.email))).toEqual([]);
  });

  it('stores the link hashed, ends the older link with a newer one, and ends a link after 5 wrong passwords', async () => {
    const owner = await signUp(server);
    const first = await mailedLink(owner);
    const second = await mailedLink(owner);
    const id = await userId(owner.username);
    const rows = await server.app.database.db
      .select()
      .from(emailVerification)
      .where(and(eq(emailVerification.userId, id), eq(emailVerification.purpose, SIGN_IN_LINK_PURPOSE)));
    expect(rows.map((row) => row.codeHash).sort()).toEqual([hashToken(first.code), hashToken(second.code)].sort());
    expect(JSON.stringify(rows)).not.toContain(first.code);
    expect((await checkLink(first.code)).body).toEqual({ message: 'LINK_EXPIRED' });

    const address = newAddress();
    for (let n = 1; n <= LIMITS.signInLinkTries.max; n++)
      expect((await signInWithLink(second.code, WRONG, address)).status, `try ${n}`).toBe(401);
    const ended = await signInWithLink(second.code, owner.password, address);
    expect(ended.status).toBe(400);
    expect(ended.body).toEqual({ message: 'LINK_EXPIRED' });
    expect((await checkLink(second.code)).body).toEqual({ message: 'LINK_EXPIRED' });
  });

  it('refuses a wrong or expired code, and a fourth link for one username within the hour', async () => {
    const wrong = await checkLink('x'.repeat(32));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'VERIFICATION_CODE_WRONG' });
    expect((await signInWithLink('x'.repeat(32), WRONG, newAddress())).body).toEqual({ message: 'VERIFICATION_CODE_WRONG' });

    const owner = await signUp(server);
    const { code } = await mailedLink(owner);
    await server.app.database.db
      .update(emailVerification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerification.codeHash, hashToken(code)));
    expect((await signInWithLink(code, owner.password, newAddress())).body).toEqual({ message: 'LINK_EXPIRED' });

    for (let n = 2; n <= LIMITS.signInLinkAccount.max; n++) expect((await askLink(owner.username)).status).toBe(200);
    const fourth = await askLink(owner.username.toUpperCase());
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBe(String(LIMITS.signInLinkAccount.windowMs / 1000));
  });

  it('keeps only checked IP addresses of what a trusted proxy forwards: never text a client wrote', async () => {
    const owner = await signUp(server);
    const forwarded = ['<img src=x onerror=alert(1)>', '203.0.113.50, Robert"); DROP TABLE', '2001:DB8:0:0:0:0:0:7', '::ffff:203.0.113.51'];
    for (const header of forwarded) expect((await signIn(owner.username, owner.password, header)).status).toBe(200);
    const history = await server.app.database.db
      .select({ ipAddress: loginHistory.ipAddress })
      .from(loginHistory)
      .where(eq(loginHistory.userId, await userId(owner.username)))
      .orderBy(desc(loginHistory.id))
      .limit(forwarded.length);
    // Text stands for nothing: the nearest address that is one is the proxy's; addresses are kept in one spelling.
    expect(history.map((row) => row.ipAddress).reverse()).toEqual(['127.0.0.1', '127.0.0.1', '2001:db8::7', '203.0.113.51']);
  });
});

describe('X-Forwarded-For from a peer that is no trusted proxy', () => {
  let server: AccountsServer;

  beforeAll(async () => {
    // The proxy is elsewhere: the test client (127.0.0.1) is a client like any other.
    server = await startAccountsServer(ONE_DATABASE, { TRUST_PROXY: '192.0.2.10,10.20.0.0/16' }, { socket: true });
  }, 120_000);
  afterAll(() => server?.close());

  it('is ignored: the per-address limits count the peer, and the history and session list show it', async () => {
    const target = await signUp(server);
    for (let n = 1; n <= 10; n++) {
      const answer = await call(server, 'POST', '/auth/token/obtain/', {
        json: { username: target.username, password: WRONG },
        headers: { 'x-forwarded-for': `198.51.100.${n}` },
      });
      expect(answer.status, `attempt ${n}`).toBe(401);
    }
    const eleventh = await call(server, 'POST', '/auth/token/obtain/', {
      json: { username: target.username, password: target.password },
      headers: { 'x-forwarded-for': '198.51.100.11' },
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toBe(String(LIMITS.loginAccountAddress.windowMs / 1000));

    const other = await signUp(server);
    const signedIn = await call<Tokens>(server, 'POST', '/auth/token/obtain/', {
      json: { username: other.username, password: other.password },
      headers: { 'x-forwarded-for': '<b>forged</b>, 10.20.0.1' },
    });
    expect(signedIn.status).toBe(200);
    const history = await call<Array<{ ipAddress: string }>>(server, 'GET', '/auth/loginhistory/', { token: signedIn.body.access });
    expect(history.body[0]?.ipAddress).toBe('127.0.0.1');
    const sessions = await call<{ results: Array<{ ipAddress: string }> }>(server, 'GET', '/auth/sessions/', {
      token: signedIn.body.access,
    });
    expect(sessions.body.results.map((session) => session.ipAddress)).toEqual(['127.0.0.1']);
  });
});
