import { randomBytes } from 'node:crypto';
import { BANK_ACCOUNT_FIELDS, COMPANY_FIELDS, THAI_DETAIL_INFO } from '@ico/testing/kyc-samples';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, verificationSubmission } from '../src/db/schema';
import { hashPassword } from '../src/security/passwords';
import { normalizeCompanyPhones } from '../src/services/accounts/normalize-stored-phones';
import {
  type AccountsServer,
  call,
  login,
  type StaffAccount,
  signUp,
  staffMember,
  startAccountsServer,
  type Tokens,
} from './support/accounts';
import { JPEG, multipart, type Part, PDF, textParts } from './support/admin-offerings';
import { ONE_DATABASE } from './support/test-server';
import { insertSubmission } from './support/verification';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const upload = (server: AccountsServer, pathName: string, token: string, parts: Part[]) =>
  multipart(
    { baseUrl: server.baseUrl },
    'POST',
    pathName,
    token,
    parts.map((part) => ({ data: PNG, ...part })),
  );
const thaiSelfie = (): Part[] => [
  { field: 'selfiePrivate', data: JPEG, name: 'me.jpg', type: 'image/jpeg' },
  { field: 'IDcard1Private', data: PNG, name: 'front.png' },
  { field: 'IDcard2Private', data: PDF, name: 'back.pdf', type: 'application/pdf' },
];

type Summary = {
  status: string;
  reason: string | null;
  submittedAt: string;
  decidedAt: string | null;
  data: Record<string, string>;
  files: { id: string; field: string; fileName: string; contentType: string; size: number }[];
};
type Verification = { items: Partial<Record<'detailInfo' | 'selfieFile' | 'bankFile' | 'companyFile', Summary>> };

