import { needsEnhancedDueDiligence } from '@ico/domain/risk-rating';
import { qualifiesForRetail, type VerificationItem, type VerificationStatus } from '@ico/domain/statuses';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user, verificationSubmission } from '../../db/schema';
import { AppError } from '../../errors';
import { checkMaySubmit } from '../accounts/check-may-submit';
import type { UserRow } from '../accounts/user-row';
import { eddApproved } from '../edd/get-my-edd';
import { recomputeRisk } from '../risk/recompute-risk';
import { type SessionStateWriter, updateUsers } from '../sessions/session-state-writes';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The user column that holds each item's status. */
export const STATUS_COLUMN = {
  detailInfo: 'detailInfoStatus',
  selfieFile: 'selfieFileStatus',
  bankFile: 'bankFileStatus',
  suitabilityTest: 'suitabilityTestStatus',
  companyFile: 'companyFileStatus',
} as const satisfies Record<VerificationItem, keyof UserRow>;

/** The user row, locked until the transaction ends: submissions and decisions on one user never interleave. */
export async function lockUser(tx: Tx, userId: number): Promise<UserRow> {
  const [row] = await tx.select().from(user).where(eq(user.id, userId)).for('update').limit(1);
  if (!row) throw new AppError('USER_NOT_EXIST');
  return row;
}

/**
 * Opens a submission of a screened item: only while it needs one (else 409 PF_ALREADY_SUBMITED) and never for
 * a blocked account. The item moves to NEED_TO_SCREENING in the same transaction.
 */
export async function openSubmission(
  writer: SessionStateWriter,
  tx: Tx,
  userId: number,
  item: Exclude<VerificationItem, 'suitabilityTest'>,
  data: Record<string, string>,
): Promise<number> {
  const account = await lockUser(tx, userId);
  checkMaySubmit(account);
  if (account[STATUS_COLUMN[item]] !== 'NEED_TO_SUBMIT') throw new AppError('PF_ALREADY_SUBMITED');
  const [row] = await tx.insert(verificationSubmission).values({ userId, item, data }).returning({ id: verificationSubmission.id });
  await updateUsers(writer, tx, eq(user.id, userId), { [STATUS_COLUMN[item]]: 'NEED_TO_SCREENING', updatedAt: new Date() });
  if (!row) throw new Error('submission not stored');
  return row.id;
}

/**
 * PRODUCT.md section 4: a viewer whose detail info, identity files and bank file (and, for a corporate investor, the
 * company file) are approved and whose suitability test is done becomes a retail investor. Answers whether the level
 * changed.
 */
export async function promoteIfQualified(writer: SessionStateWriter, tx: Tx, userId: number): Promise<boolean> {
  const account = await lockUser(tx, userId);
  if (account.userLevel !== 'VIEWER_LEVEL') return false;
  if (!qualifiesForRetail(account.individual, retailStatusesOf(account))) return false;
  // Issue 30: a high-risk investor reaches the retail level only after enhanced due diligence a senior role approved
  // (rated afresh here: the last fact may have changed the level).
  const rating = await recomputeRisk(writer, tx, userId);
  if (needsEnhancedDueDiligence(rating?.level) && !(await eddApproved(tx, userId))) return false;
  await updateUsers(writer, tx, eq(user.id, userId), { userLevel: 'RETAIL_INVESTOR_LEVEL', updatedAt: new Date() });
  return true;
}

/** An account's verification statuses by item, as the domain's qualifiesForRetail reads them. */
export const retailStatusesOf = (
  account: Pick<UserRow, (typeof STATUS_COLUMN)[VerificationItem]>,
): Record<VerificationItem, VerificationStatus> =>
  Object.fromEntries(Object.entries(STATUS_COLUMN).map(([item, column]) => [item, account[column]])) as Record<
    VerificationItem,
    VerificationStatus
  >;
