import { randomUUID } from 'node:crypto';
import type { MfaReset } from '@ico/domain/contracts/mfa-resets';
import { codeOfLink } from '@ico/testing/investors';
import { linkIn, type ParsedMail } from '@ico/testing/mime';
import { scenePicture } from '@ico/testing/scene-pictures';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailChange, mfaReset, user, verificationSubmission } from '../src/db/schema';
import { hashPassword } from '../src/security/passwords';
import { updateUsers } from '../src/services/sessions/session-state-writes';
import { type AccountsServer, call, login, type StaffAccount, staffMember, startAccountsServer } from './support/accounts';
import { multipart } from './support/admin-offerings';
import { mailTo } from './support/communication';
import { createInvestor, createOffering, type Investor, insertJoining } from './support/offerings';
import { ONE_DATABASE } from './support/test-server';
import { insertSubmission } from './support/verification';

const PAGE = '/mfa_reset/';
const codeOf = (mail: ParsedMail) => decodeURIComponent(new URL(linkIn(mail, PAGE)).pathname.slice(PAGE.length));
const PASSWORD = 'Owner#Pass1234';

/**
 * The takeover of issue 29, as the attacker ran it: with an investor's stolen access token and mailbox, download the
 * approved selfie, have support open a two-factor reset, send the same picture back as the "new" selfie, have the
 * member who opened the reset approve it, then reset the password by mail with no code. Each step must now fail.
 */
