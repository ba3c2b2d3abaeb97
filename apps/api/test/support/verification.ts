import { createHash, randomUUID } from 'node:crypto';
import type { VerificationStatus } from '@ico/domain/statuses';
import { PNG_1X1, THAI_DETAIL_INFO } from '@ico/testing/kyc-samples';
import { eq } from 'drizzle-orm';
import { emailVerification, mfaReset, privateFile, user, verificationSubmission } from '../../src/db/schema';
import { hashToken, randomToken } from '../../src/security/tokens';
import { MFA_RESET_PURPOSE } from '../../src/services/mfa-resets/reset-links';
import { updateUsers } from '../../src/services/sessions/session-state-writes';
import { STATUS_COLUMN } from '../../src/services/verification/verification-state';
import type { TestServer } from './test-server';

type Item = 'detailInfo' | 'selfieFile' | 'bankFile' | 'companyFile';

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
  await updateUsers(server.app, db, eq(user.id, userId), { [STATUS_COLUMN[item]]: 'NEED_TO_SCREENING' satisfies VerificationStatus });
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

/** An open two-factor reset written directly (as a factory), with its mailed link: answers the link's code. */
export async function insertMfaReset(server: Pick<TestServer, 'app'>, userId: number, reason = 'Lost the phone'): Promise<string> {
  const db = server.app.database.db;
  const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  await db.insert(mfaReset).values({ userId, reason });
  const code = randomToken(24);
  await db.insert(emailVerification).values({
    email: owner?.email ?? '',
    codeHash: hashToken(code),
    purpose: MFA_RESET_PURPOSE,
    userId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return code;
}
