import type { Page } from '@ico/domain/communication';
import type { AdminInquiry } from '@ico/domain/contracts/inquiries';
import type { AdminUserMessage, Campaign } from '@ico/domain/contracts/messages';
import type { AdminNotice } from '@ico/domain/contracts/notices';
import { roleCan, STAFF_ROLES, type StaffPermission, type StaffRole } from '@ico/domain/staff';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, messageCampaign, noticeRead, user } from '../src/db/schema';
import { updateUsers } from '../src/services/sessions/session-state-writes';
import { type AccountsServer, call, login, type StaffAccount, signUp, staffMember, startAccountsServer } from './support/accounts';
import { auditOf, insertInvestor, insertJoining, insertOffering, messagesOf } from './support/admin-offerings';
import { campaignMessages, campaignRow, insertInquiry, mailTo, messagesWithBody, outboxTo } from './support/communication';
import { ONE_DATABASE } from './support/test-server';

const TEXT = {
  titleEN: 'Payment reminder',
  bodyEN: 'Please pay before Friday.',
  titleTH: 'แจ้งเตือนการชำระเงิน',
  bodyTH: 'กรุณาชำระเงินก่อนวันศุกร์',
};
const EN_ONLY = { titleEN: 'English only', bodyEN: 'Only English was written.', titleTH: '', bodyTH: '' };
const TH_ONLY = { titleEN: '', bodyEN: '', titleTH: 'ภาษาไทยเท่านั้น', bodyTH: 'เขียนเฉพาะภาษาไทย' };
const NOTICE = {
  audience: 'MEMBERS',
  titleEN: 'Maintenance',
  bodyEN: 'The portal rests on Sunday.',
  titleTH: 'ปิดปรับปรุง',
  bodyTH: 'ปิดปรับปรุงวันอาทิตย์',
};

