import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { JoiningStatus, TransitionActor, UserLevel } from '@ico/domain/statuses';
import { PNG_1X1 } from '@ico/testing/kyc-samples';
import { asc, desc, eq } from 'drizzle-orm';
import { auditLog, joining, joiningEvent, message, offering, privateFile, user } from '../../src/db/schema';
import { stampJoiningMoney } from '../../src/security/money-mac';
import { attachWhitePaper, OFFERING_TERMS } from './offerings';
import { countInsertedJoining } from './reserved-counter';
import type { TestServer } from './test-server';

type Server = Pick<TestServer, 'app'>;
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** An 8x8 JPEG and a one-page PDF: real files (private uploads are decoded and re-encoded, PDFs opened: issue 17). */
export const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIADg9//2Q==',
  'base64',
);
export const PNG = PNG_1X1;
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/** The JSON body of POST /admin/offerings/: open now for 30 days, 1,000,000 Baht for 100,000 tokens. */
export function offeringInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Date.now();
  return {
    tokenName: `Siam Token ${hex(2)}`,
    ticker: `T${hex(2).toUpperCase()}`,
    summaryEN: 'A token for testing.',
    summaryTH: 'โทเคนสำหรับทดสอบ',
    startAt: new Date(now - 86_400_000).toISOString(),
    finishAt: new Date(now + 30 * 86_400_000).toISOString(),
    ...OFFERING_TERMS,
    ...overrides,
  };
}

