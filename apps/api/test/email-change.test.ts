import { EMAIL_CHANGE_LINK_PATH, type EmailChangeLinkKind } from '@ico/domain/email-change-routes';
import { linkIn, type ParsedMail } from '@ico/testing/mime';
import { nextOtp } from '@ico/testing/otp';
import { enableTwoFactor } from '@ico/testing/portal';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailChange, emailVerification, user } from '../src/db/schema';
import { hashToken } from '../src/security/tokens';
import { type AccountsServer, call, type InvestorInput, login, signUp, startAccountsServer, type Tokens } from './support/accounts';
import { ONE_DATABASE } from './support/test-server';

const SUBJECT = {
  confirm: /confirm the new e-mail address/,
  requested: /a change of your e-mail address was requested/,
  taken: /already has an account/,
  changed: /your e-mail address was changed/,
  changedFromHere: /the e-mail address of your account was changed/,
  cancelled: /change of your e-mail address was undone/,
};

const newAddress = (tag: string) => `new-${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`;

describe.each([ONE_DATABASE])('e-mail change on %s', (database) => {
  let server: AccountsServer;

  beforeAll(async () => {
    server = await startAccountsServer(database);
  }, 120_000);
  afterAll(() => server?.close());

  const db = () => server.app.database.db;
  /** The next mail to `to` with this subject, after the mails already received. */
  const nextMail = (to: string, subject: RegExp, after: number) => server.mailbox.waitFor(to, { subject, after });
  const mark = () => server.mailbox.messages.length;
  const codeIn = (mail: ParsedMail, kind: EmailChangeLinkKind) =>
    decodeURIComponent(new URL(linkIn(mail, `${EMAIL_CHANGE_LINK_PATH[kind]}/`)).pathname.split('/').pop() ?? '');

  const ask = (token: string, body: Record<string, unknown>) => call(server, 'POST', '/auth/email_change/', { token, json: body });
  const confirm = (code: string, token?: string) =>
    call(server, 'POST', '/auth/email_change/confirm/', { json: { code }, ...(token ? { token } : {}) });
  const cancel = (code: string, token?: string) =>
    call(server, 'POST', '/auth/email_change/cancel/', { json: { code }, ...(token ? { token } : {}) });
  const check = (kind: string, code: string) =>
    call(server, 'GET', `/auth/email_change/link/?kind=${kind}&code=${encodeURIComponent(code)}`);
  const me = (token: string) => call(server, 'GET', '/auth/me/', { token });
  const pending = (token: string) => call(server, 'GET', '/auth/email_change/', { token });
  const emailOf = async (username: string) =>
    (await db().select({ email: user.email }).from(user).where(eq(user.username, username)))[0]?.email;

  /** An investor with two sessions and a change to a fresh address asked from the first: the codes of both links. */
  async function requested(person?: InvestorInput) {
    const investor = person ?? (await signUp(server));
    const sessions: [Tokens, Tokens] = [await login(server, investor), await login(server, investor)];
    const to = newAddress('x');
    const before = mark();
    const answer = await ask(sessions[0].access, { email: to, password: investor.password });
    expect([answer.status, answer.body]).toEqual([202, { message: 'EMAIL_CHANGE_SENT' }]);
    const cancelCode = codeIn(await nextMail(investor.email, SUBJECT.requested, before), 'cancel');
    const confirmCode = codeIn(await nextMail(to, SUBJECT.confirm, before), 'confirm');
    return { investor, sessions, to, confirmCode, cancelCode };
  }

  it('confirms from the new address: the address changes, other sessions end, both are told, and the next mails go to it', async () => {
    const { investor, sessions, to, confirmCode, cancelCode } = await requested();
    const told = server.mailbox.messages.filter((m) => m.to.includes(investor.email)).at(-1);
    expect(told?.text).toContain(to);
    // Until the new address confirms, nothing changes; the profile shows the change waiting.
    expect((await me(sessions[0].access)).body.email).toBe(investor.email);
    const waiting = await pending(sessions[0].access);
    expect(waiting.body).toEqual({
      change: { newEmail: to, requested_at: expect.any(String), expires_at: expect.any(String) },
    });
    expect(Date.parse(String((waiting.body.change as { expires_at: string }).expires_at)) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    // The links are stored only as hashes.
    const links = await db()
      .select()
      .from(emailVerification)
      .where(sql`${emailVerification.purpose} in ('email-change', 'email-change-cancel')`);
    expect(links.some((l) => l.codeHash === hashToken(confirmCode) && l.email === to && l.purpose === 'email-change')).toBe(true);
    expect(JSON.stringify(links)).not.toContain(confirmCode);
    expect(JSON.stringify(links)).not.toContain(cancelCode);

    const page = await check('confirm', confirmCode);
    expect(page.body).toEqual({
      kind: 'confirm',
      oldEmail: investor.email,
      newEmail: to,
      confirmed: false,
      cancel_until: expect.any(String),
    });

    const before = mark();
    const done = await confirm(confirmCode, sessions[0].access);
    expect([done.status, done.body]).toEqual([200, { message: 'EMAIL_CHANGED' }]);
    expect((await me(sessions[0].access)).body.email).toBe(to);
    expect([(await me(sessions[1].access)).status, (await me(sessions[1].access)).body]).toEqual([401, { message: 'SESSION_REVOKED' }]);
    await nextMail(to, SUBJECT.changed, before);
    const oldTold = await nextMail(investor.email, SUBJECT.changedFromHere, before);
    expect(oldTold.text).toContain(to);
    // The old address gets a fresh cancel link, valid to the end of the same period.
    const freshCancel = codeIn(oldTold, 'cancel');
    expect(freshCancel).not.toBe(cancelCode);
    expect((await check('cancel', freshCancel)).body).toMatchObject({ kind: 'cancel', confirmed: true, newEmail: to });
    expect((await pending(sessions[0].access)).body).toEqual({ change: null });

    // Reuse: a confirm link works once.
    expect([(await confirm(confirmCode)).status, (await confirm(confirmCode)).body]).toEqual([400, { message: 'LINK_EXPIRED' }]);
    expect((await check('confirm', confirmCode)).body).toEqual({ message: 'LINK_EXPIRED' });

    const userId = String((await me(sessions[0].access)).body.id);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'email.change.confirm'), eq(auditLog.targetId, userId)));
    expect(audit?.detail).toEqual({ from: investor.email, to });

    // The next mails go to the new address: a password change, and a sign-up with it is told it has an account.
    const afterChange = mark();
    const changed = await call(server, 'POST', '/auth/change_password/', {
      token: sessions[0].access,
      json: { old_password: investor.password, new_password: `${investor.password}x` },
    });
    expect(changed.status).toBe(200);
    await nextMail(to, /password was changed/, afterChange);
    expect(server.mailbox.messages.slice(afterChange).filter((m) => m.to.includes(investor.email))).toEqual([]);
    await call(server, 'POST', '/auth/send_email_verification_code/', { form: { email: to.toUpperCase() } });
    await nextMail(to, /already has an account/, afterChange);
    // The old address is free again for a sign-up.
    await call(server, 'POST', '/auth/send_email_verification_code/', { form: { email: investor.email } });
    expect(linkIn(await nextMail(investor.email, /confirm your e-mail to sign up/, afterChange), '/register/')).toContain('/register/');
  });

  it('cancels before the confirmation: the confirm link dies, every session ends, the owner is told to set a new password', async () => {
    const { investor, sessions, to, confirmCode, cancelCode } = await requested();
    expect((await check('cancel', cancelCode)).body).toMatchObject({
      kind: 'cancel',
      oldEmail: investor.email,
      newEmail: to,
      confirmed: false,
    });
    const before = mark();
    const undone = await cancel(cancelCode);
    expect([undone.status, undone.body]).toEqual([200, { message: 'EMAIL_CHANGE_CANCELLED' }]);
    for (const session of sessions) expect((await me(session.access)).body).toEqual({ message: 'SESSION_REVOKED' });
    const advice = await nextMail(investor.email, SUBJECT.cancelled, before);
    expect(advice.text).toMatch(/set a new one now/);
    expect(await emailOf(investor.username)).toBe(investor.email);
    expect((await confirm(confirmCode)).body).toEqual({ message: 'LINK_EXPIRED' });
    expect((await cancel(cancelCode)).body).toEqual({ message: 'LINK_EXPIRED' });
    const row = (await db().select().from(emailChange).where(eq(emailChange.newEmail, to)))[0];
    expect(row?.cancelledAt).not.toBeNull();
    expect(row?.confirmedAt).toBeNull();
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'email.change.cancel'), eq(auditLog.targetId, String(row?.userId))));
    expect(audits.map((a) => a.detail)).toEqual([{ from: to, to: investor.email, confirmed: false }]);
    // The owner signs in again with the password.
    expect((await login(server, investor)).access).toEqual(expect.any(String));
  });

  it('cancels after the confirmation within 72 hours: the old address comes back and every session ends, the kept one too', async () => {
    const { investor, sessions, to, confirmCode, cancelCode } = await requested();
    const beforeConfirm = mark();
    expect((await confirm(confirmCode, sessions[0].access)).status).toBe(200);
    expect(await emailOf(investor.username)).toBe(to);
    // The confirmation's mail to the old address, with a fresh cancel link (the outbox sends it after the answer).
    const confirmedMail = await nextMail(investor.email, SUBJECT.changedFromHere, beforeConfirm);
    const before = mark();
    // The link of the first mail still works after the confirmation.
    expect((await cancel(cancelCode)).body).toEqual({ message: 'EMAIL_CHANGE_CANCELLED' });
    expect(await emailOf(investor.username)).toBe(investor.email);
    expect((await me(sessions[0].access)).body).toEqual({ message: 'SESSION_REVOKED' });
    await nextMail(investor.email, SUBJECT.cancelled, before);
    // The confirmation's fresh cancel link is spent with it.
    const fresh = codeIn(confirmedMail, 'cancel');
    expect((await cancel(fresh)).body).toEqual({ message: 'LINK_EXPIRED' });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'email.change.cancel'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(audit?.detail).toEqual({ from: to, to: investor.email, confirmed: true });
  });

  it('withdraws a later change with the one cancelled: its cancel link cannot bring the other address back', async () => {
    // A taker confirms A -> B, then B -> C; the owner undoes A -> B from A.
    const { investor, sessions, to: b, confirmCode, cancelCode } = await requested();
    expect((await confirm(confirmCode, sessions[0].access)).status).toBe(200);
    const c = newAddress('c');
    const before = mark();
    expect((await ask(sessions[0].access, { email: c, password: investor.password })).status).toBe(202);
    const bCancel = codeIn(await nextMail(b, SUBJECT.requested, before), 'cancel');
    expect((await confirm(codeIn(await nextMail(c, SUBJECT.confirm, before), 'confirm'), sessions[0].access)).status).toBe(200);
    expect(await emailOf(investor.username)).toBe(c);

    expect((await cancel(cancelCode)).status).toBe(200);
    expect(await emailOf(investor.username)).toBe(investor.email);
    expect((await cancel(bCancel)).body).toEqual({ message: 'LINK_EXPIRED' });
    expect(await emailOf(investor.username)).toBe(investor.email);
  });

  it('refuses expired links: the confirm link after 24 hours, the cancel link after 72', async () => {
    const first = await requested();
    await db()
      .update(emailVerification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerification.codeHash, hashToken(first.confirmCode)));
    expect([(await confirm(first.confirmCode)).status, (await confirm(first.confirmCode)).body]).toEqual([
      400,
      { message: 'LINK_EXPIRED' },
    ]);
    expect((await check('confirm', first.confirmCode)).body).toEqual({ message: 'LINK_EXPIRED' });
    expect(await emailOf(first.investor.username)).toBe(first.investor.email);

    const second = await requested();
    expect((await confirm(second.confirmCode)).status).toBe(200);
    const [link] = await db()
      .select()
      .from(emailVerification)
      .where(eq(emailVerification.codeHash, hashToken(second.cancelCode)));
    // The change's own period ends, whatever the link's row says.
    await db()
      .update(emailChange)
      .set({ cancelUntil: new Date(Date.now() - 1000) })
      .where(eq(emailChange.id, link?.emailChangeId ?? 0));
    expect([(await cancel(second.cancelCode)).status, (await cancel(second.cancelCode)).body]).toEqual([400, { message: 'LINK_EXPIRED' }]);
    expect(await emailOf(second.investor.username)).toBe(second.to);
  });

  it('keeps one pending change: a new request replaces the old one and its links', async () => {
    const { investor, sessions, to, confirmCode, cancelCode } = await requested();
    const other = newAddress('y');
    const before = mark();
    expect((await ask(sessions[0].access, { email: other, password: investor.password })).status).toBe(202);
    const otherConfirm = codeIn(await nextMail(other, SUBJECT.confirm, before), 'confirm');
    expect((await confirm(confirmCode)).body).toEqual({ message: 'LINK_EXPIRED' });
    expect((await cancel(cancelCode)).body).toEqual({ message: 'LINK_EXPIRED' });
    expect(((await pending(sessions[0].access)).body.change as { newEmail: string }).newEmail).toBe(other);
    expect((await confirm(otherConfirm)).status).toBe(200);
    expect(await emailOf(investor.username)).toBe(other);
    expect(await db().select().from(emailChange).where(eq(emailChange.newEmail, to))).toMatchObject([{ confirmedAt: null }]);
  });

  it("answers the same for another account's address, whose owner is told instead; EMAIL_EXISTS when taken meanwhile", async () => {
    const owner = await signUp(server);
    const holder = await signUp(server);
    const tokens = await login(server, owner);
    const before = mark();
    const answer = await ask(tokens.access, { email: holder.email.toUpperCase(), password: owner.password });
    expect([answer.status, answer.body]).toEqual([202, { message: 'EMAIL_CHANGE_SENT' }]);
    const notice = await nextMail(holder.email, SUBJECT.taken, before);
    expect(notice.text).not.toContain(EMAIL_CHANGE_LINK_PATH.confirm);
    await nextMail(owner.email, SUBJECT.requested, before);
    expect((await pending(tokens.access)).body).toMatchObject({ change: { newEmail: holder.email } });
    expect(await emailOf(owner.username)).toBe(owner.email);

    // A free address asked for, then signed up with by someone else before the link is used.
    const { confirmCode, to, investor } = await requested();
    await signUp(server, { email: to });
    const refused = await confirm(confirmCode);
    expect([refused.status, refused.body]).toEqual([409, { message: 'EMAIL_EXISTS', detail: { email: 'EMAIL_EXISTS' } }]);
    expect(await emailOf(investor.username)).toBe(investor.email);
  });

  it('asks for the step-up: no change with the token alone, a wrong password, or without the code when two-factor is on', async () => {
    const investor = await signUp(server);
    const { access } = await login(server, investor);
    const to = newAddress('s');
    const before = mark();
    expect((await call(server, 'POST', '/auth/email_change/', { json: { email: to, password: investor.password } })).body).toEqual({
      message: 'UNAUTHORIZED',
    });
    expect((await call(server, 'GET', '/auth/email_change/')).status).toBe(401);
    const noPassword = await ask(access, { email: to });
    expect([noPassword.status, noPassword.body]).toEqual([
      400,
      { message: 'VALIDATION_FAILED', detail: { password: 'PASSWORD_REQUIRED' } },
    ]);
    const wrong = await ask(access, { email: to, password: `${investor.password}x` });
    expect([wrong.status, wrong.body]).toEqual([400, { message: 'OLD_PASSWORD_WRONG', detail: { password: 'OLD_PASSWORD_WRONG' } }]);
    expect((await ask(access, { email: 'not-an-address', password: investor.password })).body).toEqual({
      message: 'VALIDATION_FAILED',
      detail: { email: 'EMAIL_INVALID' },
    });
    expect((await ask(access, { email: investor.email.toUpperCase(), password: investor.password })).body).toEqual({
      message: 'EMAIL_UNCHANGED',
      detail: { email: 'EMAIL_UNCHANGED' },
    });

    const { secret, spent } = await enableTwoFactor(server, { token: access, password: investor.password });
    const noCode = await ask(access, { email: to, password: investor.password });
    expect([noCode.status, noCode.body]).toEqual([405, { message: 'OTP_REQUIRED' }]);
    const badCode = await ask(access, { email: to, password: investor.password, otp: spent });
    expect([badCode.status, badCode.body]).toEqual([400, { message: 'WRONG_OTP' }]);
    const rows = await db().select().from(emailChange).where(eq(emailChange.newEmail, to));
    expect(rows).toEqual([]);
    expect(server.mailbox.messages.slice(before).filter((m) => m.to.includes(to))).toEqual([]);

    const good = await ask(access, { email: to, password: investor.password, otp: await nextOtp(secret, spent) });
    expect(good.status).toBe(202);
    await nextMail(to, SUBJECT.confirm, before);
  });

  it("treats a link as the proof, not the session: another user's link changes only its owner, and kinds do not mix", async () => {
    const a = await requested();
    const b = await signUp(server);
    const bTokens = await login(server, b);
    // B sees nothing of A's pending change.
    expect((await pending(bTokens.access)).body).toEqual({ change: null });
    // A confirm code is not a cancel code, nor the other way round; nonsense is wrong, not expired.
    expect((await cancel(a.confirmCode)).body).toEqual({ message: 'VERIFICATION_CODE_WRONG' });
    expect((await confirm(a.cancelCode)).body).toEqual({ message: 'VERIFICATION_CODE_WRONG' });
    expect((await check('cancel', a.confirmCode)).body).toEqual({ message: 'VERIFICATION_CODE_WRONG' });
    expect((await confirm('x'.repeat(32))).body).toEqual({ message: 'VERIFICATION_CODE_WRONG' });
    expect((await confirm('')).status).toBe(400);
    expect((await check('other', a.confirmCode)).body).toMatchObject({ message: 'VALIDATION_FAILED' });

    // B, signed in, opens A's link: A's address changes and every session of A ends; B keeps its own.
    expect((await confirm(a.confirmCode, bTokens.access)).status).toBe(200);
    expect(await emailOf(a.investor.username)).toBe(a.to);
    for (const session of a.sessions) expect((await me(session.access)).body).toEqual({ message: 'SESSION_REVOKED' });
    expect((await me(bTokens.access)).body).toMatchObject({ username: b.username, email: b.email });
  });

  it('limits the requests of one account (429 with Retry-After)', async () => {
    const investor = await signUp(server);
    const { access } = await login(server, investor);
    for (let i = 0; i < 5; i++) expect((await ask(access, { email: newAddress(`r${i}`), password: investor.password })).status).toBe(202);
    const sixth = await ask(access, { email: newAddress('r6'), password: investor.password });
    expect([sixth.status, sixth.body]).toEqual([429, { message: 'TOO_MANY_REQUESTS' }]);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
