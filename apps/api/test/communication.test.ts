import { pageSchema } from '@ico/domain/communication';
import { COMPANY } from '@ico/domain/company';
import { PAGE_SIZE } from '@ico/domain/constants';
import { inboxMessageSchema, updatedInformationSchema } from '@ico/domain/contracts/messages';
import { noticeSchema } from '@ico/domain/contracts/notices';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiry, mailOutbox, message, notice, user } from '../src/db/schema';
import { MAX_MAIL_ATTEMPTS } from '../src/mail/mailer';
import { sendMessage } from '../src/services/messages/send-message';
import { type AccountsServer, call, startAccountsServer } from './support/accounts';
import { createInvestor, type Investor } from './support/offerings';
import { ONE_DATABASE, startTestServer, type TestServer } from './support/test-server';

const SUPPORT = 'support-desk@portal.test';
const messagesPage = pageSchema(inboxMessageSchema);
const noticesPage = pageSchema(noticeSchema);

describe('messages, notices and inquiries (investor side)', () => {
  let server: AccountsServer;
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE, { SUPPORT_MAILBOX: SUPPORT });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  /** `n` messages for the investor, one second apart, the newest last. */
  async function seedMessages(investor: Investor, n: number): Promise<number[]> {
    const start = Date.now() - n * 1000;
    const rows = await db()
      .insert(message)
      .values(
        Array.from({ length: n }, (_, i) => ({
          userId: investor.id,
          title: `Message ${i + 1}`,
          body: `Body ${i + 1}`,
          createdAt: new Date(start + i * 1000),
        })),
      )
      .returning({ id: message.id });
    return rows.map((r) => r.id);
  }

  const badges = async (token: string) =>
    updatedInformationSchema.parse((await call(server, 'GET', '/forum/updatedinformation/', { token })).body);

  describe('messages', () => {
    it('pages on the server, 10 a page, newest first, with the total count', async () => {
      const investor = await createInvestor(server);
      await seedMessages(investor, 23);
      const first = await call(server, 'GET', '/forum/messages/?page=1', { token: investor.token });
      expect(first.status).toBe(200);
      const page1 = messagesPage.parse(first.body);
      expect(page1.count).toBe(23);
      expect(page1.results).toHaveLength(PAGE_SIZE);
      expect(page1.results.map((m) => m.title).slice(0, 2)).toEqual(['Message 23', 'Message 22']);
      expect(page1.results[0]).toMatchObject({ message: 'Body 23', isRead: false, to: investor.username });

      const page3 = messagesPage.parse((await call(server, 'GET', '/forum/messages/?page=3', { token: investor.token })).body);
      expect(page3.results.map((m) => m.title)).toEqual(['Message 3', 'Message 2', 'Message 1']);
      const beyond = messagesPage.parse((await call(server, 'GET', '/forum/messages/?page=4', { token: investor.token })).body);
      expect(beyond).toEqual({ results: [], count: 23 });
      // Without a page: the first one.
      const plain = messagesPage.parse((await call(server, 'GET', '/forum/messages/', { token: investor.token })).body);
      expect(plain.results[0]?.title).toBe('Message 23');
    });

    it('refuses a bad page with its key and a visitor with 401', async () => {
      const investor = await createInvestor(server);
      for (const page of ['0', '-1', 'abc', '1.5', '9999999']) {
        const answer = await call(server, 'GET', `/forum/messages/?page=${page}`, { token: investor.token });
        expect(answer.status, page).toBe(400);
        expect(answer.body).toEqual({ message: 'VALIDATION_FAILED', detail: { page: 'PAGE_INVALID' } });
      }
      expect((await call(server, 'GET', '/forum/messages/')).status).toBe(401);
      expect((await call(server, 'GET', '/forum/updatedinformation/')).status).toBe(401);
    });

    it('opening marks read and clears the badge; another user’s message answers 404 and stays unread', async () => {
      const owner = await createInvestor(server);
      const other = await createInvestor(server);
      const [first, second] = await seedMessages(owner, 2);
      expect((await badges(owner.token)).newMessage).toBe(2);

      const opened = await call(server, 'POST', `/forum/messages/${first}/`, { token: owner.token });
      expect(opened.status).toBe(200);
      expect(inboxMessageSchema.parse(opened.body)).toMatchObject({ id: first, isRead: true, title: 'Message 1' });
      expect((await badges(owner.token)).newMessage).toBe(1);
      const [row] = await db()
        .select()
        .from(message)
        .where(eq(message.id, first ?? 0));
      expect(row?.readAt).toBeInstanceOf(Date);
      // Opening again keeps the first reading time.
      await call(server, 'POST', `/forum/messages/${first}/`, { token: owner.token });
      const [again] = await db()
        .select()
        .from(message)
        .where(eq(message.id, first ?? 0));
      expect(again?.readAt?.getTime()).toBe(row?.readAt?.getTime());

      const stolen = await call(server, 'POST', `/forum/messages/${second}/`, { token: other.token });
      expect(stolen.status).toBe(404);
      expect(stolen.body).toEqual({ message: 'MESSAGE_NOT_EXIST' });
      expect((await badges(owner.token)).newMessage).toBe(1);
      const list = messagesPage.parse((await call(server, 'GET', '/forum/messages/', { token: other.token })).body);
      expect(list.count).toBe(0);

      for (const id of ['abc', '0', '99999999999', '1e3']) {
        expect((await call(server, 'POST', `/forum/messages/${id}/`, { token: owner.token })).status, id).toBe(404);
      }
    });
  });

  describe('notices', () => {
    it('visitors see public notices; members see both with their read state; old notices count as read', async () => {
      const old = new Date(Date.now() - 86_400_000);
      const [before] = await db()
        .insert(notice)
        .values({ audience: 'PUBLIC', titleEN: 'Old public', bodyEN: 'Old', titleTH: 'ประกาศเก่า', bodyTH: 'เก่า', createdAt: old })
        .returning();
      const investor = await createInvestor(server);
      const [publicNotice, membersNotice] = await db()
        .insert(notice)
        .values([
          { audience: 'PUBLIC', titleEN: 'Maintenance', bodyEN: 'Sunday 02:00', titleTH: 'ปิดปรับปรุงระบบ', bodyTH: 'วันอาทิตย์ 02:00' },
          { audience: 'MEMBERS', titleEN: 'Members only', bodyEN: 'New offering soon', titleTH: 'เฉพาะสมาชิก', bodyTH: 'เร็ว ๆ นี้' },
        ])
        .returning();

      const visitor = noticesPage.parse((await call(server, 'GET', '/forum/noticespublic/')).body);
      const visitorIds = visitor.results.map((n) => n.id);
      expect(visitorIds).toContain(publicNotice?.id);
      expect(visitorIds).toContain(before?.id);
      expect(visitorIds).not.toContain(membersNotice?.id);
      expect(visitor.results.every((n) => n.audience === 'PUBLIC' && !n.isRead)).toBe(true);
      expect(visitor.results.find((n) => n.id === publicNotice?.id)).toMatchObject({
        title: 'Maintenance',
        message: 'Sunday 02:00',
        titleTH: 'ปิดปรับปรุงระบบ',
        messageTH: 'วันอาทิตย์ 02:00',
      });

      const member = noticesPage.parse((await call(server, 'GET', '/forum/notices/', { token: investor.token })).body);
      const byId = new Map(member.results.map((n) => [n.id, n]));
      expect(byId.get(membersNotice?.id ?? 0)?.isRead).toBe(false);
      expect(byId.get(publicNotice?.id ?? 0)?.isRead).toBe(false);
      expect(byId.get(before?.id ?? 0)?.isRead).toBe(true);
      expect(member.count).toBeGreaterThanOrEqual(3);
      expect((await badges(investor.token)).newNotice).toBe(2);

      const opened = await call(server, 'POST', `/forum/notices/${membersNotice?.id}/`, {
        token: investor.token,
        form: { user: 'someone-else' },
      });
      expect(opened.status).toBe(200);
      expect(noticeSchema.parse(opened.body)).toMatchObject({ id: membersNotice?.id, isRead: true });
      expect((await badges(investor.token)).newNotice).toBe(1);
      // Twice is harmless.
      expect((await call(server, 'POST', `/forum/notices/${membersNotice?.id}/`, { token: investor.token })).status).toBe(200);
      expect((await badges(investor.token)).newNotice).toBe(1);

      expect((await call(server, 'POST', `/forum/notices/${publicNotice?.id}/`)).status).toBe(401);
      const missing = await call(server, 'POST', '/forum/notices/2147483647/', { token: investor.token });
      expect(missing).toMatchObject({ status: 404, body: { message: 'NOTICE_NOT_EXIST' } });
      expect((await call(server, 'GET', '/forum/noticespublic/?page=x')).status).toBe(400);
    });

    it('pages the public list 10 at a time', async () => {
      await db()
        .insert(notice)
        .values(
          Array.from({ length: 12 }, (_, i) => ({
            audience: 'PUBLIC' as const,
            titleEN: `N${i}`,
            bodyEN: 'b',
            titleTH: `ป${i}`,
            bodyTH: 'ข',
          })),
        );
      const page1 = noticesPage.parse((await call(server, 'GET', '/forum/noticespublic/?page=1')).body);
      const total = page1.count;
      expect(page1.results).toHaveLength(PAGE_SIZE);
      const last = Math.ceil(total / PAGE_SIZE);
      const lastPage = noticesPage.parse((await call(server, 'GET', `/forum/noticespublic/?page=${last}`)).body);
      expect(lastPage.results).toHaveLength(total - (last - 1) * PAGE_SIZE);
    });
  });

  describe('public inquiry', () => {
    const valid = (overrides: Record<string, string> = {}) => ({
      email: `visitor-${Math.random().toString(36).slice(2)}@example.com`,
      subject: 'How do I invest as a company?',
      description: 'We are a Thai limited company and would like to reserve tokens.',
      category: '4',
      language: 'en',
      ...overrides,
    });

    it('answers each bad field with its key and stores nothing', async () => {
      const before = (await db().select({ n: sql<number>`count(*)::int` }).from(inquiry))[0]?.n;
      const answer = await call(server, 'POST', '/survay/inquiry/', {
        form: { email: 'not-an-email', subject: 'x'.repeat(81), description: 'y'.repeat(201), category: '99' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        message: 'VALIDATION_FAILED',
        detail: {
          subject: 'SUBJECT_LESS_THAN_80',
          description: 'DESCRIPTION_LESS_THAN_200',
          category: expect.any(String),
          email: expect.any(String),
        },
      });
      const empty = await call(server, 'POST', '/survay/inquiry/', { form: {} });
      expect(empty.body).toMatchObject({ detail: { subject: 'SUBJECT_REQUIRED', description: 'DESCRIPTION_REQUIRED' } });
      const markup = await call(server, 'POST', '/survay/inquiry/', { form: valid({ subject: '<script>alert(1)</script>' }) });
      expect(markup.body).toMatchObject({ detail: { subject: 'SUBJECT_SPECIAL' } });
      const after = (await db().select({ n: sql<number>`count(*)::int` }).from(inquiry))[0]?.n;
      expect(after).toBe(before);
    });

    it('stores the inquiry and mails the support mailbox through the real SMTP server', async () => {
      const input = valid({ subject: 'สอบถามเรื่องการลงทุน', description: 'ต้องการทราบขั้นตอนการสมัครนิติบุคคล', language: 'th' });
      const answer = await call(server, 'POST', '/survay/inquiry/', { form: input });
      expect(answer).toMatchObject({ status: 201, body: { message: 'INQUIRY_RECEIVED' } });
      const [row] = await db().select().from(inquiry).where(eq(inquiry.email, input.email));
      expect(row).toMatchObject({ kind: 'PUBLIC', status: 'OPEN', category: '4', language: 'th', subject: input.subject, userId: null });
      const mail = await server.mailbox.waitFor(SUPPORT, { subject: new RegExp(`Inquiry #${row?.id}\\]`) });
      expect(mail.subject).toContain('Corporate sign-up');
      expect(mail.subject).toContain('สอบถามเรื่องการลงทุน');
      expect(mail.text).toContain(input.email);
      expect(mail.text).toContain('ต้องการทราบขั้นตอนการสมัครนิติบุคคล');
      expect(mail.text).toContain(`http://portal.test/admin/inquiries/${row?.id}`);
    });

    it('answers a filled hidden field like any other and keeps nothing', async () => {
      const input = valid({ website: 'http://spam.example' });
      const answer = await call(server, 'POST', '/survay/inquiry/', { form: input });
      expect(answer).toMatchObject({ status: 201, body: { message: 'INQUIRY_RECEIVED' } });
      expect(await db().select().from(inquiry).where(eq(inquiry.email, input.email))).toHaveLength(0);
      expect(
        await db()
          .select()
          .from(mailOutbox)
          .where(sql`${mailOutbox.text} like ${`%${input.email}%`}`),
      ).toHaveLength(0);
    });

    it('limits one e-mail address to 3 inquiries an hour (429), keeping those already sent', async () => {
      const email = `busy-${Date.now()}@example.com`;
      for (let i = 0; i < 3; i += 1) {
        expect((await call(server, 'POST', '/survay/inquiry/', { form: valid({ email, subject: `Question ${i}` }) })).status).toBe(201);
      }
      const refused = await call(server, 'POST', '/survay/inquiry/', { form: valid({ email, subject: 'Question 4' }) });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ message: 'TOO_MANY_REQUESTS' });
      expect(await db().select().from(inquiry).where(eq(inquiry.email, email))).toHaveLength(3);
    });
  });

  describe('member inquiry', () => {
    it('takes who asks from the session, stores it and mails support; a blocked member may ask', async () => {
      const member = await createInvestor(server, { language: 'th' });
      const [account] = await db().select().from(user).where(eq(user.id, member.id));
      const answer = await call(server, 'POST', '/survay/membersupport/', {
        token: member.token,
        form: {
          user: 'somebody-else',
          email: 'forged@example.com',
          category: '4',
          subject: 'Reply about my slip',
          description: 'I sent the slip yesterday.',
        },
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ message: 'INQUIRY_RECEIVED', id: expect.any(Number) });
      const [row] = await db()
        .select()
        .from(inquiry)
        .where(eq(inquiry.id, Number(answer.body.id)));
      expect(row).toMatchObject({
        kind: 'MEMBER',
        userId: member.id,
        email: account?.email,
        language: 'th',
        category: '4',
        status: 'OPEN',
      });
      const mail = await server.mailbox.waitFor(SUPPORT, { subject: new RegExp(`Inquiry #${row?.id}\\]`) });
      expect(mail.text).toContain(member.username);
      expect(mail.subject).toContain('Reply to a message');

      const blocked = await createInvestor(server, { level: 'BLOCKED_LEVEL' });
      const fromBlocked = await call(server, 'POST', '/survay/membersupport/', {
        token: blocked.token,
        form: { category: '5', subject: 'Why is my account blocked', description: 'Please tell me what to do.' },
      });
      expect(fromBlocked.status).toBe(201);
    });

    it('refuses visitors and bad fields', async () => {
      expect(
        (await call(server, 'POST', '/survay/membersupport/', { form: { category: '1', subject: 'a', description: 'b' } })).status,
      ).toBe(401);
      const member = await createInvestor(server);
      const bad = await call(server, 'POST', '/survay/membersupport/', {
        token: member.token,
        form: { category: '9', subject: '', description: '' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({
        detail: { subject: 'SUBJECT_REQUIRED', description: 'DESCRIPTION_REQUIRED', category: expect.any(String) },
      });
    });
  });

  describe('mail copies of inbox messages', () => {
    it('mails each message to the investor in its language, after the commit only', async () => {
      const investor = await createInvestor(server, { language: 'th' });
      const [account] = await db().select().from(user).where(eq(user.id, investor.id));
      const email = account?.email ?? '';
      await db().transaction(async (tx) => {
        await sendMessage(server.app, tx, { userId: investor.id, title: 'การจองของคุณได้รับการยืนยัน', body: 'กรุณาชำระเงินภายใน 3 วันทำการ' });
      });
      const mail = await server.mailbox.waitFor(email, { subject: /การจองของคุณได้รับการยืนยัน/ });
      expect(mail.text).toContain('กรุณาชำระเงินภายใน 3 วันทำการ');
      expect(mail.text).toContain('http://portal.test/messages');

      // A burst of messages (many while a delivery round is already due) and one that commits after both rounds due
      // at its enqueue have run: every mail goes out through the writer's own trigger, before the 10-second job.
      const started = Date.now();
      const late = db().transaction(async (tx) => {
        await sendMessage(server.app, tx, { userId: investor.id, title: 'Late commit', body: 'after 1.7 s' });
        await new Promise((resolve) => setTimeout(resolve, 1700));
      });
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          db().transaction((tx) => sendMessage(server.app, tx, { userId: investor.id, title: `Burst ${i}`, body: 'b' })),
        ),
      );
      await late;
      const committed = Date.now();
      await server.mailbox.waitFor(email, { subject: /Late commit/ });
      // The round due 1.5 s after its enqueue ran before the commit; the next one, 1.5 s later, sends it.
      expect(Date.now() - committed).toBeLessThan(5000);
      for (let i = 0; i < 30; i += 1) await server.mailbox.waitFor(email, { subject: new RegExp(`Burst ${i}$`) });
      expect(Date.now() - started).toBeLessThan(9000);

      // A change that rolls back leaves neither the message nor its mail.
      await expect(
        db().transaction(async (tx) => {
          await sendMessage(server.app, tx, { userId: investor.id, title: 'Rolled back', body: 'never' });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await db().select().from(message).where(eq(message.title, 'Rolled back'))).toHaveLength(0);
      expect(
        await db()
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.subject, `${COMPANY.brand}: Rolled back`)),
      ).toHaveLength(0);
    });
  });
});

