import { randomUUID } from 'node:crypto';
import type { MfaReset } from '@ico/domain/contracts/mfa-resets';
import { MFA_RESET_LINK_DAYS } from '@ico/domain/mfa-reset';
import { linkIn, type ParsedMail } from '@ico/testing/mime';
import { scenePicture } from '@ico/testing/scene-pictures';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authSession, emailVerification, privateFile, recoveryCode, user, verificationSubmission } from '../src/db/schema';
import { hashToken } from '../src/security/tokens';
import { updateUsers } from '../src/services/sessions/session-state-writes';
import { type AccountsServer, call, type StaffAccount, staffDesks, staffMember, startAccountsServer } from './support/accounts';
import { JPEG, multipart, PDF } from './support/admin-offerings';
import { mailTo } from './support/communication';
import { createInvestor, type Investor } from './support/offerings';
import { ONE_DATABASE } from './support/test-server';
import { insertSubmission } from './support/verification';

const PAGE = '/mfa_reset/';
const codeOf = (mail: ParsedMail) => decodeURIComponent(new URL(linkIn(mail, PAGE)).pathname.slice(PAGE.length));

describe('two-factor reset by staff with a new selfie', () => {
  let server: AccountsServer;
  let compliance: StaffAccount;
  /** A second compliance member: the one who opened a reset never decides it. */
  let screener: StaffAccount;
  let support: StaffAccount;
  let operations: StaffAccount;

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
    ({ compliance, support, operations } = await staffDesks(server));
    screener = await staffMember(server, 'compliance');
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.app.database.db;
  const emailOf = async (userId: number) =>
    (await db().select({ email: user.email }).from(user).where(eq(user.id, userId)))[0]?.email ?? '';
  const open = (token: string, body: unknown) => call<{ reset: MfaReset }>(server, 'POST', '/admin/mfa-resets/', { token, json: body });
  const decide = (token: string, id: number, body: unknown) =>
    call<{ reset: MfaReset }>(server, 'POST', `/admin/mfa-resets/${id}/decision/`, { token, json: body });
  const cancel = (token: string, id: number) => call<{ reset: MfaReset }>(server, 'POST', `/admin/mfa-resets/${id}/cancel/`, { token });
  const resetsOf = async (userId: number) =>
    (
      await call<{ results: MfaReset[]; count: number }>(server, 'GET', `/admin/mfa-resets/?userId=${userId}`, {
        token: compliance.tokens.access,
      })
    ).body.results;
  const check = (code: string, token?: string) => call(server, 'POST', '/auth/mfa_reset/check/', { json: { code }, token });
  /** Sends a selfie with the link's code: by default a new photo (a picture no account sent before). */
  const sendSelfie = async (code: string, file: { data?: Buffer; type?: string; name?: string } = {}, token?: string) =>
    multipart(server, 'POST', '/auth/mfa_reset/selfie/', token, [
      { field: 'code', value: code },
      { field: 'selfiePrivate', data: await scenePicture(randomUUID()), ...file },
    ]);
  /** A new session of the investor (the reset ended the ones before): as if the owner signed in again. */
  const freshToken = async (userId: number) => {
    const sessionId = randomUUID();
    await db().insert(authSession).values({ id: sessionId, userId, ipAddress: '127.0.0.1' });
    return server.app.tokens.signAccess({ userId, sessionId });
  };
  const fileStatus = async (id: string, token: string) =>
    (await fetch(`${server.baseUrl}/api/files/${id}/`, { headers: { authorization: `Bearer ${token}` } })).status;
  const auditsOf = (action: string, userId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(userId))));

  /** A verified investor with two-factor on, an approved identity submission and ten recovery codes. */
  async function investorWithTwoFactor(): Promise<Investor & { email: string; approvedFileId: string }> {
    const investor = await createInvestor(server);
    const approved = await insertSubmission(server, investor.id, 'selfieFile', { file: await scenePicture(`approved-${investor.id}`) });
    await db()
      .update(verificationSubmission)
      .set({ status: 'DONE', decidedAt: new Date() })
      .where(eq(verificationSubmission.id, approved.id));
    await updateUsers(server.app, db(), eq(user.id, investor.id), { selfieFileStatus: 'DONE' });
    await db()
      .insert(recoveryCode)
      .values(Array.from({ length: 10 }, (_, i) => ({ userId: investor.id, codeHash: hashToken(`code-${investor.id}-${i}`) })));
    return { ...investor, email: await emailOf(investor.id), approvedFileId: approved.fileId };
  }

  it('lets only staff who may reset two-factor open one, with a reason, for an investor with two-factor on', async () => {
    const investor = await investorWithTwoFactor();
    for (const staff of [support, operations]) {
      expect((await open(staff.tokens.access, { userId: investor.id, reason: 'Lost phone' })).body).toEqual({ message: 'FORBIDDEN' });
    }
    expect(
      (await call(server, 'POST', '/admin/mfa-resets/', { token: investor.token, json: { userId: investor.id, reason: 'x' } })).status,
    ).toBe(403);
    const noReason = await open(compliance.tokens.access, { userId: investor.id, reason: '  ' });
    expect([noReason.status, noReason.body]).toEqual([400, { message: 'VALIDATION_FAILED', detail: { reason: 'REASON_REQUIRED' } }]);

    const withoutTwoFactor = await createInvestor(server, { mfa: false });
    const refused = await open(compliance.tokens.access, { userId: withoutTwoFactor.id, reason: 'Lost phone' });
    expect([refused.status, refused.body]).toEqual([400, { message: 'MFA_NOT_ENABLED' }]);
    const staffTarget = await open(compliance.tokens.access, { userId: support.id, reason: 'Lost phone' });
    expect([staffTarget.status, staffTarget.body]).toEqual([403, { message: 'MFA_RESET_STAFF' }]);
    const nobody = await open(compliance.tokens.access, { userId: 2_147_483_647, reason: 'Lost phone' });
    expect([nobody.status, nobody.body]).toEqual([404, { message: 'USER_NOT_EXIST' }]);
    // Nothing was opened or mailed by the refusals.
    expect(await resetsOf(investor.id)).toEqual([]);
    expect(server.mailbox.messages.filter((m) => m.to.includes(investor.email))).toEqual([]);
  });

  it('opens one reset at a time, even when two staff members press at once', async () => {
    const investor = await investorWithTwoFactor();
    const answers = await Promise.all([
      open(compliance.tokens.access, { userId: investor.id, reason: 'Inquiry 7: phone stolen' }),
      open(compliance.tokens.access, { userId: investor.id, reason: 'Inquiry 7: phone stolen' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({ message: 'MFA_RESET_OPEN' });
    expect(await resetsOf(investor.id)).toHaveLength(1);
  });

  it('runs the whole reset: link, selfie beside the approved one, a rejection with a new link, the approval', async () => {
    const investor = await investorWithTwoFactor();
    const opened = await open(compliance.tokens.access, { userId: investor.id, reason: 'Inquiry 7: lost phone and codes' });
    expect(opened.status).toBe(201);
    const reset = opened.body.reset;
    expect(reset).toMatchObject({
      userId: investor.id,
      state: 'awaitingSelfie',
      requestedBy: compliance.username,
      attempts: 0,
      selfie: null,
    });
    const days = (new Date(reset.linkExpiresAt ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(MFA_RESET_LINK_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(MFA_RESET_LINK_DAYS);
    expect(reset.approvedIdentity?.files.map((f) => f.id)).toEqual([investor.approvedFileId]);
    expect(reset).toMatchObject({ needsTwoApprovals: false, selfieCopy: null, firstApprovedBy: null });
    const [openAudit] = await auditsOf('mfaReset.open', investor.id);
    expect(openAudit?.detail).toMatchObject({ sessions: 1 });
    // Opening ends every session of the account: a stolen token is dead before any selfie arrives.
    const meAtOpen = await call(server, 'GET', '/auth/me/', { token: investor.token });
    expect([meAtOpen.status, meAtOpen.body]).toEqual([401, { message: 'SESSION_REVOKED' }]);

    // The mailed link: only its hash is stored.
    const mail = await mailTo(server.mailbox, investor.email, /reset two-factor/);
    const code = codeOf(mail);
    const links = await db().select().from(emailVerification).where(eq(emailVerification.userId, investor.id));
    expect(links.map((l) => l.codeHash)).toEqual([hashToken(code)]);
    expect(links.some((l) => l.codeHash === code)).toBe(false);

    // The page checks the link without signing in.
    const checked = await check(code);
    expect([checked.status, checked.body]).toEqual([
      200,
      { username: investor.username, nationality: 'THAI', expiresAt: reset.linkExpiresAt },
    ]);
    expect((await check(`${code}x`)).body).toEqual({ message: 'VERIFICATION_CODE_WRONG' });
    expect((await check('')).status).toBe(400);
    // The reset link is no sign-up link, nor the other way round.
    const asSignUp = await call(server, 'GET', `/auth/verification_link/?email=${encodeURIComponent(investor.email)}&code=${code}`);
    expect([asSignUp.status, asSignUp.body]).toEqual([400, { message: 'VERIFICATION_CODE_WRONG' }]);

    // The selfie follows the identity files' rules.
    const none = await multipart(server, 'POST', '/auth/mfa_reset/selfie/', undefined, [{ field: 'code', value: code }]);
    expect([none.status, none.body]).toEqual([400, { message: 'FILE_REQUIRED', detail: { selfiePrivate: 'FILE_REQUIRED' } }]);
    const text = await sendSelfie(code, { data: Buffer.from('not a picture'), type: 'image/png' });
    expect([text.status, text.body]).toMatchObject([400, { message: 'FILE_TYPE_NOT_ALLOWED' }]);
    const tooLarge = await sendSelfie(code, { data: Buffer.concat([JPEG, Buffer.alloc(2_700_000)]), type: 'image/jpeg' });
    expect([tooLarge.status, tooLarge.body]).toMatchObject([413, { message: 'FILE_TOO_LARGE' }]);
    const wrongField = await multipart(server, 'POST', '/auth/mfa_reset/selfie/', undefined, [
      { field: 'code', value: code },
      { field: 'IDcard1Private' },
    ]);
    expect(wrongField.status).toBe(400);
    const sent = await sendSelfie(code);
    expect([sent.status, sent.body]).toEqual([200, { message: 'FINISH' }]);

    // The link worked once.
    expect((await check(code)).body).toEqual({ message: 'LINK_EXPIRED' });
    expect((await sendSelfie(code)).body).toEqual({ message: 'LINK_EXPIRED' });

    // The selfie waits for staff beside the approved identity, and never touches the identity item.
    let [current] = await resetsOf(investor.id);
    expect(current).toMatchObject({ state: 'awaitingScreening', attempts: 1, linkExpiresAt: null });
    expect(current?.selfie?.files).toHaveLength(1);
    expect(current?.approvedIdentity?.files.map((f) => f.id)).toEqual([investor.approvedFileId]);
    const selfieFileId = current?.selfie?.files[0]?.id ?? '';
    expect((await db().select().from(privateFile).where(eq(privateFile.id, selfieFileId)))[0]?.ownerId).toBe(investor.id);
    const [account] = await db().select().from(user).where(eq(user.id, investor.id));
    expect(account?.selfieFileStatus).toBe('DONE');
    const verification = await call<{ items: { selfieFile?: { status: string } } }>(server, 'GET', '/auth/verification/', {
      token: await freshToken(investor.id),
    });
    expect(verification.body.items.selfieFile?.status).toBe('DONE');
    const queue = await call<{ results: { id: number }[] }>(server, 'GET', '/admin/screening/?item=selfieFile', {
      token: compliance.tokens.access,
    });
    expect(queue.body.results.map((r) => r.id)).not.toContain(current?.selfie?.submissionId);
    const asItem = await call(server, 'GET', `/admin/screening/${current?.selfie?.submissionId}/`, { token: compliance.tokens.access });
    expect(asItem.status).toBe(404);
    const waiting = await call<{ results: MfaReset[] }>(server, 'GET', '/admin/mfa-resets/?state=awaitingScreening', {
      token: compliance.tokens.access,
    });
    expect(waiting.body.results.map((r) => r.id)).toContain(reset.id);
    // Screeners see the new selfie; support staff do not.
    expect(await fileStatus(selfieFileId, compliance.tokens.access)).toBe(200);
    expect(await fileStatus(selfieFileId, support.tokens.access)).toBe(404);

    // A rejection needs a reason, keeps the reset open and mails the reason with a new link.
    expect((await decide(support.tokens.access, reset.id, { decision: 'approve' })).body).toEqual({ message: 'FORBIDDEN' });
    // The member who opened the reset never decides it, either way.
    for (const decision of [{ decision: 'approve' }, { decision: 'reject', reason: 'Blurred' }]) {
      const own = await decide(compliance.tokens.access, reset.id, decision);
      expect([own.status, own.body]).toEqual([403, { message: 'MFA_RESET_OWN_REQUEST' }]);
    }
    const noReason = await decide(screener.tokens.access, reset.id, { decision: 'reject' });
    expect([noReason.status, noReason.body]).toEqual([400, { message: 'VALIDATION_FAILED', detail: { reason: 'REASON_REQUIRED' } }]);
    const mailsBefore = server.mailbox.messages.length;
    const rejected = await decide(screener.tokens.access, reset.id, { decision: 'reject', reason: 'Your face is not visible' });
    expect(rejected.body.reset).toMatchObject({
      state: 'awaitingSelfie',
      selfie: { status: 'REJECT', reason: 'Your face is not visible' },
    });
    expect(rejected.body.reset.linkExpiresAt).not.toBeNull();
    const again = await server.mailbox.waitFor(investor.email, { subject: /send your photo again/, after: mailsBefore });
    expect(again.text).toContain('Your face is not visible');
    const secondCode = codeOf(again);
    expect(secondCode).not.toBe(code);
    expect(
      (await sendSelfie(secondCode, { data: await scenePicture(randomUUID(), 'jpeg'), type: 'image/jpeg', name: 'me.jpg' })).status,
    ).toBe(200);
    [current] = await resetsOf(investor.id);
    expect(current).toMatchObject({ state: 'awaitingScreening', attempts: 2 });

    // The approval: two-factor off, secret and codes gone, every session ended, the owner mailed, audited.
    const approved = await decide(screener.tokens.access, reset.id, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body.reset).toMatchObject({ state: 'completed', completedBy: screener.username, selfie: { status: 'DONE' } });
    const [after] = await db().select().from(user).where(eq(user.id, investor.id));
    expect(after).toMatchObject({ mfaEnabled: false, otpSecret: null, otpPendingSecret: null, selfieFileStatus: 'DONE' });
    expect(await db().select().from(recoveryCode).where(eq(recoveryCode.userId, investor.id))).toEqual([]);
    const me = await call(server, 'GET', '/auth/me/', { token: investor.token });
    expect([me.status, me.body]).toEqual([401, { message: 'SESSION_REVOKED' }]);
    expect((await mailTo(server.mailbox, investor.email, /was reset/)).text).toContain('/login');
    const [audit] = await auditsOf('mfaReset.approve', investor.id);
    expect(audit).toMatchObject({ actorId: screener.id, detail: { recoveryCodes: 10, sessions: 1 } });
    expect(await auditsOf('mfaReset.reject', investor.id)).toHaveLength(1);

    // Decided once: a second decision or a cancel now conflicts.
    expect((await decide(screener.tokens.access, reset.id, { decision: 'approve' })).body).toEqual({ message: 'STATUS_CONFLICT' });
    expect((await cancel(compliance.tokens.access, reset.id)).body).toEqual({ message: 'STATUS_CONFLICT' });
    // Two-factor is off now: no new reset.
    expect((await open(compliance.tokens.access, { userId: investor.id, reason: 'again' })).body).toEqual({ message: 'MFA_NOT_ENABLED' });
  });

  it("takes nothing from another user's link: the link names its owner, whoever is signed in", async () => {
    const owner = await investorWithTwoFactor();
    const other = await investorWithTwoFactor();
    await open(compliance.tokens.access, { userId: owner.id, reason: 'Lost phone' });
    await open(compliance.tokens.access, { userId: other.id, reason: 'Lost phone' });
    const ownerCode = codeOf(await mailTo(server.mailbox, owner.email, /reset two-factor/));

    // The other investor, signed in, sends a selfie with the owner's link: it lands on the owner's reset only.
    expect((await sendSelfie(ownerCode, {}, other.token)).status).toBe(200);
    const [ownerReset] = await resetsOf(owner.id);
    const [otherReset] = await resetsOf(other.id);
    expect(ownerReset?.state).toBe('awaitingScreening');
    expect(otherReset).toMatchObject({ state: 'awaitingSelfie', attempts: 0 });
    const fileId = ownerReset?.selfie?.files[0]?.id ?? '';
    expect(await fileStatus(fileId, await freshToken(other.id))).toBe(404);
    expect(await fileStatus(fileId, await freshToken(owner.id))).toBe(200);

    // Decisions are made on the reset, not on any submission id: the other's reset has no selfie to decide.
    expect((await decide(screener.tokens.access, otherReset?.id ?? 0, { decision: 'approve' })).body).toEqual({
      message: 'STATUS_CONFLICT',
    });
    // A set-password link of another account is no reset link.
    const foreignCode = 'x'.repeat(32);
    await db()
      .insert(emailVerification)
      .values({
        email: other.email,
        codeHash: hashToken(foreignCode),
        purpose: 'activate',
        userId: other.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    expect((await check(foreignCode)).body).toEqual({ message: 'VERIFICATION_CODE_WRONG' });
    expect((await sendSelfie(foreignCode)).body).toEqual({ message: 'VERIFICATION_CODE_WRONG' });
    // An unknown reset is not there.
    expect((await decide(screener.tokens.access, 2_147_483_647, { decision: 'approve' })).status).toBe(404);
    expect((await cancel(compliance.tokens.access, 2_147_483_647)).status).toBe(404);
  });

  it('lets staff cancel an open reset: the link dies, two-factor stays, a new reset may follow', async () => {
    const investor = await investorWithTwoFactor();
    const { reset } = (await open(compliance.tokens.access, { userId: investor.id, reason: 'Caller unsure' })).body;
    const code = codeOf(await mailTo(server.mailbox, investor.email, /reset two-factor/));
    expect((await cancel(support.tokens.access, reset.id)).body).toEqual({ message: 'FORBIDDEN' });
    const cancelled = await cancel(compliance.tokens.access, reset.id);
    expect(cancelled.body.reset).toMatchObject({ state: 'cancelled', linkExpiresAt: null });
    expect((await check(code)).body).toEqual({ message: 'LINK_EXPIRED' });
    expect((await sendSelfie(code)).body).toEqual({ message: 'LINK_EXPIRED' });
    await mailTo(server.mailbox, investor.email, /was cancelled/);
    const [account] = await db().select().from(user).where(eq(user.id, investor.id));
    expect(account?.mfaEnabled).toBe(true);
    // The sessions that ended when it opened stay ended: the owner signs in again (with the authenticator found).
    expect((await call(server, 'GET', '/auth/me/', { token: investor.token })).status).toBe(401);
    expect(await auditsOf('mfaReset.cancel', investor.id)).toHaveLength(1);
    expect((await cancel(compliance.tokens.access, reset.id)).body).toEqual({ message: 'STATUS_CONFLICT' });
    const mailsBefore = server.mailbox.messages.length;
    expect((await open(compliance.tokens.access, { userId: investor.id, reason: 'Called back' })).status).toBe(201);
    // A PDF is taken, as on the identity screen.
    const code2 = codeOf(await server.mailbox.waitFor(investor.email, { subject: /reset two-factor/, after: mailsBefore }));
    expect((await sendSelfie(code2, { data: PDF, type: 'application/pdf', name: 'me.pdf' })).status).toBe(200);
  });

  it('limits link checks and uploads per address', async () => {
    let last = 0;
    for (let i = 0; i < 101 && last !== 429; i += 1) last = (await check(`unknown-${i}-${'y'.repeat(20)}`)).status;
    expect(last).toBe(429);
    const answer = await call(server, 'POST', '/auth/mfa_reset/check/', { json: { code: 'z'.repeat(30) } });
    expect(answer.headers.get('retry-after')).not.toBeNull();
  });
});
