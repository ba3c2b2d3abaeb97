import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { bangkokDate } from '@ico/domain/business-days';
import { PERSONAL_DATA_FILE, personalDataSchema } from '@ico/domain/contracts/data-exports';
import { readZip } from '@ico/testing/zip';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  authSession,
  emailVerification,
  notice,
  noticeRead,
  privateFile,
  recoveryCode,
  refreshToken,
  surveyResult,
  user,
  verificationSubmission,
} from '../src/db/schema';
import { hashToken } from '../src/security/tokens';
import { type AccountsServer, createStaff, otpCode, startAccountsServer } from './support/accounts';
import { insertJoining, insertSlip } from './support/admin-offerings';
import { insertInquiry, mailTo } from './support/communication';
import { anotherSession, downloadExport, investorWithPassword, type PasswordInvestor } from './support/data-rights';
import { createOffering } from './support/offerings';
import { ONE_DATABASE } from './support/test-server';
import { insertSubmission } from './support/verification';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each([ONE_DATABASE])('the personal data archive (%s)', (database) => {
  let server: AccountsServer;
  let a: PasswordInvestor;
  let b: PasswordInvestor;
  /** Text that only A's records hold, and only B's. */
  let aMarker: string;
  let bMarkers: string[];
  /** Values that must never leave the server. */
  let secrets: string[];
  let staffUsername: string;
  /** A file of a few megabytes, to see one streamed whole. */
  const large = randomBytes(3 * 1024 * 1024 + 17);

  beforeAll(async () => {
    server = await startAccountsServer(database, {}, { socket: true });
    const db = server.app.database.db;
    a = await investorWithPassword(server);
    b = await investorWithPassword(server);
    aMarker = `marker-a-${randomBytes(4).toString('hex')}`;
    const staff = await createStaff(server, 'compliance');
    staffUsername = staff.username;

    const offering = await createOffering(db);
    const detail = await insertSubmission(server, a.id, 'detailInfo');
    await db
      .update(verificationSubmission)
      .set({ status: 'DONE', decidedAt: new Date(), decidedBy: staff.id, reason: `${aMarker}-reason` })
      .where(eq(verificationSubmission.id, detail.id));
    await insertSubmission(server, a.id, 'selfieFile', { field: 'selfiePrivate' });
    await insertSubmission(server, a.id, 'bankFile', { file: large });
    const joiningRow = await insertJoining(server, {
      userId: a.id,
      offeringId: offering.id,
      status: 'WAITING_FOR_PAYMENT',
      events: [
        { from: null, to: 'KNOWLEDGETEST_PASSED', at: new Date(Date.now() - 3000) },
        { from: 'KNOWLEDGETEST_PASSED', to: 'AGREEMENT_CHECKED', at: new Date(Date.now() - 2000) },
        { from: 'AGREEMENT_CHECKED', to: 'WAITING_FOR_PAYMENT', at: new Date(Date.now() - 1000) },
      ],
    });
    await insertSlip(server, joiningRow);
    await insertInquiry(server, { kind: 'MEMBER', userId: a.id, subject: `${aMarker}-inquiry` });
    await db.insert(surveyResult).values({ userId: a.id, survey: 'suitability', answers: { '1': 2 }, points: 20, passed: true });
    const [note] = await db
      .insert(notice)
      .values({ audience: 'MEMBERS', titleEN: `${aMarker}-notice`, bodyEN: 'b', titleTH: 'ท', bodyTH: 'บ' })
      .returning();
    if (!note) throw new Error('notice not stored');
    await db.insert(noticeRead).values({ noticeId: note.id, userId: a.id });
    const recovery = hashToken('7K2M9QXD4HZT1WEB');
    await db.insert(recoveryCode).values({ userId: a.id, codeHash: recovery });
    const linkHash = hashToken(randomBytes(16).toString('hex'));
    await db.insert(emailVerification).values({
      email: a.email,
      codeHash: linkHash,
      purpose: 'set-password',
      userId: a.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    // A second device: its refresh token's hash is a secret too.
    await anotherSession(server, a);

    // B's own records, which A's archive must never show.
    const bFile = await insertSubmission(server, b.id, 'selfieFile');
    const bSubject = `marker-b-${randomBytes(4).toString('hex')}`;
    await insertInquiry(server, { kind: 'MEMBER', userId: b.id, subject: bSubject });
    bMarkers = [b.username, b.email, bFile.fileId, bSubject];

    const [row] = await db.select().from(user).where(eq(user.id, a.id));
    const sessions = await db.select().from(authSession).where(eq(authSession.userId, a.id));
    const refresh = await db
      .select({ hash: refreshToken.tokenHash })
      .from(refreshToken)
      .innerJoin(authSession, eq(authSession.id, refreshToken.sessionId))
      .where(eq(authSession.userId, a.id));
    const files = await db.select().from(privateFile).where(eq(privateFile.ownerId, a.id));
    if (!row?.passwordHash) throw new Error('no password hash');
    expect(refresh.length).toBeGreaterThan(0);
    secrets = [
      row.passwordHash,
      recovery,
      linkHash,
      ...refresh.map((r) => r.hash),
      ...sessions.map((s) => s.id),
      ...files.map((f) => f.storageKey),
      staffUsername,
    ];
  }, 180_000);

  afterAll(async () => {
    await server?.close();
  });

  it('asks for the password first: none is a validation error, a wrong one is refused, and neither is audited or mailed', async () => {
    const none = await downloadExport(server, a.token, {});
    expect([none.status, JSON.parse(none.data.toString())]).toEqual([
      400,
      { message: 'VALIDATION_FAILED', detail: { password: 'PASSWORD_REQUIRED' } },
    ]);
    const wrong = await downloadExport(server, a.token, { password: 'not-the-password-1A' });
    expect([wrong.status, JSON.parse(wrong.data.toString())]).toEqual([
      400,
      { message: 'OLD_PASSWORD_WRONG', detail: { password: 'OLD_PASSWORD_WRONG' } },
    ]);
    const audits = await server.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.export'), eq(auditLog.actorId, a.id)));
    expect(audits).toEqual([]);
  });

  it("hands the owner one zip of every record about them and their files, nobody else's data and no secret", async () => {
    const answer = await downloadExport(server, a.token, { password: a.password });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename\\*=UTF-8''siamico-personal-data-${a.username}-${bangkokDate(new Date())}\\.zip$`),
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');

    const entries = await readZip(answer.data);
    const json = entries.get(PERSONAL_DATA_FILE);
    if (!json) throw new Error('no personal-data.json');
    const data = personalDataSchema.strict().parse(JSON.parse(json.toString('utf8')));
    expect(data.account).toMatchObject({ id: a.id, username: a.username, email: a.email, userLevel: 'RETAIL_INVESTOR_LEVEL' });
    expect(data.detailInformation).toBeNull();
    expect(data.verificationSubmissions.map((s) => s.item).sort()).toEqual(['bankFile', 'detailInfo', 'selfieFile']);
    expect(data.verificationSubmissions.find((s) => s.item === 'detailInfo')).toMatchObject({
      status: 'DONE',
      reason: `${aMarker}-reason`,
    });
    expect(data.reservations).toHaveLength(1);
    expect(data.reservations[0]?.history.map((h) => h.toStatus)).toEqual([
      'KNOWLEDGETEST_PASSED',
      'AGREEMENT_CHECKED',
      'WAITING_FOR_PAYMENT',
    ]);
    expect(data.consents.map((c) => c.kind)).toEqual(['TERMS_OF_USE_AND_PRIVACY_POLICY', 'OFFERING_RISK_AGREEMENT']);
    expect(data.inquiries.map((i) => i.subject)).toEqual([`${aMarker}-inquiry`]);
    expect(data.noticesRead.map((n) => n.titleEN)).toEqual([`${aMarker}-notice`]);
    expect(data.surveyAnswers).toMatchObject([{ survey: 'suitability', points: 20, passed: true }]);
    expect(data.recoveryCodes).toHaveLength(1);
    expect(data.mailedLinks).toMatchObject([{ purpose: 'set-password', email: a.email }]);
    expect(data.sessions.length).toBe(2);
    expect(data.signIns.length).toBe(1);
    expect(data.notIncluded.length).toBeGreaterThan(0);

    // Every file of A's is in the archive, byte for byte (the large one too), at the path the document names.
    const files = await server.app.database.db.select().from(privateFile).where(eq(privateFile.ownerId, a.id));
    expect(files).toHaveLength(4);
    expect(data.files.map((f) => f.id).sort()).toEqual(files.map((f) => f.id).sort());
    for (const file of data.files) {
      const content = entries.get(file.path);
      expect(content, file.path).toBeDefined();
      expect(sha256(content ?? Buffer.alloc(0))).toBe(file.sha256);
      expect(content?.length).toBe(file.size);
    }
    expect(data.files.some((f) => f.size === large.length)).toBe(true);
    expect([...entries.keys()].sort()).toEqual([PERSONAL_DATA_FILE, ...data.files.map((f) => f.path)].sort());

    const text = json.toString('utf8');
    expect(bMarkers.filter((marker) => text.includes(marker))).toEqual([]);
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
    expect(text).not.toMatch(/passwordHash|otpSecret|codeHash|tokenHash|storageKey|decidedBy|repliedBy|senderId/);
  });

  it('audits the export and mails the owner', async () => {
    const audits = await server.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.export'), eq(auditLog.actorId, a.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toMatchObject({ username: a.username, files: 4 });
    const mail = await mailTo(server.mailbox, a.email, /personal data was downloaded/);
    expect(mail.text).toContain('127.0.0.1');
  });

  it('asks a user with two-factor for a code (405 OTP_REQUIRED), and a wrong one is refused', async () => {
    const c = await investorWithPassword(server, { mfa: true });
    const noCode = await downloadExport(server, c.token, { password: c.password });
    expect([noCode.status, JSON.parse(noCode.data.toString())]).toEqual([405, { message: 'OTP_REQUIRED' }]);
    const wrongCode = await downloadExport(server, c.token, { password: c.password, otp: '000000' });
    expect(wrongCode.status).toBe(400);
    expect(JSON.parse(wrongCode.data.toString()).message).toBe('WRONG_OTP');
    if (!c.secret) throw new Error('no secret');
    const good = await downloadExport(server, c.token, { password: c.password, otp: await otpCode(c.secret, 1) });
    expect(good.status).toBe(200);
    const entries = await readZip(good.data);
    expect(personalDataSchema.parse(JSON.parse(entries.get(PERSONAL_DATA_FILE)?.toString() ?? '{}')).account.twoFactorEnabled).toBe(true);
  });

  it('allows three archives a day per account, then 429 with Retry-After', async () => {
    const d = await investorWithPassword(server);
    for (let i = 0; i < 3; i += 1) expect((await downloadExport(server, d.token, { password: d.password })).status).toBe(200);
    const fourth = await downloadExport(server, d.token, { password: d.password });
    expect([fourth.status, JSON.parse(fourth.data.toString())]).toEqual([429, { message: 'TOO_MANY_REQUESTS' }]);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(3600);
  });

  it('ends the answer early (a broken archive, never a wrong one) when the store loses a file', async () => {
    const e = await investorWithPassword(server);
    const db = server.app.database.db;
    const gone = randomUUID();
    await db.insert(privateFile).values({
      id: gone,
      ownerId: e.id,
      field: 'selfiePrivate',
      storageKey: `u${e.id}/${gone}`,
      fileName: 'lost.png',
      contentType: 'image/png',
      size: 10,
      sha256: sha256(Buffer.alloc(10)),
    });
    const answer = await fetch(`${server.baseUrl}/api/auth/data_export/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${e.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password: e.password }),
    });
    expect(answer.status).toBe(200);
    const read = answer.arrayBuffer().then(
      (data) => readZip(Buffer.from(data)),
      (error: unknown) => Promise.reject(error),
    );
    await expect(read).rejects.toThrow();
  });
});