describe.each([ONE_DATABASE])('returned items on %s (issue 19)', (database) => {
  let server: AccountsServer;
  let compliance: StaffAccount;

  const investor = async () => {
    const input = await signUp(server, {});
    const tokens = await login(server, input);
    const id = Number((await call(server, 'GET', '/auth/me/', { token: tokens.access })).body.id);
    return { tokens, id, password: input.password };
  };
  const corporate = async () => {
    const key = randomBytes(4).toString('hex');
    const password = `Corp-${key}-Pw1`;
    const [row] = await server.app.database.db
      .insert(user)
      .values({
        username: `c${key}`,
        email: `corp-${key}@example.com`,
        passwordHash: await hashPassword(password),
        individual: 'corporate',
        nationality: 'THAI',
        firstNameEN: 'Corp',
        lastNameEN: 'Owner',
      })
      .returning({ id: user.id });
    return { tokens: await login(server, { username: `c${key}`, password }), id: row?.id ?? 0 };
  };
  const verificationOf = async (tokens: Tokens) => {
    const answer = await call<Verification>(server, 'GET', '/auth/verification/', { token: tokens.access });
    expect(answer.status).toBe(200);
    return answer.body.items;
  };
  const newestId = async (userId: number, item: 'selfieFile' | 'bankFile' | 'companyFile' | 'detailInfo') => {
    const [row] = await server.app.database.db
      .select({ id: verificationSubmission.id })
      .from(verificationSubmission)
      .where(and(eq(verificationSubmission.userId, userId), eq(verificationSubmission.item, item)))
      .orderBy(desc(verificationSubmission.id))
      .limit(1);
    if (!row) throw new Error('no submission');
    return row.id;
  };
  const giveBack = async (submissionId: number, reason: string) => {
    const answer = await call(server, 'POST', `/admin/screening/${submissionId}/decision/`, {
      json: { decision: 'returnForResubmission', reason },
      token: compliance.tokens.access,
    });
    expect(answer.status).toBe(200);
  };
  const fileOf = (token: string, id: string) =>
    fetch(`${server.baseUrl}/api/files/${id}/`, { headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    server = await startAccountsServer(database);
    compliance = await staffMember(server, 'compliance');
  }, 120_000);
  afterAll(() => server?.close());

  it("answers the owner the returned item with the staff's reason verbatim, the date and what was sent; nobody else", async () => {
    const owner = await investor();
    const sent = await insertSubmission(server, owner.id, 'detailInfo', { data: THAI_DETAIL_INFO });
    const reason = 'ที่อยู่ไม่ตรงกับบัตรประชาชน <b>please</b> "check" line 2';
    const before = Date.now();
    await giveBack(sent.id, reason);

    const items = await verificationOf(owner.tokens);
    const detail = items.detailInfo;
    expect(detail).toMatchObject({ status: 'NEED_TO_SUBMIT', reason, data: THAI_DETAIL_INFO });
    expect(Date.parse(detail?.decidedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect((await call(server, 'GET', '/auth/me/', { token: owner.tokens.access })).body.detailInfoStatus).toBe('NEED_TO_SUBMIT');

    // Another investor reads only their own (nothing), and never the owner's file.
    const other = await investor();
    expect(await verificationOf(other.tokens)).toEqual({});
    expect((await fileOf(other.tokens.access, sent.fileId)).status).toBe(404);
    expect((await fileOf(owner.tokens.access, sent.fileId)).status).toBe(200);
  });

  it('a waiting item has no decision date; an approved one keeps its date and has no return', async () => {
    const owner = await investor();
    await insertSubmission(server, owner.id, 'bankFile', { data: BANK_ACCOUNT_FIELDS });
    expect((await verificationOf(owner.tokens)).bankFile).toMatchObject({ status: 'NEED_TO_SCREENING', reason: null, decidedAt: null });
  });

  it('takes the files kept from the returned submission as copies, and only the own returned ones', async () => {
    const owner = await investor();
    expect((await upload(server, '/auth/selfie_file/', owner.tokens.access, thaiSelfie())).status).toBe(200);

    // Keeping before anything was returned: the files are simply missing.
    const other = await investor();
    const early = await upload(server, '/auth/selfie_file/', other.tokens.access, [
      { field: 'selfiePrivate', data: JPEG, type: 'image/jpeg' },
      ...textParts({ keepFiles: 'IDcard1Private,IDcard2Private' }),
    ]);
    expect(early).toEqual({
      status: 400,
      body: { message: 'FILE_REQUIRED', detail: { IDcard1Private: 'FILE_REQUIRED', IDcard2Private: 'FILE_REQUIRED' } },
    });

    await giveBack(await newestId(owner.id, 'selfieFile'), 'The selfie is blurred.');
    const returned = (await verificationOf(owner.tokens)).selfieFile;
    expect(returned?.files.map((f) => f.fileName).sort()).toEqual(['back.pdf', 'front.png', 'me.jpg']);

    // A field of another screen, or nonsense, is refused.
    const odd = await upload(server, '/auth/selfie_file/', owner.tokens.access, [
      { field: 'selfiePrivate', data: JPEG, type: 'image/jpeg' },
      ...textParts({ keepFiles: 'bookImagePrivate' }),
    ]);
    expect(odd).toEqual({ status: 400, body: { message: 'VALIDATION_FAILED', detail: { keepFiles: 'VALUE_INVALID' } } });
    // The other investor cannot keep the owner's returned files.
    const stolen = await upload(server, '/auth/selfie_file/', other.tokens.access, [
      { field: 'selfiePrivate', data: JPEG, type: 'image/jpeg' },
      ...textParts({ keepFiles: 'IDcard1Private,IDcard2Private' }),
    ]);
    expect(stolen.status).toBe(400);
    expect((await verificationOf(other.tokens)).selfieFile).toBeUndefined();

    // A new selfie, the two ID-card sides kept.
    const again = await upload(server, '/auth/selfie_file/', owner.tokens.access, [
      { field: 'selfiePrivate', data: JPEG, type: 'image/jpeg', name: 'me-sharp.jpg' },
      ...textParts({ keepFiles: 'IDcard1Private,IDcard2Private' }),
    ]);
    expect(again).toEqual({ status: 200, body: { message: 'FINISH' } });
    const resent = (await verificationOf(owner.tokens)).selfieFile;
    expect(resent?.status).toBe('NEED_TO_SCREENING');
    expect(resent?.files.map((f) => [f.field, f.fileName]).sort()).toEqual([
      ['IDcard1Private', 'front.png'],
      ['IDcard2Private', 'back.pdf'],
      ['selfiePrivate', 'me-sharp.jpg'],
    ]);
    // Copies: new ids, readable by the owner, and the returned submission keeps its own.
    const oldIds = new Set(returned?.files.map((f) => f.id));
    for (const file of resent?.files ?? []) {
      expect(oldIds.has(file.id)).toBe(false);
      expect((await fileOf(owner.tokens.access, file.id)).status).toBe(200);
      expect((await fileOf(other.tokens.access, file.id)).status).toBe(404);
    }
    // Not returned any more: keeping again is refused (the item waits for screening).
    const twice = await upload(server, '/auth/selfie_file/', owner.tokens.access, [
      { field: 'selfiePrivate', data: JPEG, type: 'image/jpeg' },
      ...textParts({ keepFiles: 'IDcard1Private,IDcard2Private' }),
    ]);
    expect(twice.status).toBe(409);
  });

  it('keeps the bank book of a returned bank file with corrected account fields (the change still asks for the password)', async () => {
    const owner = await investor();
    expect(
      (
        await upload(server, '/auth/bank_file/', owner.tokens.access, [
          ...textParts(BANK_ACCOUNT_FIELDS),
          { field: 'bookImagePrivate', name: 'book.png' },
        ])
      ).status,
    ).toBe(200);
    await giveBack(await newestId(owner.id, 'bankFile'), 'The branch is wrong.');
    const returned = (await verificationOf(owner.tokens)).bankFile;
    expect(returned).toMatchObject({ status: 'NEED_TO_SUBMIT', reason: 'The branch is wrong.', data: BANK_ACCOUNT_FIELDS });
    const fixed = { ...BANK_ACCOUNT_FIELDS, branchName: 'Sathorn' };
    const again = await upload(server, '/auth/bank_file/', owner.tokens.access, [
      ...textParts({ ...fixed, keepFiles: 'bookImagePrivate', password: owner.password }),
    ]);
    expect(again.status).toBe(200);
    expect((await verificationOf(owner.tokens)).bankFile).toMatchObject({
      status: 'NEED_TO_SCREENING',
      data: fixed,
      files: [expect.objectContaining({ fileName: 'book.png' })],
    });
  });

  it('stores the company phone in E.164, refuses one that is no number, and rewrites older ones at start', async () => {
    const company = await corporate();
    const doc: Part = { field: 'companyDocument1Private', data: PDF, type: 'application/pdf', name: 'cert.pdf' };
    const bad = await upload(server, '/auth/company_file/', company.tokens.access, [
      ...textParts({ ...COMPANY_FIELDS, phone: '+66-1234567' }),
      doc,
    ]);
    expect(bad).toEqual({ status: 400, body: { message: 'VALIDATION_FAILED', detail: { phone: 'PHONE_INVALID' } } });
    const ok = await upload(server, '/auth/company_file/', company.tokens.access, [
      ...textParts({ ...COMPANY_FIELDS, phone: '+66-021234567' }),
      doc,
    ]);
    expect(ok.status).toBe(200);
    expect((await verificationOf(company.tokens)).companyFile?.data.phone).toBe('+6621234567');

    // A company file stored before issue 19, as typed.
    const id = await newestId(company.id, 'companyFile');
    const db = server.app.database.db;
    await db
      .update(verificationSubmission)
      .set({ data: { ...COMPANY_FIELDS, phone: '+66-0812345678' } })
      .where(eq(verificationSubmission.id, id));
    const unreadable = await insertSubmission(server, company.id, 'companyFile', { data: { ...COMPANY_FIELDS, phone: '+66-12' } });
    expect(await normalizeCompanyPhones(db)).toBeGreaterThanOrEqual(1);
    const rows = await db.select().from(verificationSubmission).where(eq(verificationSubmission.userId, company.id));
    expect(rows.find((row) => row.id === id)?.data.phone).toBe('+66812345678');
    expect(rows.find((row) => row.id === unreadable.id)?.data.phone).toBe('+66-12');
    expect(await normalizeCompanyPhones(db)).toBe(0);
  });
});