describe('mail outbox when the mail server is down', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 9 here: every attempt fails.
    server = await startTestServer({ database: ONE_DATABASE, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('keeps the mail, records the error, retries later and gives up after the last attempt', async () => {
    const investor = await createInvestor(server);
    const db = server.app.database.db;
    await sendMessage(server.app, db, { userId: investor.id, title: 'Retry me', body: 'text' });
    const rowOf = async () => (await db.select().from(mailOutbox).where(sql`${mailOutbox.subject} like '%Retry me'`))[0];
    // The writer's own trigger tries soon after the commit.
    for (let i = 0; i < 100 && !(await rowOf())?.error; i += 1) await new Promise((r) => setTimeout(r, 50));
    const failed = await rowOf();
    expect(failed?.sentAt).toBeNull();
    expect(failed?.error).toBeTruthy();
    expect(failed?.attempts).toBe(1);
    expect(failed?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Nothing is due yet (and the writer's second trigger, 1.5 s after, finds nothing either).
    expect(await server.app.mailer.deliverDue()).toBe(0);
    await new Promise((r) => setTimeout(r, 1600));
    expect((await rowOf())?.attempts).toBe(1);

    // The last attempt (the every-10-seconds job may take it first: either way it is tried once more).
    await db
      .update(mailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, failed?.id ?? 0));
    await server.app.mailer.deliverDue();
    for (let i = 0; i < 100 && (await rowOf())?.nextAttemptAt; i += 1) await new Promise((r) => setTimeout(r, 50));
    const last = await rowOf();
    expect(last?.attempts).toBe(MAX_MAIL_ATTEMPTS);
    expect(last?.nextAttemptAt).toBeNull();
    expect(last?.sentAt).toBeNull();
    // The message itself is in the inbox whatever happened to its mail.
    expect(await db.select().from(message).where(eq(message.userId, investor.id))).toHaveLength(1);
  });
});
