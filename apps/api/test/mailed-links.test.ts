import { randomBytes } from 'node:crypto';
import type { UserSummary } from '@ico/domain/account';
import type { StaffProposalAnswer } from '@ico/domain/contracts/staff';
import { codeOfLink } from '@ico/testing/investors';
import { linkIn, type ParsedMail } from '@ico/testing/mime';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailVerification, mailOutbox, user } from '../src/db/schema';
import { LINK_REMOVED_NOTE, withoutLiveLinks } from '../src/mail/live-links';
import { mails } from '../src/mail/templates';
import { urlWithoutCodes } from '../src/plugins/log-secrets';
import { hashToken } from '../src/security/tokens';
import { type AccountsServer, call, createStaff, newInvestor, type StaffAccount, signUp, startAccountsServer } from './support/accounts';
import { ONE_DATABASE, startTestServer, type TestServer } from './support/test-server';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const SET_PASSWORD_SUBJECT = /set the password of your account/;

describe('the stored copy of a mail keeps no single-use link', () => {
  const link = 'http://portal.test/register/a%40example.com/AbCdEfGhIjKlMnOpQrStUvWxYz012345?x=1&y=2';

  it('replaces a marked link in the text and the html, and keeps the rest of the mail', () => {
    const mail = mails.verificationLink('a@example.com', 'en', link, 30);
    expect(mail.text).toContain(link);
    const stored = withoutLiveLinks(mail);
    expect(stored.subject).toBe(mail.subject);
    expect(stored.to).toBe(mail.to);
    for (const part of [stored.text, stored.html]) {
      expect(part).not.toContain('AbCdEfGhIjKlMnOpQrStUvWxYz012345');
      expect(part).toContain(LINK_REMOVED_NOTE);
    }
    expect(stored.html).not.toContain('href=');
    expect(stored.text).toContain('It works once, within 30 minutes.');
    // Applying it again changes nothing.
    expect(withoutLiveLinks(stored)).toEqual(stored);
  });

  it('leaves a mail whose link is no secret as it is (the inbox, the log-in page)', () => {
    const inbox = mails.inboxMessage('a@example.com', 'th', 'หัวข้อ', 'ข้อความ', 'http://portal.test/messages');
    expect(withoutLiveLinks(inbox)).toEqual(inbox);
    const login = mails.alreadyRegistered('a@example.com', 'en', 'http://portal.test/login');
    expect(withoutLiveLinks(login)).toEqual(login);
  });

  it('logs request URLs without the codes of mailed links', () => {
    const code = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    expect(urlWithoutCodes(`/register/a%40example.com/${code}`)).toBe('/register/a%40example.com/[code]');
    expect(urlWithoutCodes(`/api/auth/reset_password/?email=a%40example.com&code=${code}`)).toBe(
      '/api/auth/reset_password/?email=a%40example.com&code=[code]',
    );
    // Ids, pages and session uuids stay readable.
    expect(urlWithoutCodes('/api/forum/messages/?page=2')).toBe('/api/forum/messages/?page=2');
    expect(urlWithoutCodes('/api/auth/sessions/0b6f2c1e-5d1a-4f8e-9a43-2f0c9d7e1b55/')).toBe(
      '/api/auth/sessions/0b6f2c1e-5d1a-4f8e-9a43-2f0c9d7e1b55/',
    );
  });
});

