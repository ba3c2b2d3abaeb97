import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { staffJoiningDetailSchema } from '@ico/domain/contracts/joinings';
import { newTransfer, type SlipTransfer, slipPdf, slipPicture, withAppendedHtml, withGpsExif } from '@ico/testing/slip-pictures';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joining, privateFile, user } from '../src/db/schema';
import { type AccountsServer, call, createStaff, login, type StaffAccount, signUp, startAccountsServer } from './support/accounts';
import { JPEG, multipart, PDF } from './support/admin-offerings';
import { createInvestor, createOffering, type Investor, insertJoining } from './support/offerings';
import { ONE_DATABASE } from './support/test-server';

const SLIP_FIELD = 'paymentSlipFilePrivate';
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

type Kind = 'jpeg' | 'png' | 'pdf';
const TYPES: Record<Kind, string> = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

async function sendSlip(server: AccountsServer, investor: Investor, joiningId: number, data: Buffer, kind: Kind = 'jpeg') {
  return multipart<{ message: string; detail?: Record<string, string> }>(
    server,
    'POST',
    `/icoportal/paymentslip_file/${joiningId}/`,
    investor.token,
    [{ field: SLIP_FIELD, data, type: TYPES[kind], name: `slip.${kind === 'jpeg' ? 'jpg' : kind}` }],
  );
}

/** A PDF whose OpenAction script sits in a compressed object stream, its names written with #xx escapes. */
function hiddenScriptPdf(): Buffer {
  const inner = '5 0 << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>';
  const packed = deflateSync(Buffer.from(inner, 'latin1'));
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.7\n1 0 obj <</Type /Catalog /Pages 2 0 R /OpenAction 5 0 R>> endobj\n' +
        '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\n' +
        `4 0 obj <</Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length}>> stream\n`,
      'latin1',
    ),
    packed,
    Buffer.from('\nendstream endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1'),
  ]);
}

