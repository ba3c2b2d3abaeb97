import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { BANK_ACCOUNT_FIELDS, COMPANY_FIELDS } from '@ico/testing/kyc-samples';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateFile, user } from '../src/db/schema';
import { hashPassword } from '../src/security/passwords';
import { updateUsers } from '../src/services/sessions/session-state-writes';
import { type AccountsServer, call, createStaff, login, signUp, startAccountsServer, type Tokens } from './support/accounts';
import { JPEG, multipart, type Part, PDF, textParts } from './support/admin-offerings';
import { ONE_DATABASE } from './support/test-server';

/** A valid 1x1 PNG (the JPEG header and PDF come from the shared support): real content the server recognises. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** A multipart POST over real HTTP; a file part without data carries this suite's PNG. */
const upload = (baseUrl: string, pathName: string, token: string | undefined, parts: Part[]) =>
  multipart(
    { baseUrl },
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

async function countStoredFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

describe.each([ONE_DATABASE])('verification files on %s', (database) => {
  let server: AccountsServer;
  let filesDir: string;

  const stored = async () => {
    const [row] = await server.app.database.db.select({ n: sql<number>`count(*)::int` }).from(privateFile);
    return { files: await countStoredFiles(filesDir), rows: Number(row?.n ?? 0) };
  };
  const investor = async (overrides: Parameters<typeof signUp>[1] = {}) => {
    const account = await signUp(server, overrides);
    const tokens = await login(server, account);
    return { account, tokens };
  };

  beforeAll(async () => {
    server = await startAccountsServer(database);
    filesDir = path.join(server.config.dataDir, 'private-files');
  }, 120_000);
  afterAll(() => server?.close());

  it('answers 401 without a sign-in', async () => {
    for (const pathName of ['/auth/selfie_file/', '/auth/bank_file/', '/auth/company_file/']) {
      expect((await upload(server.baseUrl, pathName, undefined, thaiSelfie())).status).toBe(401);
    }
    expect((await call(server, 'GET', '/auth/verification/')).status).toBe(401);
  });

  it('takes a Thai selfie set and moves the item to screening', async () => {
    const { tokens } = await investor();
    const answer = await upload(server.baseUrl, '/auth/selfie_file/', tokens.access, thaiSelfie());
    expect(answer).toEqual({ status: 200, body: { message: 'FINISH' } });
    const me = await call(server, 'GET', '/auth/me/', { token: tokens.access });
    expect(me.body.selfieFileStatus).toBe('NEED_TO_SCREENING');
    const verification = await call<{ items: Record<string, { status: string; files: Record<string, unknown>[] }> }>(
      server,
      'GET',
      '/auth/verification/',
      { token: tokens.access },
    );
    expect(verification.status).toBe(200);
    const selfie = verification.body.items.selfieFile;
    expect(selfie?.status).toBe('NEED_TO_SCREENING');
    expect(selfie?.files.map((f) => [f.field, f.contentType, f.fileName]).sort()).toEqual([
      ['IDcard1Private', 'image/png', 'front.png'],
      ['IDcard2Private', 'application/pdf', 'back.pdf'],
      ['selfiePrivate', 'image/jpeg', 'me.jpg'],
    ]);
    expect(JSON.stringify(verification.body)).not.toMatch(/storage|u\d+\//i);
  });

  it('asks foreign investors for passport pages instead of the ID card', async () => {
    const { tokens } = await investor({ nationality: 'FOREIGN' });
    const idCard = await upload(server.baseUrl, '/auth/selfie_file/', tokens.access, thaiSelfie());
    expect(idCard.status).toBe(400);
    expect(idCard.body).toEqual({ message: 'BAD_REQUEST', detail: { IDcard1Private: 'FILE_NOT_EXPECTED' } });
    const answer = await upload(server.baseUrl, '/auth/selfie_file/', tokens.access, [
      { field: 'selfiePrivate' },
      { field: 'passport1Private' },
      { field: 'passport2Private', data: JPEG, type: 'image/jpeg', name: 'p2.jpg' },
    ]);
    expect(answer.status).toBe(200);
  });

  it('names a missing file', async () => {
    const { tokens } = await investor();
    const before = await stored();
    const answer = await upload(server.baseUrl, '/auth/selfie_file/', tokens.access, thaiSelfie().slice(0, 2));
    expect(answer).toEqual({ status: 400, body: { message: 'FILE_REQUIRED', detail: { IDcard2Private: 'FILE_REQUIRED' } } });
    expect(await stored()).toEqual(before);
  });

  it('refuses a text file named .jpg and stores nothing', async () => {
    const { tokens } = await investor();
    const before = await stored();
    const parts = thaiSelfie();
    parts[0] = { field: 'selfiePrivate', data: Buffer.from('just some text, not a picture\n'), name: 'photo.jpg', type: 'image/jpeg' };
    const answer = await upload(server.baseUrl, '/auth/selfie_file/', tokens.access, parts);
    expect(answer).toEqual({ status: 400, body: { message: 'FILE_TYPE_NOT_ALLOWED', detail: { selfiePrivate: 'FILE_TYPE_NOT_ALLOWED' } } });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file over 2.5 MB with 413 and stores nothing', async () => {
    const { tokens } = await investor();
    const before = await stored();
    const big = Buffer.concat([PNG, Buffer.alloc(2.5 * 1024 * 1024 + 10)]);
    const parts = thaiSelfie();
    parts[2] = { field: 'IDcard2Private', data: big, name: 'big.png' };
    const answer = await upload(server.baseUrl, '/auth/selfie_file/', tokens.access, parts);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('FILE_TOO_LARGE');
    expect(await stored()).toEqual(before);
  });

  it('keeps a path-like file name as a display name only', async () => {
    const { account, tokens } = await investor();
    const parts = thaiSelfie();
    parts[1] = { field: 'IDcard1Private', data: PNG, name: '../../etc/passwd.png' };
    expect((await upload(server.baseUrl, '/auth/selfie_file/', tokens.access, parts)).status).toBe(200);
    const [owner] = await server.app.database.db.select({ id: user.id }).from(user).where(eq(user.username, account.username));
    const rows = await server.app.database.db
      .select()
      .from(privateFile)
      .where(eq(privateFile.ownerId, owner?.id ?? -1));
    const front = rows.find((row) => row.field === 'IDcard1Private');
    expect(front?.fileName).toBe('passwd.png');
    expect(front?.storageKey).toMatch(/^u\d+\/[0-9a-f-]{36}$/);
    expect(await countStoredFiles(path.join(server.config.dataDir, 'etc'))).toBe(0);
  });

  it('refuses an unexpected file field', async () => {
    const { tokens } = await investor();
    const before = await stored();
    const answer = await upload(server.baseUrl, '/auth/selfie_file/', tokens.access, [...thaiSelfie(), { field: 'extraPrivate' }]);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'BAD_REQUEST', detail: { extraPrivate: 'FILE_NOT_EXPECTED' } });
    expect(await stored()).toEqual(before);
  });

  it('answers a second submission with 409 and stores nothing new', async () => {
    const { tokens } = await investor();
    expect((await upload(server.baseUrl, '/auth/selfie_file/', tokens.access, thaiSelfie())).status).toBe(200);
    const before = await stored();
    const again = await upload(server.baseUrl, '/auth/selfie_file/', tokens.access, thaiSelfie());
    expect(again).toEqual({ status: 409, body: { message: 'PF_ALREADY_SUBMITED' } });
    expect(await stored()).toEqual(before);
  });

  it('refuses a blocked account', async () => {
    const { account, tokens } = await investor();
    await updateUsers(server.app, server.app.database.db, eq(user.username, account.username), { userLevel: 'BLOCKED_LEVEL' });
    const answer = await upload(server.baseUrl, '/auth/selfie_file/', tokens.access, thaiSelfie());
    expect(answer).toEqual({ status: 403, body: { message: 'ACCOUNT_BLOCKED' } });
  });

  it('checks the bank file fields and takes a valid one', async () => {
    const { tokens } = await investor();
    const before = await stored();
    const bad = await upload(server.baseUrl, '/auth/bank_file/', tokens.access, [
      ...textParts({ branchName: 'Silom<script>', accountName: 'Somchai', accountNumber: '12ab' }),
      { field: 'bookImagePrivate' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: 'VALIDATION_FAILED',
      detail: {
        bankName: 'BANK_REQUIRED',
        branchName: 'BRANCH_NAME_SPECIAL',
        accountType: 'ACCOUNT_TYPE_REQUIRED',
        accountNumber: 'ACCOUNT_NUMBER_SPECIAL',
      },
    });
    expect(await stored()).toEqual(before);
    const noImage = await upload(server.baseUrl, '/auth/bank_file/', tokens.access, textParts(BANK_ACCOUNT_FIELDS));
    expect(noImage.body).toEqual({ message: 'FILE_REQUIRED', detail: { bookImagePrivate: 'FILE_REQUIRED' } });
    const ok = await upload(server.baseUrl, '/auth/bank_file/', tokens.access, [
      ...textParts(BANK_ACCOUNT_FIELDS),
      { field: 'bookImagePrivate' },
    ]);
    expect(ok.status).toBe(200);
    const verification = await call<{ items: { bankFile?: { data: Record<string, string> } } }>(server, 'GET', '/auth/verification/', {
      token: tokens.access,
    });
    expect(verification.body.items.bankFile?.data).toEqual(BANK_ACCOUNT_FIELDS);
  });

  it('takes the company file from corporate users only', async () => {
    const { tokens } = await investor();
    const individual = await upload(server.baseUrl, '/auth/company_file/', tokens.access, [
      ...textParts(COMPANY_FIELDS),
      { field: 'companyDocument1Private', data: PDF, type: 'application/pdf', name: 'cert.pdf' },
    ]);
    expect(individual).toEqual({ status: 403, body: { message: 'FORBIDDEN' } });

    const id = randomBytes(4).toString('hex');
    const password = `Corp-${id}-Pw1`;
    await server.app.database.db.insert(user).values({
      username: `c${id}`,
      email: `corp-${id}@example.com`,
      passwordHash: await hashPassword(password),
      individual: 'corporate',
      nationality: 'THAI',
      firstNameEN: 'Corp',
      lastNameEN: 'Owner',
    });
    const corporate: Tokens = await login(server, { username: `c${id}`, password });
    const missing = await upload(server.baseUrl, '/auth/company_file/', corporate.access, textParts(COMPANY_FIELDS));
    expect(missing.body).toEqual({ message: 'FILE_REQUIRED', detail: { companyDocument1Private: 'FILE_REQUIRED' } });
    const ok = await upload(server.baseUrl, '/auth/company_file/', corporate.access, [
      ...textParts(COMPANY_FIELDS),
      { field: 'companyDocument1Private', data: PDF, type: 'application/pdf', name: 'cert.pdf' },
      { field: 'companyDocument3Private' },
    ]);
    expect(ok).toEqual({ status: 200, body: { message: 'FINISH' } });
    const me = await call(server, 'GET', '/auth/me/', { token: corporate.access });
    expect(me.body.companyFileStatus).toBe('NEED_TO_SCREENING');
  });

  it('serves a private file to its owner and screening staff only', async () => {
    const { tokens } = await investor();
    expect((await upload(server.baseUrl, '/auth/selfie_file/', tokens.access, thaiSelfie())).status).toBe(200);
    const verification = await call<{ items: { selfieFile: { files: { id: string; field: string }[] } } }>(
      server,
      'GET',
      '/auth/verification/',
      { token: tokens.access },
    );
    const fileId = verification.body.items.selfieFile.files.find((f) => f.field === 'IDcard1Private')?.id;
    const get = (token: string) => fetch(`${server.baseUrl}/api/files/${fileId}/`, { headers: { authorization: `Bearer ${token}` } });

    const own = await get(tokens.access);
    expect(own.status).toBe(200);
    // Stored re-encoded (issue 17): the same pixels, not the same bytes.
    const pixels = await sharp(PNG).raw().toBuffer();
    expect(
      await sharp(Buffer.from(await own.arrayBuffer()))
        .raw()
        .toBuffer(),
    ).toEqual(pixels);
    expect(own.headers.get('content-disposition')).toContain('front.png');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('cache-control')).toContain('no-store');

    const other = await investor();
    expect((await get(other.tokens.access)).status).toBe(404);
    const compliance = await createStaff(server, 'compliance');
    const screened = await get(compliance.tokens.access);
    expect(screened.status).toBe(200);
    expect(
      await sharp(Buffer.from(await screened.arrayBuffer()))
        .raw()
        .toBuffer(),
    ).toEqual(pixels);
    const support = await createStaff(server, 'support');
    expect((await get(support.tokens.access)).status).toBe(404);
  });
});
