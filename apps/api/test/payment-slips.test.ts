import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@ico/domain/constants';
import { joiningDetailSchema } from '@ico/domain/contracts/joinings';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joining, joiningEvent, message, privateFile } from '../src/db/schema';
import { call } from './support/accounts';
import { createInvestor, createOffering, type Investor, insertJoining } from './support/offerings';
import { ONE_DATABASE, startTestServer, type TestServer } from './support/test-server';

const DAY = 86_400_000;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

type Part = { field: string; data: Buffer; name?: string; type?: string };

async function upload(server: TestServer, joiningId: number | string, token: string | undefined, parts: Part[]) {
  const form = new FormData();
  for (const part of parts)
    form.append(part.field, new Blob([new Uint8Array(part.data)], { type: part.type ?? 'image/png' }), part.name ?? 'slip.png');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.baseUrl}/api/icoportal/paymentslip_file/${joiningId}/`, { method: 'POST', headers, body: form });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const slip = (data = PNG): Part[] => [{ field: 'paymentSlipFilePrivate', data }];

async function storedFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('payment slips', () => {
  let server: TestServer;
  const db = () => server.app.database.db;

  /** A reservation waiting for its slip, the payment period opened at `startedAt`. */
  const waiting = async (
    investor: Investor,
    startedAt = new Date(),
    status: 'WAITING_FOR_PAYMENT' | 'RESERVATION_SCREENING' = 'WAITING_FOR_PAYMENT',
  ) => {
    const offering = await createOffering(db());
    return insertJoining(db(), {
      userId: investor.id,
      offeringId: offering.id,
      status,
      amount: '5000',
      tokenAmount: '500.00000000',
      reservedAt: startedAt,
      paymentStartedAt: status === 'WAITING_FOR_PAYMENT' ? startedAt : null,
    });
  };
  const statusOf = async (id: number) => (await db().select({ status: joining.status }).from(joining).where(eq(joining.id, id)))[0]?.status;

  beforeAll(async () => {
    server = await startTestServer({ database: ONE_DATABASE });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('refuses strangers, blocked accounts, missing and wrong files, and joinings not waiting for a slip', async () => {
    const investor = await createInvestor(server);
    const row = await waiting(investor);
    expect((await upload(server, row.id, undefined, slip())).status).toBe(401);
    const stranger = await createInvestor(server);
    expect(await upload(server, row.id, stranger.token, slip())).toMatchObject({ status: 404, body: { message: 'NO_JOINING_EXISTS' } });
    expect(await upload(server, 'abc', investor.token, slip())).toMatchObject({ status: 404, body: { message: 'NO_JOINING_EXISTS' } });
    const blocked = await createInvestor(server, { level: 'BLOCKED_LEVEL' });
    const blockedRow = await waiting(blocked);
    expect(await upload(server, blockedRow.id, blocked.token, slip())).toMatchObject({ status: 403, body: { message: 'ACCOUNT_BLOCKED' } });
    const withoutTwoFactor = await createInvestor(server, { mfa: false });
    const unguarded = await waiting(withoutTwoFactor);
    expect(await upload(server, unguarded.id, withoutTwoFactor.token, slip())).toMatchObject({
      status: 400,
      body: { message: 'MFA_NOT_ENABLED' },
    });

    expect(await upload(server, row.id, investor.token, [])).toMatchObject({ status: 400, body: { message: 'FILE_REQUIRED' } });
    expect(await upload(server, row.id, investor.token, [{ field: 'other', data: PNG }])).toMatchObject({
      status: 400,
      body: { message: 'BAD_REQUEST' },
    });
    expect(await upload(server, row.id, investor.token, slip(Buffer.from('just text, not an image')))).toMatchObject({
      status: 400,
      body: { message: 'FILE_TYPE_NOT_ALLOWED' },
    });
    const large = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PNG.length)]);
    expect((await upload(server, row.id, investor.token, slip(large))).status).toBe(413);

    const screening = await waiting(investor, new Date(), 'RESERVATION_SCREENING');
    expect(await upload(server, screening.id, investor.token, slip())).toMatchObject({
      status: 409,
      body: { message: 'PF_ALREADY_SUBMITED' },
    });
    expect(await statusOf(row.id)).toBe('WAITING_FOR_PAYMENT');
    expect(await db().select().from(privateFile).where(eq(privateFile.ownerId, investor.id))).toEqual([]);
    expect(await storedFiles(path.join(server.config.dataDir, 'private-files', `u${investor.id}`))).toEqual([]);
  });

  it('stores the slip with the joining and moves it to PAYMNENT_SCREENING, once', async () => {
    const investor = await createInvestor(server);
    const row = await waiting(investor);
    const before = joiningDetailSchema.parse((await call(server, 'GET', `/icoportal/joinings/${row.id}/`, { token: investor.token })).body);
    expect(before.qrcode).not.toBeNull();
    expect(before.paymentDeadline).not.toBeNull();

    expect(await upload(server, row.id, investor.token, slip())).toEqual({
      status: 200,
      body: { message: 'THANK_YOU', status: 'PAYMNENT_SCREENING' },
    });
    const after = joiningDetailSchema.parse((await call(server, 'GET', `/icoportal/joinings/${row.id}/`, { token: investor.token })).body);
    expect(after).toMatchObject({
      status: 'PAYMNENT_SCREENING',
      qrcode: null,
      paymentDeadline: null,
      promptPayId: null,
      payeeAccount: null,
    });
    expect(before.promptPayId).not.toBeNull();
    expect(after.slips).toHaveLength(1);
    const [file] = await db().select().from(privateFile).where(eq(privateFile.joiningId, row.id));
    expect(file).toMatchObject({ ownerId: investor.id, field: 'paymentSlipFilePrivate', contentType: 'image/png', id: after.slips[0]?.id });
    const served = await fetch(`${server.baseUrl}/api/files/${file?.id}/`, { headers: { authorization: `Bearer ${investor.token}` } });
    expect(served.status).toBe(200);
    // Stored re-encoded (sanitize-upload.ts): the same pixels, found again by the digest of the bytes as sent.
    const stored = Buffer.from(await served.arrayBuffer());
    expect(await sharp(stored).raw().toBuffer()).toEqual(await sharp(PNG).raw().toBuffer());
    expect(file).toMatchObject({
      sha256: createHash('sha256').update(stored).digest('hex'),
      receivedSha256: createHash('sha256').update(PNG).digest('hex'),
      slipCheck: 'NO_CODE',
    });
    const events = await db().select().from(joiningEvent).where(eq(joiningEvent.joiningId, row.id));
    expect(events.at(-1)).toMatchObject({ fromStatus: 'WAITING_FOR_PAYMENT', toStatus: 'PAYMNENT_SCREENING', actor: 'investor' });

    expect(await upload(server, row.id, investor.token, slip())).toMatchObject({ status: 409, body: { message: 'PF_ALREADY_SUBMITED' } });
    expect(await storedFiles(path.join(server.config.dataDir, 'private-files', `u${investor.id}`))).toHaveLength(1);
  });

  it('a slip after the deadline cancels the reservation in the same call', async () => {
    const investor = await createInvestor(server, { language: 'th' });
    const row = await waiting(investor, new Date(Date.now() - 20 * DAY));
    expect(await upload(server, row.id, investor.token, slip())).toMatchObject({ status: 409, body: { message: 'PAYMENT_PERIOD_OVER' } });
    expect(await statusOf(row.id)).toBe('RESERVATION_REJECTED');
    const events = await db().select().from(joiningEvent).where(eq(joiningEvent.joiningId, row.id));
    expect(events.at(-1)).toMatchObject({
      toStatus: 'RESERVATION_REJECTED',
      actor: 'system',
      reason: 'ไม่ได้รับหลักฐานการโอนเงินภายใน 3 วันทำการ',
    });
    const inbox = await db().select().from(message).where(eq(message.userId, investor.id));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.body).toContain('ไม่ได้รับหลักฐานการโอนเงินภายใน 3 วันทำการ');
    expect(await db().select().from(privateFile).where(eq(privateFile.joiningId, row.id))).toEqual([]);
    // The amount is free again.
    expect((await call(server, 'GET', `/icoportal/icoprogress/${row.offeringId}/`)).body).toMatchObject({ sumReservated: '0' });
  });
});