describe.each([ONE_DATABASE])('mailed links on %s', (database) => {
  let server: AccountsServer;
  let admin: StaffAccount;

  const post = <T = Record<string, unknown>>(path: string, token = admin.tokens.access, json: unknown = {}) =>
    call<T>(server, 'POST', path, { token, json });
  const checkLink = (email: string, code: string) =>
    call(server, 'GET', `/auth/verification_link/?${new URLSearchParams({ email, code }).toString()}`);

  async function newestMail(to: string, subject: RegExp, after: number): Promise<{ mail: ParsedMail; code: string }> {
    const mail = await server.mailbox.waitFor(to, { subject, after });
    return { mail, code: codeOfLink(linkIn(mail, '/register/')) };
  }

  /** Every outbox row to `to`, newest first, once all of them are sent. */
  async function sentRows(to: string) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
      if ((rows.length > 0 && rows.every((row) => row.sentAt !== null)) || Date.now() > deadline) return rows;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  function expectNoLink(rows: { text: string; html: string }[], codes: string[]) {
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      for (const code of codes) {
        expect(row.text).not.toContain(code);
        expect(row.html).not.toContain(code);
      }
    }
  }

  async function newCorporate() {
    const id = hex(4);
    const input = {
      username: `c${id}`,
      email: `corp-${id}@example.com`,
      companyName: 'Siam Widgets Co., Ltd.',
      firstNameEN: 'Anan',
      lastNameEN: 'Director',
      nationality: 'FOREIGN',
      language: 'en',
    };
    const before = server.mailbox.messages.length;
    const created = await post<{ user: UserSummary }>('/admin/corporate/', admin.tokens.access, input);
    expect(created.status).toBe(201);
    expect(created.body.user.passwordSet).toBe(false);
    return { ...input, id: created.body.user.id, ...(await newestMail(input.email, SET_PASSWORD_SUBJECT, before)) };
  }

  beforeAll(async () => {
    server = await startAccountsServer(database);
    admin = await createStaff(server, 'admin');
  }, 120_000);
  afterAll(() => server?.close());

  it('keeps no sign-up link in the outbox once it is mailed over SMTP', async () => {
    const email = newInvestor().email;
    await call(server, 'POST', '/auth/send_email_verification_code/', { form: { email } });
    const { code } = await newestMail(email, /sign up/, 0);
    const rows = await sentRows(email);
    expectNoLink(rows, [code]);
    expect(rows[0]?.subject).toBe('SiamICO: confirm your e-mail to sign up');
    expect(rows[0]?.text).toContain(LINK_REMOVED_NOTE);
    const [stored] = await server.app.database.db
      .select()
      .from(emailVerification)
      .where(eq(emailVerification.codeHash, hashToken(code)));
    expect(stored?.email).toBe(email);
  });

  describe('set-password links sent again by staff', () => {
    it('mails a corporate investor a new link; the old one stops working; audited; the outbox keeps neither', async () => {
      const corporate = await newCorporate();
      const before = server.mailbox.messages.length;
      const again = await post<{ user: UserSummary }>(`/admin/users/${corporate.id}/set_password_link/`);
      expect(again.status).toBe(200);
      expect(again.body.user).toMatchObject({ username: corporate.username, passwordSet: false });
      const second = await newestMail(corporate.email, SET_PASSWORD_SUBJECT, before);
      expect(second.code).not.toBe(corporate.code);

      expect((await checkLink(corporate.email, corporate.code)).body).toEqual({ message: 'LINK_EXPIRED' });
      expect((await checkLink(corporate.email, second.code)).body).toEqual({ purpose: 'activate', username: corporate.username });
      expectNoLink(await sentRows(corporate.email), [corporate.code, second.code]);

      const [audit] = await server.app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.password-link.resend'), eq(auditLog.targetId, String(corporate.id))));
      expect(audit).toMatchObject({ actorId: admin.id, targetType: 'user', detail: { username: corporate.username } });

      const detail = await call<{ passwordSet: boolean }>(server, 'GET', `/admin/users/${corporate.id}/`, { token: admin.tokens.access });
      expect(detail.body.passwordSet).toBe(false);
      const activated = await call(server, 'POST', '/auth/user/activate/', {
        json: { email: corporate.email, verificationCode: second.code, password: 'Mekong#Delta-Bay71' },
      });
      expect(activated.status).toBe(200);
      expect((await call(server, 'GET', `/admin/users/${corporate.id}/`, { token: admin.tokens.access })).body).toMatchObject({
        passwordSet: true,
      });
      // With the password set, staff send no more links: its owner uses "Forgot password?".
      expect(await post(`/admin/users/${corporate.id}/set_password_link/`)).toMatchObject({
        status: 409,
        body: { message: 'PASSWORD_ALREADY_SET' },
      });
    });

    it('sends a working link when the first one expired', async () => {
      const corporate = await newCorporate();
      await server.app.database.db
        .update(emailVerification)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailVerification.codeHash, hashToken(corporate.code)));
      expect((await checkLink(corporate.email, corporate.code)).body).toEqual({ message: 'LINK_EXPIRED' });
      const before = server.mailbox.messages.length;
      expect((await post(`/admin/users/${corporate.id}/set_password_link/`)).status).toBe(200);
      const second = await newestMail(corporate.email, SET_PASSWORD_SUBJECT, before);
      expect((await checkLink(corporate.email, second.code)).status).toBe(200);
    });

    it('mails a staff member from the staff page; each page sends only for its own kind of account', async () => {
      const id = hex(3);
      const email = `staff-${id}@example.com`;
      const before = server.mailbox.messages.length;
      const proposed = await post<StaffProposalAnswer>('/admin/staff/', admin.tokens.access, {
        username: `m${id}`,
        email,
        firstNameEN: 'Malee',
        lastNameEN: 'Srisuk',
        role: 'support',
        reason: 'New support desk member',
      });
      expect(proposed.status).toBe(202);
      // The account and its link come with a second administrator's approval (issue 29).
      const approver = await createStaff(server, 'admin');
      const approved = await post<StaffProposalAnswer>(
        `/admin/staff-proposals/${proposed.body.proposal.id}/approve/`,
        approver.tokens.access,
      );
      expect(approved.status).toBe(200);
      const first = await newestMail(email, SET_PASSWORD_SUBJECT, before);
      const staffId = approved.body.proposal.subjectId;

      const list = await call<{ results: UserSummary[] }>(server, 'GET', '/admin/staff/', { token: admin.tokens.access });
      expect(list.body.results.find((member) => member.id === staffId)?.passwordSet).toBe(false);

      const again = await post(`/admin/staff/${staffId}/set_password_link/`);
      expect(again.status).toBe(200);
      const second = await newestMail(email, SET_PASSWORD_SUBJECT, before + 1);
      expect((await checkLink(email, first.code)).body).toEqual({ message: 'LINK_EXPIRED' });
      expect((await checkLink(email, second.code)).status).toBe(200);
      expectNoLink(await sentRows(email), [first.code, second.code]);

      const investor = await signUp(server);
      const [investorRow] = await server.app.database.db.select().from(user).where(eq(user.username, investor.username));
      const corporate = await newCorporate();
      const colleague = await createStaff(server, 'support');
      for (const [path, code] of [
        [`/admin/users/${staffId}/set_password_link/`, 'USER_NOT_EXIST'],
        [`/admin/users/${investorRow?.id}/set_password_link/`, 'USER_NOT_EXIST'],
        [`/admin/staff/${corporate.id}/set_password_link/`, 'USER_NOT_EXIST'],
        // Not to oneself (issue 16), and never to an account whose password is set.
        [`/admin/staff/${admin.id}/set_password_link/`, 'SELF_ACTION_FORBIDDEN'],
        [`/admin/staff/${colleague.id}/set_password_link/`, 'PASSWORD_ALREADY_SET'],
        ['/admin/users/2147483647/set_password_link/', 'USER_NOT_EXIST'],
      ] as const) {
        expect((await post(path)).body, path).toEqual({ message: code });
      }
    });

    it('is refused to roles without the permission, and to investors', async () => {
      const corporate = await newCorporate();
      const support = await createStaff(server, 'support');
      const operations = await createStaff(server, 'operations');
      expect((await post(`/admin/users/${corporate.id}/set_password_link/`, support.tokens.access)).status).toBe(403);
      expect((await post(`/admin/staff/${admin.id}/set_password_link/`, operations.tokens.access)).status).toBe(403);
      const investor = await signUp(server);
      const tokens = (await call<{ access: string }>(server, 'POST', '/auth/token/obtain/', { json: investor })).body;
      expect((await post(`/admin/users/${corporate.id}/set_password_link/`, tokens.access)).status).toBe(403);
    });

    it('sends at most 5 links an hour for one account', async () => {
      const corporate = await newCorporate();
      for (let n = 1; n <= 5; n++) expect((await post(`/admin/users/${corporate.id}/set_password_link/`)).status).toBe(200);
      const limited = await post(`/admin/users/${corporate.id}/set_password_link/`);
      expect(limited).toMatchObject({ status: 429, body: { message: 'TOO_MANY_REQUESTS' } });
      expect(limited.headers.get('retry-after')).toBe('3600');
    });
  });
});