/** A one-page PDF whose catalog opens with `openAction`. */
const pdfOpening = (openAction: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R /OpenAction ${openAction}>> endobj\n` +
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\n' +
      'trailer <</Root 1 0 R>>\n%%EOF\n',
  );

describe('payment slips read on upload (issue 17)', () => {
  let server: AccountsServer;
  let operator: StaffAccount;
  const db = () => server.app.database.db;

  const waiting = async (investor: Investor) => {
    const offering = await createOffering(db());
    return insertJoining(db(), {
      userId: investor.id,
      offeringId: offering.id,
      status: 'WAITING_FOR_PAYMENT',
      amount: '5000',
      tokenAmount: '500.00000000',
      reservedAt: new Date(),
      paymentStartedAt: new Date(),
    });
  };
  const slipRows = (joiningId: number) => db().select().from(privateFile).where(eq(privateFile.joiningId, joiningId));
  const statusOf = async (id: number) => (await db().select({ status: joining.status }).from(joining).where(eq(joining.id, id)))[0]?.status;
  const ownFiles = async (investor: Investor) => {
    const dir = path.join(server.config.dataDir, 'private-files', `u${investor.id}`);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).length;
  };
  /** The stored bytes, as staff download them. */
  const served = async (fileId: string) => {
    const response = await fetch(`${server.baseUrl}/api/files/${fileId}/`, {
      headers: { authorization: `Bearer ${operator.tokens.access}` },
    });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  const staffSlips = async (joiningId: number) =>
    staffJoiningDetailSchema.parse((await call(server, 'GET', `/admin/joinings/${joiningId}/`, { token: operator.tokens.access })).body)
      .slips;

  /** An investor with a joining whose slip (a new transfer unless given) was read and stored. */
  const paid = async (transfer: SlipTransfer = newTransfer()) => {
    const investor = await createInvestor(server);
    const row = await waiting(investor);
    const picture = await slipPicture({ code: { transfer } });
    expect(await sendSlip(server, investor, row.id, picture)).toMatchObject({ status: 200 });
    return { investor, row, picture, transfer };
  };

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
    operator = await createStaff(server, 'operations');
  }, 120_000);
  afterAll(() => server?.close());

  it('reads a new slip and stores its bank and reference; staff see them beside the picture', async () => {
    const transfer = newTransfer({ sendingBank: '014' });
    const { row, picture } = await paid(transfer);
    expect(await statusOf(row.id)).toBe('PAYMNENT_SCREENING');
    const [file] = await slipRows(row.id);
    expect(file).toMatchObject({
      slipCheck: 'READ',
      slipSendingBank: '014',
      slipReference: transfer.transRef,
      receivedSha256: sha256(picture),
      contentType: 'image/jpeg',
    });
    expect(await staffSlips(row.id)).toEqual([
      expect.objectContaining({ id: file?.id, check: 'READ', sendingBank: '014', reference: transfer.transRef }),
    ]);
  });

  it('refuses the same slip file for another investor’s joining with 409 SLIP_ALREADY_SENT and stores nothing', async () => {
    const first = await paid();
    const other = await createInvestor(server);
    const row = await waiting(other);
    expect(await sendSlip(server, other, row.id, first.picture)).toMatchObject({ status: 409, body: { message: 'SLIP_ALREADY_SENT' } });
    expect(await statusOf(row.id)).toBe('WAITING_FOR_PAYMENT');
    expect(await slipRows(row.id)).toEqual([]);
    expect(await ownFiles(other)).toBe(0);
    // The same investor's second reservation is no different.
    const second = await waiting(first.investor);
    expect(await sendSlip(server, first.investor, second.id, first.picture)).toMatchObject({
      status: 409,
      body: { message: 'SLIP_ALREADY_SENT' },
    });
    expect(await ownFiles(first.investor)).toBe(1);
  });

  it('refuses another picture of a transfer that paid another joining with 409 SLIP_REFERENCE_USED', async () => {
    const first = await paid();
    const other = await createInvestor(server);
    const row = await waiting(other);
    const retaken = await slipPicture({ code: { transfer: first.transfer }, format: 'png', variant: 7 });
    expect(await sendSlip(server, other, row.id, retaken, 'png')).toMatchObject({ status: 409, body: { message: 'SLIP_REFERENCE_USED' } });
    expect(await slipRows(row.id)).toEqual([]);
    expect(await ownFiles(other)).toBe(0);
  });

  it('takes a clearer picture of the same transfer for the same joining after staff asked for it (PAYMNENT_PENDING)', async () => {
    const first = await paid();
    await db().update(joining).set({ status: 'PAYMNENT_PENDING' }).where(eq(joining.id, first.row.id));
    const clearer = await slipPicture({ code: { transfer: first.transfer }, variant: 99 });
    expect(await sendSlip(server, first.investor, first.row.id, clearer)).toMatchObject({ status: 200 });
    const rows = await slipRows(first.row.id);
    expect(rows.map((row) => row.slipReference)).toEqual([first.transfer.transRef, first.transfer.transRef]);
  });

  it('accepts a slip without a code (NO_CODE) or with a code that is not a slip’s (NOT_A_SLIP_CODE), flagged for staff', async () => {
    const investor = await createInvestor(server);
    const plain = await waiting(investor);
    expect(await sendSlip(server, investor, plain.id, await slipPicture({ code: null }))).toMatchObject({ status: 200 });
    const link = await waiting(investor);
    const linked = await slipPicture({ code: { text: 'https://example.com/not-a-slip' } });
    expect(await sendSlip(server, investor, link.id, linked)).toMatchObject({ status: 200 });
    expect(await staffSlips(plain.id)).toEqual([expect.objectContaining({ check: 'NO_CODE', sendingBank: null, reference: null })]);
    expect(await staffSlips(link.id)).toEqual([expect.objectContaining({ check: 'NOT_A_SLIP_CODE', sendingBank: null, reference: null })]);
  });

  it('reads the QR code on the first page of a PDF slip, and stores the PDF as sent', async () => {
    const investor = await createInvestor(server);
    const row = await waiting(investor);
    const transfer = newTransfer({ sendingBank: '002' });
    const pdf = await slipPdf(await slipPicture({ code: { transfer } }));
    expect(await sendSlip(server, investor, row.id, pdf, 'pdf')).toMatchObject({ status: 200 });
    const [file] = await slipRows(row.id);
    expect(file).toMatchObject({ slipCheck: 'READ', slipSendingBank: '002', slipReference: transfer.transRef, sha256: sha256(pdf) });
    expect(await served(file?.id ?? '')).toEqual(pdf);
  });

  it('refuses a PDF that runs JavaScript, plainly or hidden in a compressed object stream, with 400 and stores nothing', async () => {
    const investor = await createInvestor(server);
    const row = await waiting(investor);
    const scripted = await slipPdf(await slipPicture(), { javascript: 'app.alert("hi")' });
    for (const pdf of [scripted, hiddenScriptPdf(), pdfOpening('<</S /Launch /F (calc.exe)>>')]) {
      expect(await sendSlip(server, investor, row.id, pdf, 'pdf')).toMatchObject({
        status: 400,
        body: { message: 'PDF_ACTIVE_CONTENT', detail: { [SLIP_FIELD]: 'PDF_ACTIVE_CONTENT' } },
      });
    }
    expect(await statusOf(row.id)).toBe('WAITING_FOR_PAYMENT');
    expect(await slipRows(row.id)).toEqual([]);
    expect(await ownFiles(investor)).toBe(0);
    // Opening at a page is no action that runs anything: taken (and flagged, having no code).
    expect(await sendSlip(server, investor, row.id, pdfOpening('[3 0 R /Fit]'), 'pdf')).toMatchObject({ status: 200 });
    expect(await staffSlips(row.id)).toEqual([expect.objectContaining({ check: 'NO_CODE', contentType: 'application/pdf' })]);
  });

  it('refuses a picture that cannot be decoded with 400 FILE_DAMAGED and stores nothing', async () => {
    const investor = await createInvestor(server);
    const row = await waiting(investor);
    const whole = await slipPicture({ format: 'png' });
    for (const [data, kind] of [
      [whole.subarray(0, Math.floor(whole.length / 3)), 'png'],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]), 'jpeg'],
    ] as const) {
      expect(await sendSlip(server, investor, row.id, data, kind)).toMatchObject({ status: 400, body: { message: 'FILE_DAMAGED' } });
    }
    expect(await ownFiles(investor)).toBe(0);
  });

  it('stores a PNG without the HTML appended to it and a JPEG without its EXIF and GPS', async () => {
    const investor = await createInvestor(server);
    const png = withAppendedHtml(await slipPicture({ format: 'png' }));
    const jpeg = await withGpsExif(await slipPicture());
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    for (const [data, kind] of [
      [png, 'png'],
      [jpeg, 'jpeg'],
    ] as const) {
      const row = await waiting(investor);
      expect(await sendSlip(server, investor, row.id, data, kind)).toMatchObject({ status: 200 });
      const [file] = await slipRows(row.id);
      const stored = await served(file?.id ?? '');
      expect(file).toMatchObject({ sha256: sha256(stored), receivedSha256: sha256(data), slipCheck: 'READ' });
      expect(stored.includes('appended-html-marker')).toBe(false);
      expect(stored.includes('<html>')).toBe(false);
      expect(stored.includes('exif-marker-home-address')).toBe(false);
      expect(stored.includes('SecretPhone')).toBe(false);
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ format: kind, width: 1080, height: 1920 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
    }
  });

  it('re-encodes verification files too, and refuses a damaged one there', async () => {
    const account = await signUp(server);
    const tokens = await login(server, account);
    const [owner] = await db().select({ id: user.id }).from(user).where(eq(user.username, account.username));
    const ownerId = owner?.id ?? 0;
    const selfie = await withGpsExif(await slipPicture({ code: null }));
    const broken = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
    const parts = (first: Buffer) => [
      { field: 'selfiePrivate', data: first, name: 'me.jpg', type: 'image/jpeg' },
      { field: 'IDcard1Private', data: JPEG, name: 'front.jpg', type: 'image/jpeg' },
      { field: 'IDcard2Private', data: PDF, name: 'back.pdf', type: 'application/pdf' },
    ];
    expect(await multipart(server, 'POST', '/auth/selfie_file/', tokens.access, parts(broken))).toMatchObject({
      status: 400,
      body: { message: 'FILE_DAMAGED', detail: { selfiePrivate: 'FILE_DAMAGED' } },
    });
    expect(await db().select().from(privateFile).where(eq(privateFile.ownerId, ownerId))).toEqual([]);
    expect(await multipart(server, 'POST', '/auth/selfie_file/', tokens.access, parts(selfie))).toMatchObject({ status: 200 });
    const [file] = await db()
      .select()
      .from(privateFile)
      .where(and(eq(privateFile.field, 'selfiePrivate'), eq(privateFile.ownerId, ownerId)));
    expect(file).toMatchObject({ receivedSha256: sha256(selfie), slipCheck: null });
    const response = await fetch(`${server.baseUrl}/api/files/${file?.id}/`, { headers: { authorization: `Bearer ${tokens.access}` } });
    const stored = Buffer.from(await response.arrayBuffer());
    expect(file?.sha256).toBe(sha256(stored));
    expect(stored.includes('exif-marker-home-address')).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });
});

describe('two uploads of one transfer at once, on PostgreSQL', () => {
  let server: AccountsServer;

  beforeAll(async () => {
    server = await startAccountsServer('postgres');
  }, 120_000);
  afterAll(() => server?.close());

  it('lets one through and refuses the other with 409, whichever comes first', async () => {
    const db = server.app.database.db;
    const waitingOf = async (investor: Investor) => {
      const offering = await createOffering(db);
      return insertJoining(db, {
        userId: investor.id,
        offeringId: offering.id,
        status: 'WAITING_FOR_PAYMENT',
        amount: '5000',
        tokenAmount: '500.00000000',
        reservedAt: new Date(),
        paymentStartedAt: new Date(),
      });
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const transfer = newTransfer();
      const senders = await Promise.all([createInvestor(server), createInvestor(server)]);
      const sent = await Promise.all(
        senders.map(async (investor, variant) => ({
          investor,
          row: await waitingOf(investor),
          picture: await slipPicture({ code: { transfer }, variant }),
        })),
      );
      const answers = await Promise.all(sent.map(({ investor, row, picture }) => sendSlip(server, investor, row.id, picture)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body.message).toBe('SLIP_REFERENCE_USED');
      expect(await db.select().from(privateFile).where(eq(privateFile.slipReference, transfer.transRef))).toHaveLength(1);
    }
  });
});
