import { createHash, randomUUID } from 'node:crypto';
import type { VerificationStatus } from '@ico/domain/statuses';
import { eq } from 'drizzle-orm';
import { privateFile, user, verificationSubmission } from '../../src/db/schema';
import { STATUS_COLUMN } from '../../src/services/verification';
import type { TestServer } from './test-server';

type Item = 'detailInfo' | 'selfieFile' | 'bankFile' | 'companyFile';

/** The smallest valid PNG (1x1 pixel), as an uploaded identity document. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A Thai investor's detail information as the form sends it (spec names, phones joined to their codes). */
export const THAI_DETAIL_INFO: Record<string, string> = {
  birthdate: '1990-05-17',
  gender: 'MALE',
  thaiIDNumber: '1101700230708',
  occupation: 'EMPLOYEE',
  position: 'Engineer',
  companyName: 'Siam Widgets Co., Ltd.',
  annualIncome: '300K_1M',
  financeAssets: '100K_1M',
  referredBy: 'HOMEPAGE',
  resPhoneNumberID: '+66',
  resPhoneNumber: '+66-21234567',
  mobPhoneNumberID: '+66',
  mobPhoneNumber: '+66-812345678',
  compPhoneNumberID: '+66',
  compPhoneNumber: '+66-27654321',
  resAddress: '99 Sukhumvit Road',
  resCity: 'Bangkok',
  resPostalCode: '10110',
  resCountry: 'TH',
  compAddress: '1 Silom Road',
  compCity: 'Bangkok',
  compPostalCode: '10500',
  compCountry: 'TH',
  thaiIDAddress: '99 Sukhumvit Road',
  thaiIDCity: 'Bangkok',
  thaiIDPostalCode: '10110',
  thaiIDCountry: 'TH',
  thaiHMAddress: '99 Sukhumvit Road',
  thaiHMCity: 'Bangkok',
  thaiHMPostalCode: '10110',
  thaiHMCountry: 'TH',
};

/**
 * A submission waiting for screening, written directly (as a factory) the way the investor's POST leaves it:
 * the submission row, the item at NEED_TO_SCREENING, and one private file stored through the file store.
 */
export async function insertSubmission(
  server: Pick<TestServer, 'app'>,
  userId: number,
  item: Item,
  options: { data?: Record<string, string>; submittedAt?: Date; field?: string; file?: Buffer } = {},
): Promise<{ id: number; fileId: string }> {
  const db = server.app.database.db;
  const data = options.data ?? (item === 'detailInfo' ? THAI_DETAIL_INFO : {});
  const [row] = await db
    .insert(verificationSubmission)
    .values({ userId, item, data, submittedAt: options.submittedAt ?? new Date() })
    .returning({ id: verificationSubmission.id });
  if (!row) throw new Error('submission not stored');
  await db
    .update(user)
    .set({ [STATUS_COLUMN[item]]: 'NEED_TO_SCREENING' satisfies VerificationStatus })
    .where(eq(user.id, userId));
  const fileId = randomUUID();
  const content = options.file ?? PNG_1X1;
  const storageKey = `u${userId}/${fileId}`;
  await server.app.files.put(storageKey, content, 'image/png');
  await db.insert(privateFile).values({
    id: fileId,
    ownerId: userId,
    submissionId: row.id,
    field:
      options.field ?? (item === 'bankFile' ? 'bookImagePrivate' : item === 'selfieFile' ? 'selfiePrivate' : 'companyDocument1Private'),
    storageKey,
    fileName: 'document.png',
    contentType: 'image/png',
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
  });
  return { id: row.id, fileId };
}