describe('outbox rows with and without a mail server', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('without SMTP_URL keeps the whole mail in the outbox, where a developer reads it', async () => {
    server = await startTestServer({ database: ONE_DATABASE, env: { PUBLIC_URL: 'http://portal.test' } });
    const email = newInvestor().email;
    await call(server, 'POST', '/auth/send_email_verification_code/', { form: { email } });
    // The mail is queued after the answer (sign-up answers alike for known and new addresses): wait for its row.
    const rowOf = async () => (await server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)))[0];
    const deadline = Date.now() + 10_000;
    while (!(await rowOf()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const row = await rowOf();
    expect(row?.text).toMatch(/http:\/\/portal\.test\/register\/[^/]+\/[A-Za-z0-9_-]{32}/);
    expect(row?.sentAt).toBeNull();
  });

  it('a queued mail given up after its last attempt keeps no link either', async () => {
    const dead = await startTestServer({
      database: ONE_DATABASE,
      env: { SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'http://portal.test' },
    });
    try {
      const db = dead.app.database.db;
      const link = `http://portal.test/resetPassword/a%40example.com/${randomBytes(24).toString('base64url')}`;
      const mail = mails.setPassword('given-up@example.com', 'en', link, 'someone', 72);
      // A queued mail at its last attempt (written as the outbox worker would find it after seven failures).
      await db.insert(mailOutbox).values({ ...mail, attempts: 8, nextAttemptAt: new Date() });
      await dead.app.mailer.deliverDue();
      const rowOf = async () => (await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'given-up@example.com')))[0];
      // The worker's own round may have taken it first: either way it ends given up.
      const deadline = Date.now() + 10_000;
      while ((await rowOf())?.error == null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      const row = await rowOf();
      expect(row?.error).not.toBeNull();
      expect(row?.nextAttemptAt).toBeNull();
      expect(row?.text).not.toContain(link);
      expect(row?.html).not.toContain('resetPassword');
      expect(row?.text).toContain(LINK_REMOVED_NOTE);
    } finally {
      await dead.close();
    }
  });
});
