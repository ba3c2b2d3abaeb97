import { mfaResetCodeSchema } from '@ico/domain/contracts/mfa-resets';
import { MFA_RESET_DATA_KEY, MFA_RESET_SELFIE_FIELD } from '@ico/domain/mfa-reset';
import { eq } from 'drizzle-orm';
import { mfaReset, verificationSubmission } from '../../db/schema';
import { AppError, parseOrThrow } from '../../errors';
import { LIMITS } from '../../security/rate-limiter';
import { type MultipartBody, requireFiles } from '../../uploads/read-multipart';
import type { Deps, RequestMeta } from '../deps';
import { recordFiles, withStoredFiles } from '../files/stored-files';
import { lockUser } from '../verification/verification-state';
import { openResetOf, selfiesOf } from './mfa-reset-view';
import { expireResetLinks, findResetLink } from './reset-links';
import { findSelfieCopy } from './selfie-copies';

/**
 * The investor's new selfie for a reset, through the mailed link (no sign-in). The link is used up by it; the file
 * is checked like the identity files (JPEG, PNG or PDF by content, 2.5 MB) and kept under its owner; the
 * submission waits for staff and names the reset in its data, so it never touches the identity item. A picture the
 * account sent before is refused (the same bytes) or flagged for staff (one that looks the same): selfie-copies.ts.
 */
export async function submitMfaResetSelfie(deps: Deps, body: MultipartBody, meta: RequestMeta): Promise<void> {
  await deps.limiter.consume(LIMITS.linkCheckAddress, meta.ip);
  const { code } = parseOrThrow(mfaResetCodeSchema, body.fields);
  const db = deps.database.db;
  const { userId } = await findResetLink(db, code);
  const files = requireFiles(body, [MFA_RESET_SELFIE_FIELD]);
  await withStoredFiles(deps, userId, files, (stored) =>
    db.transaction(async (tx) => {
      await lockUser(tx, userId);
      // Checked again under the lock: two uploads with one link never both pass.
      const link = await findResetLink(tx, code, true);
      const reset = await openResetOf(tx, userId, true);
      if (!reset || reset.userId !== link.userId) throw new AppError('LINK_EXPIRED');
      const [waiting] = await selfiesOf(tx, reset.id);
      if (waiting?.submission.status === 'NEED_TO_SCREENING') throw new AppError('PF_ALREADY_SUBMITED');
      const [selfie] = stored;
      const copy = selfie ? await findSelfieCopy(deps, tx, userId, selfie) : null;
      const [submission] = await tx
        .insert(verificationSubmission)
        .values({ userId, item: 'selfieFile', data: { [MFA_RESET_DATA_KEY]: String(reset.id) } })
        .returning({ id: verificationSubmission.id });
      if (!submission) throw new Error('submission not stored');
      await recordFiles(tx, userId, { submissionId: submission.id }, stored);
      // A new selfie starts its screening afresh: no first approval carries over, the copy check is its own.
      await tx
        .update(mfaReset)
        .set({
          submissionId: submission.id,
          firstApprovedBy: null,
          firstApprovedAt: null,
          selfieCopyOf: copy?.fileId ?? null,
          selfieCopyDistance: copy?.distance ?? null,
        })
        .where(eq(mfaReset.id, reset.id));
      await expireResetLinks(tx, userId);
    }),
  );
}