/** An offering written directly (as a factory) for the tests that only need one to hang joinings on; with a white paper. */
export async function insertOffering(
  server: Server,
  overrides: Partial<typeof offering.$inferInsert> = {},
  options: { whitePaper?: boolean } = {},
): Promise<typeof offering.$inferSelect> {
  const now = Date.now();
  const [row] = await server.app.database.db
    .insert(offering)
    .values({
      tokenName: `Direct Token ${hex(2)}`,
      ticker: `D${hex(2).toUpperCase()}`,
      summaryEN: 'Summary',
      summaryTH: 'สรุป',
      startAt: new Date(now - 86_400_000),
      finishAt: new Date(now + 30 * 86_400_000),
      totalAmount: '1000000',
      totalAmountToken: '100000',
      minimumAmount: '1000',
      allowedLevels: ['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL'],
      paymentInstructionsEN: 'Pay',
      paymentInstructionsTH: 'จ่าย',
      promptPayId: '0812345678',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('offering not stored');
  if (options.whitePaper ?? true) await attachWhitePaper(server.app.database.db, row.id);
  return row;
}

export type DirectInvestor = typeof user.$inferSelect;

/** A verified investor row (no password: the back-office tests never sign in as it). */
export async function insertInvestor(
  server: Server,
  overrides: { username?: string; email?: string; level?: UserLevel; language?: 'en' | 'th'; firstNameEN?: string } = {},
): Promise<DirectInvestor> {
  const id = hex(4);
  const [row] = await server.app.database.db
    .insert(user)
    .values({
      username: overrides.username ?? `i${id}`,
      email: overrides.email ?? `investor-${id}@example.com`,
      nationality: 'THAI',
      firstNameEN: overrides.firstNameEN ?? 'Somchai',
      lastNameEN: 'Jaidee',
      firstNameTH: 'สมชาย',
      lastNameTH: 'ใจดี',
      language: overrides.language ?? 'en',
      userLevel: overrides.level ?? 'RETAIL_INVESTOR_LEVEL',
      detailInfoStatus: 'DONE',
      suitabilityTestStatus: 'DONE',
      bankFileStatus: 'DONE',
      selfieFileStatus: 'DONE',
    })
    .returning();
  if (!row) throw new Error('investor not stored');
  return row;
}

/** A wallet address of 40 random hex digits. */
export const walletAddress = () => `0x${hex(20)}`;

/**
 * A joining in the given status, written directly with a reservation (amount, tokens, address, signed
 * message) unless it is still before one; `events` writes its history rows as well.
 */
export async function insertJoining(
  server: Server,
  input: {
    userId: number;
    offeringId: number;
    status: JoiningStatus;
    amount?: string;
    address?: string;
    createdAt?: Date;
    paymentStartedAt?: Date | null;
    events?: Array<{ from: JoiningStatus | null; to: JoiningStatus; at: Date; actor?: TransitionActor }>;
  },
): Promise<typeof joining.$inferSelect> {
  const db = server.app.database.db;
  const reserved = input.status !== 'KNOWLEDGETEST_PASSED' && input.status !== 'AGREEMENT_CHECKED';
  const amount = input.amount ?? '10000';
  const createdAt = input.createdAt ?? new Date();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(joining)
      .values({
        userId: input.userId,
        offeringId: input.offeringId,
        status: input.status,
        ...(reserved
          ? {
              amount,
              tokenAmount: (Number(amount) / 10).toFixed(8),
              address: input.address ?? walletAddress(),
              message: `word${hex(4)} word${hex(4)} word${hex(4)}`,
              signature: `0x${hex(65)}`,
              version: '1',
              reservedAt: createdAt,
            }
          : {}),
        paymentStartedAt:
          input.paymentStartedAt === undefined
            ? ['WAITING_FOR_PAYMENT', 'PAYMNENT_PENDING'].includes(input.status)
              ? createdAt
              : null
            : input.paymentStartedAt,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!inserted) throw new Error('joining not stored');
    await countInsertedJoining(tx, inserted);
    // Its money MAC, as the application writes it (security/money-mac.ts).
    return stampJoiningMoney(tx, inserted);
  });
  if (input.events?.length)
    await db.insert(joiningEvent).values(
      input.events.map((event) => ({
        joiningId: row.id,
        offeringId: input.offeringId,
        fromStatus: event.from,
        toStatus: event.to,
        actor: event.actor ?? 'investor',
        createdAt: event.at,
      })),
    );
  return row;
}

/** A payment slip of a joining, as the investor's upload leaves it (the file goes through the file store). */
export async function insertSlip(server: Server, joiningRow: { id: number; userId: number }): Promise<string> {
  const id = randomUUID();
  const storageKey = `private/${id}`;
  await server.app.files.put(storageKey, PNG, 'image/png');
  await server.app.database.db.insert(privateFile).values({
    id,
    ownerId: joiningRow.userId,
    joiningId: joiningRow.id,
    field: 'paymentSlipFilePrivate',
    storageKey,
    fileName: 'slip.png',
    contentType: 'image/png',
    size: PNG.length,
    sha256: createHash('sha256').update(PNG).digest('hex'),
  });
  return id;
}

/** A joining of 300,000 THB awaiting payment screening, with its slip: of a new investor unless `userId` is given. */
export async function insertScreeningJoining(server: Server, userId?: number) {
  const target = await insertOffering(server);
  const investorId = userId ?? (await insertInvestor(server)).id;
  const row = await insertJoining(server, { userId: investorId, offeringId: target.id, status: 'PAYMNENT_SCREENING', amount: '300000' });
  const slipFileId = await insertSlip(server, row);
  return { offering: target, row, slipFileId, investorId };
}

export const messagesOf = (server: Server, userId: number) =>
  server.app.database.db.select().from(message).where(eq(message.userId, userId)).orderBy(desc(message.id));

export const auditOf = (server: Server, action: string) =>
  server.app.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));

export const eventsOf = (server: Server, joiningId: number) =>
  server.app.database.db.select().from(joiningEvent).where(eq(joiningEvent.joiningId, joiningId)).orderBy(asc(joiningEvent.id));

/** One part of a multipart body: a text `value`, or a file (`data`, a PNG when not given). */
export type Part = { field: string; data?: Buffer; name?: string; type?: string; value?: string };

/** Text parts, one a field. */
export const textParts = (fields: Record<string, string>): Array<{ field: string; value: string }> =>
  Object.entries(fields).map(([field, value]) => ({ field, value }));

/** A multipart request over real HTTP (fetch builds the body from FormData). */
export async function multipart<T = Record<string, unknown>>(
  server: Pick<TestServer, 'baseUrl'>,
  method: 'POST' | 'PUT',
  pathName: string,
  token: string | undefined,
  parts: Part[],
): Promise<{ status: number; body: T }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.value !== undefined) form.append(part.field, part.value);
    else
      form.append(
        part.field,
        new Blob([new Uint8Array(part.data ?? PNG)], { type: part.type ?? 'image/png' }),
        part.name ?? `${part.field}.png`,
      );
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.baseUrl}/api${pathName}`, { method, headers, body: form });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}