describe.each([ONE_DATABASE])('back-office messages, notices and inquiries on %s', (database) => {
  let server: AccountsServer;
  const staff = {} as Record<StaffRole, StaffAccount>;
  const as = (role: StaffRole) => staff[role].tokens.access;
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startAccountsServer(database);
    for (const role of STAFF_ROLES) staff[role] = await staffMember(server, role);
  }, 180_000);
  afterAll(() => server?.close());

  const send = (json: unknown, role: StaffRole = 'support') =>
    call<Campaign>(server, 'POST', '/admin/messages/', { json, token: as(role) });
  const preview = async (audience: unknown) => {
    const answer = await call<{ recipients: number }>(server, 'POST', '/admin/messages/preview/', {
      json: { audience },
      token: as('support'),
    });
    expect(answer.status).toBe(200);
    return answer.body.recipients;
  };

  describe('access', () => {
    it('answers 401 without a token, 403 to investors, and follows the role permissions', async () => {
      const investor = await signUp(server);
      const investorToken = (await login(server, investor)).access;
      const target = await insertInvestor(server);
      const endpoints: Array<{ method: string; path: string; json?: unknown; permission: StaffPermission }> = [
        { method: 'GET', path: '/admin/messages/', permission: 'messages.send' },
        {
          method: 'POST',
          path: '/admin/messages/preview/',
          json: { audience: { kind: 'user', userId: target.id } },
          permission: 'messages.send',
        },
        // Invalid bodies: a permitted role gets 400 and nothing is sent; the permission check comes first.
        { method: 'POST', path: '/admin/messages/', json: {}, permission: 'messages.send' },
        { method: 'GET', path: `/admin/users/${target.id}/messages/`, permission: 'users.read' },
        { method: 'GET', path: '/admin/notices/', permission: 'notices.manage' },
        { method: 'POST', path: '/admin/notices/', json: {}, permission: 'notices.manage' },
        { method: 'PUT', path: '/admin/notices/99999999/', json: {}, permission: 'notices.manage' },
        { method: 'DELETE', path: '/admin/notices/99999999/', permission: 'notices.manage' },
        { method: 'GET', path: '/admin/inquiries/', permission: 'inquiries.answer' },
        { method: 'GET', path: '/admin/inquiries/99999999/', permission: 'inquiries.answer' },
        { method: 'POST', path: '/admin/inquiries/99999999/reply/', json: {}, permission: 'inquiries.answer' },
      ];
      for (const endpoint of endpoints) {
        const what = `${endpoint.method} ${endpoint.path}`;
        const anonymous = await call(server, endpoint.method, endpoint.path, { json: endpoint.json });
        expect(anonymous.status, what).toBe(401);
        const asInvestor = await call(server, endpoint.method, endpoint.path, { json: endpoint.json, token: investorToken });
        expect(asInvestor.body, what).toEqual({ message: 'FORBIDDEN' });
        for (const role of STAFF_ROLES) {
          const answer = await call(server, endpoint.method, endpoint.path, { json: endpoint.json, token: as(role) });
          if (roleCan(role, endpoint.permission)) expect([200, 400, 404], `${what} as ${role}`).toContain(answer.status);
          else expect(answer, `${what} as ${role}`).toMatchObject({ status: 403, body: { message: 'FORBIDDEN' } });
        }
      }
    });

    it('documents the endpoints in the OpenAPI document', async () => {
      const doc = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/admin/messages/',
          '/api/admin/messages/preview/',
          '/api/admin/users/{id}/messages/',
          '/api/admin/notices/',
          '/api/admin/notices/{id}/',
          '/api/admin/inquiries/',
          '/api/admin/inquiries/{id}/',
          '/api/admin/inquiries/{id}/reply/',
        ]),
      );
    });

    it('answers MFA_REQUIRED to staff without two-factor', async () => {
      const noMfa = await staffMember(server, 'admin', { mfa: false });
      for (const path of ['/admin/messages/', '/admin/notices/', '/admin/inquiries/']) {
        const answer = await call(server, 'GET', path, { token: noMfa.tokens.access });
        expect(answer, path).toMatchObject({ status: 403, body: { message: 'MFA_REQUIRED' } });
      }
    });
  });

  describe('staff messages', () => {
    /** An offering with investors of every kind around it; only some match each audience. */
    async function population() {
      const offering = await insertOffering(server);
      const other = await insertOffering(server);
      const retailEn = await insertInvestor(server, { level: 'RETAIL_INVESTOR_LEVEL', language: 'en' });
      const retailTh = await insertInvestor(server, { level: 'RETAIL_INVESTOR_LEVEL', language: 'th' });
      const proTh = await insertInvestor(server, { level: 'PROFESSIONAL_INVESTOR_LEVEL', language: 'th' });
      const viewer = await insertInvestor(server, { level: 'VIEWER_LEVEL' });
      const elsewhere = await insertInvestor(server, { level: 'RETAIL_INVESTOR_LEVEL' });
      const notJoined = await insertInvestor(server, { level: 'RETAIL_INVESTOR_LEVEL' });
      await insertJoining(server, { userId: retailEn.id, offeringId: offering.id, status: 'WAITING_FOR_PAYMENT' });
      await insertJoining(server, { userId: retailTh.id, offeringId: offering.id, status: 'PAYMNENT_CONFIRMED' });
      await insertJoining(server, { userId: proTh.id, offeringId: offering.id, status: 'WAITING_FOR_PAYMENT' });
      await insertJoining(server, { userId: viewer.id, offeringId: offering.id, status: 'WAITING_FOR_PAYMENT' });
      await insertJoining(server, { userId: elsewhere.id, offeringId: other.id, status: 'WAITING_FOR_PAYMENT' });
      // A staff account at an investor level with a joining: still never a recipient.
      await updateUsers(server.app, db(), eq(user.id, staff.support.id), { userLevel: 'RETAIL_INVESTOR_LEVEL' });
      await insertJoining(server, { userId: staff.support.id, offeringId: offering.id, status: 'WAITING_FOR_PAYMENT' });
      return { offering, other, retailEn, retailTh, proTh, viewer, elsewhere, notJoined };
    }

    it('sends a group message to exactly the matching investors, each in their language, and lists the campaign', async () => {
      const p = await population();
      const audience = { kind: 'group', levels: ['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL'], offeringId: p.offering.id };
      expect(await preview(audience)).toBe(3);

      const sent = await send({ audience, text: TEXT }, 'operations');
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({
        ...TEXT,
        recipients: 3,
        read: 0,
        sender: { id: staff.operations.id, username: staff.operations.username },
        audience: { ...audience, joiningStatuses: [] },
      });
      const received = await campaignMessages(server, sent.body.id);
      expect(received.map((m) => m.userId).sort()).toEqual([p.retailEn.id, p.retailTh.id, p.proTh.id].sort());
      const byUser = new Map(received.map((m) => [m.userId, m]));
      expect(byUser.get(p.retailEn.id)).toMatchObject({
        title: TEXT.titleEN,
        body: TEXT.bodyEN,
        senderId: staff.operations.id,
        isRead: false,
      });
      expect(byUser.get(p.retailTh.id)).toMatchObject({ title: TEXT.titleTH, body: TEXT.bodyTH });
      expect(byUser.get(p.proTh.id)).toMatchObject({ title: TEXT.titleTH, body: TEXT.bodyTH });
      for (const outsider of [p.viewer, p.elsewhere, p.notJoined, { id: staff.support.id }])
        expect(await messagesOf(server, outsider.id)).toHaveLength(0);

      // One mail copy per recipient, in their language, queued for the worker.
      expect(await outboxTo(server, p.retailTh.email)).toHaveLength(1);
      const thaiMail = await mailTo(server.mailbox, p.retailTh.email, new RegExp(TEXT.titleTH));
      expect(thaiMail.text).toContain(TEXT.bodyTH);
      expect(thaiMail.text).toContain('http://portal.test/messages');
      const englishMail = await mailTo(server.mailbox, p.retailEn.email, new RegExp(TEXT.titleEN));
      expect(englishMail.text).toContain(TEXT.bodyEN);
      expect(englishMail.text).toContain('This message is also in your inbox');

      const [audit] = (await auditOf(server, 'message.send')).filter((row) => row.targetId === String(sent.body.id));
      expect(audit).toMatchObject({ actorId: staff.operations.id, targetType: 'message_campaign' });
      expect(audit?.detail).toMatchObject({
        campaignId: sent.body.id,
        recipients: 3,
        audience: { kind: 'group', offeringId: p.offering.id },
      });

      // The investor opens one: the list counts it read.
      const opened = byUser.get(p.retailTh.id);
      await db()
        .update(message)
        .set({ isRead: true, readAt: new Date() })
        .where(eq(message.id, opened?.id ?? 0));
      const list = await call<Page<Campaign>>(server, 'GET', '/admin/messages/', { token: as('compliance') });
      expect(list.status).toBe(200);
      expect(list.body.results[0]).toMatchObject({ id: sent.body.id, recipients: 3, read: 1 });
      const [total] = await db().select({ value: count() }).from(messageCampaign);
      expect(list.body.count).toBe(total?.value);

      const inbox = await call<Page<AdminUserMessage>>(server, 'GET', `/admin/users/${p.retailTh.id}/messages/`, { token: as('support') });
      expect(inbox.status).toBe(200);
      expect(inbox.body.count).toBe(1);
      expect(inbox.body.results[0]).toMatchObject({
        id: opened?.id,
        title: TEXT.titleTH,
        message: TEXT.bodyTH,
        isRead: true,
        to: p.retailTh.username,
        campaignId: sent.body.id,
      });
      expect(inbox.body.results[0]?.read_at).toEqual(expect.any(String));
    });

    it('narrows to joining statuses, and falls back to the language that was written', async () => {
      const p = await population();
      const audience = {
        kind: 'group',
        levels: ['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL', 'VIEWER_LEVEL'],
        offeringId: p.offering.id,
        joiningStatuses: ['WAITING_FOR_PAYMENT'],
      };
      const expected = [p.retailEn.id, p.proTh.id, p.viewer.id];
      expect(await preview(audience)).toBe(expected.length);
      const english = await send({ audience, text: EN_ONLY });
      expect(english.body.recipients).toBe(expected.length);
      const received = await campaignMessages(server, english.body.id);
      expect(received.map((m) => m.userId).sort()).toEqual(expected.sort());
      // The Thai professional reads English: no Thai text was written.
      expect(received.find((m) => m.userId === p.proTh.id)).toMatchObject({ title: EN_ONLY.titleEN, body: EN_ONLY.bodyEN });
      const fallbackMail = await mailTo(server.mailbox, p.proTh.email, new RegExp(EN_ONLY.titleEN));
      expect(fallbackMail.text).toContain(EN_ONLY.bodyEN);

      const thai = await send({ audience, text: TH_ONLY });
      const thaiReceived = await campaignMessages(server, thai.body.id);
      expect(thaiReceived.find((m) => m.userId === p.retailEn.id)).toMatchObject({ title: TH_ONLY.titleTH, body: TH_ONLY.bodyTH });
    });

    it('reaches every investor of the levels without an offering, and never staff', async () => {
      const p = await population();
      const audience = { kind: 'group', levels: ['RETAIL_INVESTOR_LEVEL'] };
      const [investors] = await db()
        .select({ value: count() })
        .from(user)
        .where(and(isNull(user.role), eq(user.userLevel, 'RETAIL_INVESTOR_LEVEL')));
      expect(await preview(audience)).toBe(investors?.value);
      const sent = await send({ audience, text: TEXT });
      expect(sent.body.recipients).toBe(investors?.value);
      const receivers = new Set((await campaignMessages(server, sent.body.id)).map((m) => m.userId));
      for (const investor of [p.retailEn, p.retailTh, p.elsewhere, p.notJoined]) expect(receivers.has(investor.id)).toBe(true);
      for (const excluded of [p.proTh.id, p.viewer.id, ...STAFF_ROLES.map((role) => staff[role].id)])
        expect(receivers.has(excluded)).toBe(false);
      expect(await campaignRow(server, sent.body.id)).toMatchObject({ recipients: investors?.value });
    });

    it('sends to one investor in their language, and the mail copy reaches the SMTP server', async () => {
      const investor = await insertInvestor(server, { language: 'th', level: 'VIEWER_LEVEL' });
      const audience = { kind: 'user', userId: investor.id };
      expect(await preview(audience)).toBe(1);
      const sent = await send({ audience, text: TEXT }, 'admin');
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ recipients: 1, audience });
      expect(await messagesOf(server, investor.id)).toMatchObject([{ title: TEXT.titleTH, body: TEXT.bodyTH, campaignId: sent.body.id }]);
      const mail = await mailTo(server.mailbox, investor.email, new RegExp(TEXT.titleTH));
      expect(mail.text).toContain(TEXT.bodyTH);
      expect(mail.text).toContain('ข้อความนี้อยู่ในกล่องข้อความของคุณ');
    });

    it('answers NO_RECIPIENTS for an empty group and USER_NOT_EXIST for unknown or staff users, storing nothing', async () => {
      const [before] = await db().select({ value: count() }).from(messageCampaign);
      const empty = await insertOffering(server);
      const nobody = { kind: 'group', levels: ['PROFESSIONAL_INVESTOR_LEVEL'], offeringId: empty.id };
      expect(await preview(nobody)).toBe(0);
      expect(await send({ audience: nobody, text: TEXT })).toMatchObject({ status: 400, body: { message: 'NO_RECIPIENTS' } });
      expect(await send({ audience: { ...nobody, offeringId: 99999999 }, text: TEXT })).toMatchObject({
        status: 400,
        body: { message: 'NO_RECIPIENTS' },
      });
      for (const userId of [99999999, staff.admin.id]) {
        expect(await preview({ kind: 'user', userId })).toBe(0);
        expect(await send({ audience: { kind: 'user', userId }, text: TEXT })).toMatchObject({
          status: 404,
          body: { message: 'USER_NOT_EXIST' },
        });
      }
      const [after] = await db().select({ value: count() }).from(messageCampaign);
      expect(after?.value).toBe(before?.value);
      expect(await messagesOf(server, staff.admin.id)).toHaveLength(0);
    });

    it('answers 400 VALIDATION_FAILED with the detail keys of the compose form', async () => {
      const group = { kind: 'group', levels: ['RETAIL_INVESTOR_LEVEL'] };
      const cases: Array<[unknown, Record<string, string>]> = [
        [{ audience: group, text: { titleEN: '', bodyEN: '', titleTH: '', bodyTH: '' } }, { 'text.titleEN': 'ONE_LANGUAGE_REQUIRED' }],
        [{ audience: group, text: { ...EN_ONLY, bodyEN: '' } }, { 'text.bodyEN': 'REQUIRED' }],
        [{ audience: group, text: { ...TEXT, titleTH: '' } }, { 'text.titleTH': 'REQUIRED' }],
        [{ audience: group, text: { ...TEXT, titleEN: 'x'.repeat(151) } }, { 'text.titleEN': 'TEXT_TOO_LONG' }],
        [{ audience: { kind: 'group', levels: [] }, text: TEXT }, { 'audience.levels': 'SELECT_REQUIRED' }],
      ];
      for (const [body, detail] of cases) {
        const answer = await send(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body, JSON.stringify(body)).toEqual({ message: 'VALIDATION_FAILED', detail });
      }
      const noAudience = await send({ text: TEXT });
      expect(noAudience.body).toMatchObject({ message: 'VALIDATION_FAILED', detail: { audience: expect.any(String) } });
      const badPage = await call(server, 'GET', '/admin/messages/?page=0', { token: as('support') });
      expect(badPage).toMatchObject({ status: 400, body: { message: 'VALIDATION_FAILED', detail: { page: 'PAGE_INVALID' } } });
    });

    it("answers USER_NOT_EXIST for a staff member's, an unknown or a malformed user id of the inbox view", async () => {
      for (const id of [String(staff.admin.id), '99999999', 'abc', '1.5', '99999999999']) {
        const answer = await call(server, 'GET', `/admin/users/${id}/messages/`, { token: as('support') });
        expect(answer, id).toMatchObject({ status: 404, body: { message: 'USER_NOT_EXIST' } });
      }
    });
  });

  describe('notices', () => {
    const path = '/admin/notices/';

    it('creates, lists, edits and deletes a notice, each audited', async () => {
      const created = await call<AdminNotice>(server, 'POST', path, { json: NOTICE, token: as('operations') });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ ...NOTICE, reads: 0, author: { id: staff.operations.id, username: staff.operations.username } });
      const id = created.body.id;

      const reader = await insertInvestor(server);
      await db().insert(noticeRead).values({ noticeId: id, userId: reader.id });
      const list = await call<Page<AdminNotice>>(server, 'GET', path, { token: as('admin') });
      expect(list.status).toBe(200);
      expect(list.body.results[0]).toMatchObject({ id, reads: 1 });

      const edited = { ...NOTICE, audience: 'PUBLIC', titleEN: 'Maintenance moved' };
      const put = await call<AdminNotice>(server, 'PUT', `${path}${id}/`, { json: edited, token: as('operations') });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ ...edited, id, reads: 1 });

      const removed = await call(server, 'DELETE', `${path}${id}/`, { token: as('operations') });
      expect(removed.status).toBe(204);
      const again = await call(server, 'DELETE', `${path}${id}/`, { token: as('operations') });
      expect(again).toMatchObject({ status: 404, body: { message: 'NOTICE_NOT_EXIST' } });
      const listed = await call<Page<AdminNotice>>(server, 'GET', path, { token: as('admin') });
      expect(listed.body.results.some((n) => n.id === id)).toBe(false);

      const target = String(id);
      expect((await auditOf(server, 'notice.create')).filter((a) => a.targetId === target)).toMatchObject([
        { actorId: staff.operations.id },
      ]);
      const [update] = (await auditOf(server, 'notice.update')).filter((a) => a.targetId === target);
      expect(update?.detail).toMatchObject({ changed: ['audience', 'titleEN'] });
      const [deletion] = (await auditOf(server, 'notice.delete')).filter((a) => a.targetId === target);
      expect(deletion?.detail).toMatchObject({ titleEN: 'Maintenance moved' });
    });

    it('answers NOTICE_NOT_EXIST for unknown and malformed ids, and validation keys per field', async () => {
      for (const id of ['99999999', 'abc', '-1', '99999999999']) {
        const put = await call(server, 'PUT', `${path}${id}/`, { json: NOTICE, token: as('admin') });
        expect(put, id).toMatchObject({ status: 404, body: { message: 'NOTICE_NOT_EXIST' } });
        const del = await call(server, 'DELETE', `${path}${id}/`, { token: as('admin') });
        expect(del, id).toMatchObject({ status: 404, body: { message: 'NOTICE_NOT_EXIST' } });
      }
      const invalid = await call(server, 'POST', path, {
        json: { audience: 'EVERYONE', titleEN: ' ', bodyEN: 'x'.repeat(4001), titleTH: 'ก' },
        token: as('admin'),
      });
      expect(invalid).toMatchObject({
        status: 400,
        body: {
          message: 'VALIDATION_FAILED',
          detail: { audience: 'SELECT_REQUIRED', titleEN: 'REQUIRED', bodyEN: 'TEXT_TOO_LONG', bodyTH: 'REQUIRED' },
        },
      });
    });
  });

  describe('inquiries', () => {
    it('lists newest first with status and kind filters, and shows one', async () => {
      const member = await insertInvestor(server, { language: 'th' });
      const older = await insertInquiry(server, { kind: 'PUBLIC', createdAt: new Date(Date.now() - 60_000) });
      const newer = await insertInquiry(server, { kind: 'MEMBER', userId: member.id, email: member.email, language: 'th' });

      const all = await call<Page<AdminInquiry>>(server, 'GET', '/admin/inquiries/', { token: as('support') });
      expect(all.status).toBe(200);
      const ids = all.body.results.map((i) => i.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));

      const members = await call<Page<AdminInquiry>>(server, 'GET', '/admin/inquiries/?kind=MEMBER&status=OPEN', { token: as('support') });
      expect(members.body.results.every((i) => i.kind === 'MEMBER' && i.status === 'OPEN')).toBe(true);
      expect(members.body.results.some((i) => i.id === newer.id)).toBe(true);
      expect(members.body.results.some((i) => i.id === older.id)).toBe(false);

      const one = await call<AdminInquiry>(server, 'GET', `/admin/inquiries/${newer.id}/`, { token: as('compliance') });
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({
        id: newer.id,
        kind: 'MEMBER',
        status: 'OPEN',
        language: 'th',
        user: { id: member.id, username: member.username, level: 'RETAIL_INVESTOR_LEVEL' },
        reply: null,
        replied_at: null,
        repliedBy: null,
      });
      for (const id of ['99999999', 'abc', '0']) {
        const missing = await call(server, 'GET', `/admin/inquiries/${id}/`, { token: as('support') });
        expect(missing, id).toMatchObject({ status: 404, body: { message: 'INQUIRY_NOT_EXIST' } });
      }
      const badFilter = await call(server, 'GET', '/admin/inquiries/?status=CLOSED', { token: as('support') });
      expect(badFilter.status).toBe(400);
    });

    it("answers a member's inquiry in their inbox and by mail, once", async () => {
      const member = await insertInvestor(server, { language: 'th' });
      const asked = await insertInquiry(server, {
        kind: 'MEMBER',
        userId: member.id,
        email: member.email,
        language: 'th',
        subject: 'ค่าธรรมเนียม',
      });
      const reply = 'ไม่มีค่าธรรมเนียมครับ';
      const answered = await call<AdminInquiry>(server, 'POST', `/admin/inquiries/${asked.id}/reply/`, {
        json: { reply },
        token: as('support'),
      });
      expect(answered.status).toBe(200);
      expect(answered.body).toMatchObject({
        status: 'ANSWERED',
        reply,
        repliedBy: { id: staff.support.id, username: staff.support.username },
      });
      expect(answered.body.replied_at).toEqual(expect.any(String));

      expect(await messagesOf(server, member.id)).toMatchObject([{ title: 'ตอบกลับ: ค่าธรรมเนียม', body: reply, senderId: staff.support.id }]);
      const mail = await mailTo(server.mailbox, member.email, /ตอบกลับ: ค่าธรรมเนียม/);
      expect(mail.text).toContain(reply);

      const second = await call(server, 'POST', `/admin/inquiries/${asked.id}/reply/`, { json: { reply: 'Again' }, token: as('admin') });
      expect(second).toMatchObject({ status: 409, body: { message: 'STATUS_CONFLICT' } });
      expect(await messagesOf(server, member.id)).toHaveLength(1);
      const audits = (await auditOf(server, 'inquiry.reply')).filter((a) => a.targetId === String(asked.id));
      expect(audits).toMatchObject([{ actorId: staff.support.id, targetType: 'inquiry', detail: { kind: 'MEMBER', delivery: 'inbox' } }]);

      const englishMember = await insertInvestor(server, { language: 'en' });
      const englishAsked = await insertInquiry(server, {
        kind: 'MEMBER',
        userId: englishMember.id,
        email: englishMember.email,
        subject: 'Fees',
      });
      await call(server, 'POST', `/admin/inquiries/${englishAsked.id}/reply/`, { json: { reply: 'No fees.' }, token: as('compliance') });
      expect(await messagesOf(server, englishMember.id)).toMatchObject([{ title: 'Re: Fees', body: 'No fees.' }]);
    });

    it('answers a public inquiry by mail to the address given, in the form language, and nothing in any inbox', async () => {
      const email = `visitor-${Date.now()}@example.com`;
      const asked = await insertInquiry(server, { kind: 'PUBLIC', email, language: 'en', subject: 'Opening hours' });
      const reply = `We are open on weekdays ${Date.now()}.`;
      const answered = await call<AdminInquiry>(server, 'POST', `/admin/inquiries/${asked.id}/reply/`, {
        json: { reply },
        token: as('admin'),
      });
      expect(answered).toMatchObject({ status: 200, body: { status: 'ANSWERED', reply, user: null } });
      const mail = await mailTo(server.mailbox, email, /Re: Opening hours/);
      expect(mail.text).toContain(reply);
      expect(mail.text).toContain(`Your question: ${asked.description}`);
      expect(await messagesWithBody(server, reply)).toHaveLength(0);
      const [audit] = (await auditOf(server, 'inquiry.reply')).filter((a) => a.targetId === String(asked.id));
      expect(audit?.detail).toMatchObject({ kind: 'PUBLIC', delivery: 'mail', email });
    });

    it('gives exactly one reply when two staff answer at once', async () => {
      const member = await insertInvestor(server);
      const asked = await insertInquiry(server, { kind: 'MEMBER', userId: member.id, email: member.email });
      const answers = await Promise.all(
        (['support', 'compliance'] as const).map((role) =>
          call(server, 'POST', `/admin/inquiries/${asked.id}/reply/`, { json: { reply: `Answer from ${role}` }, token: as(role) }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await messagesOf(server, member.id)).toHaveLength(1);
      expect((await auditOf(server, 'inquiry.reply')).filter((a) => a.targetId === String(asked.id))).toHaveLength(1);
    });

    it('answers 400 for an empty reply and 404 for an unknown inquiry', async () => {
      const asked = await insertInquiry(server, { kind: 'PUBLIC' });
      const empty = await call(server, 'POST', `/admin/inquiries/${asked.id}/reply/`, { json: { reply: '   ' }, token: as('support') });
      expect(empty).toMatchObject({ status: 400, body: { message: 'VALIDATION_FAILED', detail: { reply: 'REQUIRED' } } });
      for (const id of ['99999999', 'abc']) {
        const missing = await call(server, 'POST', `/admin/inquiries/${id}/reply/`, { json: { reply: 'Hello' }, token: as('support') });
        expect(missing, id).toMatchObject({ status: 404, body: { message: 'INQUIRY_NOT_EXIST' } });
      }
    });
  });
});