describe('two-factor reset against a thief with a stolen token and mailbox', () => {
  let server: AccountsServer;
  let opener: StaffAccount;
  let screener: StaffAccount;
  let secondScreener: StaffAccount;

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE, { TRUST_PROXY: '127.0.0.1' });
    [opener, screener, secondScreener] = await Promise.all([
      staffMember(server, 'compliance'),
      staffMember(server, 'compliance'),
      staffMember(server, 'compliance'),
    ]);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.app.database.db;
  const open = (userId: number) =>
    call<{ reset: MfaReset }>(server, 'POST', '/admin/mfa-resets/', {
      token: opener.tokens.access,
      json: { userId, reason: 'Inquiry: lost phone' },
    });
  const decide = (staff: StaffAccount, id: number, body: unknown) =>
    call<{ reset: MfaReset }>(server, 'POST', `/admin/mfa-resets/${id}/decision/`, { token: staff.tokens.access, json: body });
  const sendSelfie = (code: string, data: Buffer, type = 'image/png') =>
    multipart(server, 'POST', '/auth/mfa_reset/selfie/', undefined, [
      { field: 'code', value: code },
      { field: 'selfiePrivate', data, type, name: 'me.png' },
    ]);
  const resetOf = async (userId: number) =>
    (await call<{ results: MfaReset[] }>(server, 'GET', `/admin/mfa-resets/?userId=${userId}`, { token: screener.tokens.access })).body
      .results[0];
  const emailOf = async (userId: number) =>
    (await db().select({ email: user.email }).from(user).where(eq(user.id, userId)))[0]?.email ?? '';

  /** A retail investor with two-factor on, a password, and an approved selfie (a real picture) the files API serves. */
  async function victim(): Promise<Investor & { email: string; approvedFileId: string }> {
    const investor = await createInvestor(server);
    await updateUsers(server.app, db(), eq(user.id, investor.id), { passwordHash: await hashPassword(PASSWORD) });
    const approved = await insertSubmission(server, investor.id, 'selfieFile', { file: await scenePicture(`victim-${investor.id}`) });
    await db()
      .update(verificationSubmission)
      .set({ status: 'DONE', decidedAt: new Date() })
      .where(eq(verificationSubmission.id, approved.id));
    await updateUsers(server.app, db(), eq(user.id, investor.id), { selfieFileStatus: 'DONE' });
    return { ...investor, email: await emailOf(investor.id), approvedFileId: approved.fileId };
  }

  /** The attacker's download of the investor's own approved selfie, with the stolen token. */
  async function stolenSelfie(investor: { token: string; approvedFileId: string }): Promise<Buffer> {
    const answer = await fetch(`${server.baseUrl}/api/files/${investor.approvedFileId}/`, {
      headers: { authorization: `Bearer ${investor.token}` },
    });
    expect(answer.status).toBe(200);
    return Buffer.from(await answer.arrayBuffer());
  }

  async function openedWithLink(investor: { id: number; email: string }): Promise<{ reset: MfaReset; code: string }> {
    const before = server.mailbox.messages.length;
    const opened = await open(investor.id);
    expect(opened.status).toBe(201);
    const mail = await server.mailbox.waitFor(investor.email, { subject: /reset two-factor/, after: before });
    return { reset: opened.body.reset, code: codeOf(mail) };
  }

  it('refuses the stolen selfie sent back byte for byte, and never approves a re-encoded, mirrored copy', async () => {
    const investor = await victim();
    const stolen = await stolenSelfie(investor);
    const { reset, code } = await openedWithLink(investor);
    // The stolen token died with the opening.
    expect((await call(server, 'GET', '/auth/me/', { token: investor.token })).status).toBe(401);

    const same = await sendSelfie(code, stolen);
    expect([same.status, same.body]).toEqual([400, { message: 'SELFIE_IS_COPY', detail: { selfiePrivate: 'SELFIE_IS_COPY' } }]);
    // Nothing was stored and the link still works for a real photo.
    expect((await resetOf(investor.id))?.state).toBe('awaitingSelfie');

    // The same picture made to look new: mirrored, shrunk, saved as a JPEG.
    const disguised = await sharp(stolen).flop().resize(300).jpeg({ quality: 70 }).toBuffer();
    expect((await sendSelfie(code, disguised, 'image/jpeg')).status).toBe(200);
    const flagged = await resetOf(investor.id);
    expect(flagged).toMatchObject({ state: 'awaitingScreening', selfieCopy: { file: { id: investor.approvedFileId } } });
    expect(flagged?.selfieCopy?.distance).toBeLessThanOrEqual(10);

    const approval = await decide(screener, reset.id, { decision: 'approve' });
    expect([approval.status, approval.body]).toEqual([409, { message: 'MFA_RESET_SELFIE_COPY' }]);
    const [account] = await db().select().from(user).where(eq(user.id, investor.id));
    expect(account?.mfaEnabled).toBe(true);
    // Rejecting it is the way on: the investor is mailed a new link for a real photo.
    const before = server.mailbox.messages.length;
    expect((await decide(screener, reset.id, { decision: 'reject', reason: 'This is not a new photo' })).status).toBe(200);
    const again = await server.mailbox.waitFor(investor.email, { subject: /send your photo again/, after: before });
    expect((await sendSelfie(codeOf(again), await scenePicture(randomUUID()))).status).toBe(200);
    const fresh = await resetOf(investor.id);
    expect(fresh?.selfieCopy).toBeNull();
    expect((await decide(screener, reset.id, { decision: 'approve' })).body.reset.state).toBe('completed');
  });

  it('takes two staff members, neither of them the opener, when the account has money in progress', async () => {
    const investor = await victim();
    const offering = await createOffering(db());
    await insertJoining(db(), { userId: investor.id, offeringId: offering.id, status: 'WAITING_FOR_PAYMENT', amount: '5000' });
    const { reset, code } = await openedWithLink(investor);
    expect(reset.needsTwoApprovals).toBe(true);
    expect((await sendSelfie(code, await scenePicture(randomUUID()))).status).toBe(200);

    expect((await decide(opener, reset.id, { decision: 'approve' })).body).toEqual({ message: 'MFA_RESET_OWN_REQUEST' });
    const first = await decide(screener, reset.id, { decision: 'approve' });
    expect(first.status).toBe(200);
    expect(first.body.reset).toMatchObject({ state: 'awaitingSecondApproval', firstApprovedBy: screener.username, completedAt: null });
    let [account] = await db().select().from(user).where(eq(user.id, investor.id));
    expect(account?.mfaEnabled).toBe(true);
    const again = await decide(screener, reset.id, { decision: 'approve' });
    expect([again.status, again.body]).toEqual([403, { message: 'MFA_RESET_SECOND_APPROVER' }]);
    expect((await decide(opener, reset.id, { decision: 'approve' })).body).toEqual({ message: 'MFA_RESET_OWN_REQUEST' });
    const waiting = await call<{ results: MfaReset[] }>(server, 'GET', '/admin/mfa-resets/?state=awaitingSecondApproval', {
      token: secondScreener.tokens.access,
    });
    expect(waiting.body.results.map((r) => r.id)).toContain(reset.id);

    const second = await decide(secondScreener, reset.id, { decision: 'approve' });
    expect(second.body.reset).toMatchObject({ state: 'completed', completedBy: secondScreener.username });
    [account] = await db().select().from(user).where(eq(user.id, investor.id));
    expect(account?.mfaEnabled).toBe(false);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(investor.id)), eq(auditLog.targetType, 'user')));
    expect(audits.filter((a) => a.action === 'mfaReset.firstApprove').map((a) => a.actorId)).toEqual([screener.id]);
    expect(audits.find((a) => a.action === 'mfaReset.approve')).toMatchObject({
      actorId: secondScreener.id,
      detail: { firstApprovedBy: screener.id },
    });
  });

  it('holds a password reset by mail after a two-factor reset, and tells every address the account had lately', async () => {
    const investor = await victim();
    const oldAddress = `old-${investor.id}@example.com`;
    await db()
      .insert(emailChange)
      .values({ userId: investor.id, oldEmail: oldAddress, newEmail: investor.email, confirmedAt: new Date(), cancelUntil: new Date() });
    const { reset, code } = await openedWithLink(investor);
    expect((await sendSelfie(code, await scenePicture(randomUUID()))).status).toBe(200);
    expect((await decide(screener, reset.id, { decision: 'approve' })).body.reset.state).toBe('completed');

    // The thief, holding the mailbox, asks for a password reset: the link comes, but using it waits.
    const before = server.mailbox.messages.length;
    expect((await call(server, 'POST', '/auth/forgot_password/', { json: { email: investor.email } })).status).toBe(200);
    const linkMail = await server.mailbox.waitFor(investor.email, { subject: /reset your password/, after: before });
    const linkCode = codeOfLink(linkIn(linkMail, '/resetPassword/'));
    const attempt = { email: investor.email, verificationCode: linkCode, password: 'Thief#Owns2026' };
    const held = await call<{ message: string; detail: { until: string } }>(server, 'POST', '/auth/reset_password/', { json: attempt });
    expect([held.status, held.body.message]).toEqual([403, 'PASSWORD_RESET_HELD']);
    const until = new Date(held.body.detail.until).getTime();
    expect(until - Date.now()).toBeGreaterThan(3 * 86_400_000 - 120_000);
    // Both the current and the old address hear of it; the password is unchanged.
    await mailTo(server.mailbox, investor.email, /held back/);
    await mailTo(server.mailbox, oldAddress, /held back/);
    expect((await login(server, { username: investor.username, password: PASSWORD })).access).toBeTruthy();
    expect(
      (
        await db()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'user.password.resetHeld'), eq(auditLog.targetId, String(investor.id))))
      ).length,
    ).toBe(1);

    // After the hold the owner resets the password as usual (the link was not spent by the refusal).
    await db()
      .update(mfaReset)
      .set({ completedAt: new Date(Date.now() - 3 * 86_400_000 - 60_000) })
      .where(eq(mfaReset.id, reset.id));
    const done = await call(server, 'POST', '/auth/reset_password/', { json: { ...attempt, password: 'Owner#Back2026' } });
    expect(done.status).toBe(200);
  });

  it('lets a member new to approving reject a reset selfie but not approve it', async () => {
    const investor = await victim();
    const { reset, code } = await openedWithLink(investor);
    expect((await sendSelfie(code, await scenePicture(randomUUID()))).status).toBe(200);
    const newcomer = await staffMember(server, 'compliance', { approverSince: new Date() });
    const approval = await decide(newcomer, reset.id, { decision: 'approve' });
    expect([approval.status, (approval.body as unknown as { message: string }).message]).toEqual([403, 'APPROVER_TOO_NEW']);
    expect((await resetOf(investor.id))?.state).toBe('awaitingScreening');
    expect((await decide(newcomer, reset.id, { decision: 'reject', reason: 'Too dark' })).status).toBe(200);
  });

  it('ends every password-reset link when a reset opens', async () => {
    const investor = await victim();
    const before = server.mailbox.messages.length;
    expect((await call(server, 'POST', '/auth/forgot_password/', { json: { email: investor.email } })).status).toBe(200);
    const linkMail = await server.mailbox.waitFor(investor.email, { subject: /reset your password/, after: before });
    const linkCode = codeOfLink(linkIn(linkMail, '/resetPassword/'));
    await openedWithLink(investor);
    const answer = await call(server, 'POST', '/auth/reset_password/', {
      json: { email: investor.email, verificationCode: linkCode, password: 'Thief#Owns2026' },
    });
    expect([answer.status, answer.body]).toEqual([400, { message: 'LINK_EXPIRED' }]);
  });
});
