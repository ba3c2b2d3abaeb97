import type { MfaReset } from '@ico/domain/contracts/mfa-resets';
import { isOpenMfaReset, MFA_RESET_DATA_KEY, mfaResetState } from '@ico/domain/mfa-reset';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { mfaReset, privateFile, user, verificationSubmission } from '../../db/schema';
import { AppError } from '../../errors';
import { refuseOwn } from '../../security/own-account';
import { reservationsInProgressOf } from '../account-closures/closure-view';
import { isItemSubmission } from '../verification/item-submissions';
import { staffFileColumns, submissionFiles } from '../verification/submission-files';
import { lockUser } from '../verification/verification-state';
import { liveLinkExpiry } from './reset-links';

const requester = alias(user, 'requester');
const completer = alias(user, 'completer');
const decider = alias(user, 'decider');
const firstApprover = alias(user, 'first_approver');

export type MfaResetRow = typeof mfaReset.$inferSelect;

/** The submissions sent for reset `id`, newest first. */
export const selfiesOf = (db: Database | Tx, resetId: number) =>
  db
    .select({ submission: verificationSubmission, decidedBy: decider.username })
    .from(verificationSubmission)
    .leftJoin(decider, eq(decider.id, verificationSubmission.decidedBy))
    .where(sql`${verificationSubmission.data} ->> ${MFA_RESET_DATA_KEY} = ${String(resetId)}`)
    .orderBy(desc(verificationSubmission.submittedAt), desc(verificationSubmission.id));

/** The investor's newest approved identity files (the selfie and ID card or passport pages staff accepted before). */
async function approvedIdentity(db: Database | Tx, userId: number): Promise<MfaReset['approvedIdentity']> {
  const [approved] = await db
    .select()
    .from(verificationSubmission)
    .where(
      and(
        eq(verificationSubmission.userId, userId),
        eq(verificationSubmission.item, 'selfieFile'),
        eq(verificationSubmission.status, 'DONE'),
        isItemSubmission,
      ),
    )
    .orderBy(desc(verificationSubmission.submittedAt), desc(verificationSubmission.id))
    .limit(1);
  if (!approved) return null;
  return {
    submittedAt: approved.submittedAt.toISOString(),
    decidedAt: approved.decidedAt?.toISOString() ?? null,
    files: await submissionFiles(db, approved.id),
  };
}

/** The stored picture a selfie was found to copy, with when and in which item it was sent. */
async function selfieCopyOf(db: Database | Tx, row: MfaResetRow): Promise<MfaReset['selfieCopy']> {
  if (row.selfieCopyOf === null) return null;
  const [copied] = await db
    .select({
      ...staffFileColumns,
      submittedAt: verificationSubmission.submittedAt,
      item: verificationSubmission.item,
    })
    .from(privateFile)
    .leftJoin(verificationSubmission, eq(verificationSubmission.id, privateFile.submissionId))
    .where(eq(privateFile.id, row.selfieCopyOf))
    .limit(1);
  if (!copied) return null;
  const { submittedAt, item, ...file } = copied;
  return { file, submittedAt: submittedAt?.toISOString() ?? null, item, distance: row.selfieCopyDistance ?? 0 };
}

/** One reset as staff see it: its state, the newest selfie with its files, and the approved identity to compare. */
export async function describeReset(db: Database | Tx, row: MfaResetRow): Promise<MfaReset> {
  const [names] = await db
    .select({
      username: user.username,
      requestedBy: requester.username,
      completedBy: completer.username,
      firstApprovedBy: firstApprover.username,
    })
    .from(mfaReset)
    .innerJoin(user, eq(user.id, mfaReset.userId))
    .leftJoin(requester, eq(requester.id, mfaReset.requestedBy))
    .leftJoin(completer, eq(completer.id, mfaReset.completedBy))
    .leftJoin(firstApprover, eq(firstApprover.id, mfaReset.firstApprovedBy))
    .where(eq(mfaReset.id, row.id))
    .limit(1);
  const selfies = await selfiesOf(db, row.id);
  const newest = selfies[0];
  const state = mfaResetState({
    completedAt: row.completedAt,
    cancelledAt: row.cancelledAt,
    firstApprovedAt: row.firstApprovedAt,
    selfieStatus: newest?.submission.status ?? null,
  });
  const open = isOpenMfaReset(state);
  const [files, identity, linkExpiresAt, inProgress, copy] = await Promise.all([
    newest ? submissionFiles(db, newest.submission.id) : Promise.resolve([]),
    open ? approvedIdentity(db, row.userId) : Promise.resolve(null),
    state === 'awaitingSelfie' ? liveLinkExpiry(db, row.userId) : Promise.resolve(null),
    open ? reservationsInProgressOf(db, row.userId) : Promise.resolve(0),
    open && newest?.submission.status === 'NEED_TO_SCREENING' ? selfieCopyOf(db, row) : Promise.resolve(null),
  ]);
  return {
    id: row.id,
    userId: row.userId,
    username: names?.username ?? '',
    state,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    requestedBy: names?.requestedBy ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    completedBy: names?.completedBy ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    firstApprovedBy: names?.firstApprovedBy ?? null,
    firstApprovedAt: row.firstApprovedAt?.toISOString() ?? null,
    needsTwoApprovals: inProgress > 0 || row.firstApprovedAt !== null,
    selfieCopy: copy,
    linkExpiresAt: linkExpiresAt?.toISOString() ?? null,
    attempts: selfies.length,
    selfie: newest
      ? {
          submissionId: newest.submission.id,
          status: newest.submission.status,
          reason: newest.submission.reason,
          submittedAt: newest.submission.submittedAt.toISOString(),
          decidedAt: newest.submission.decidedAt?.toISOString() ?? null,
          decidedBy: newest.decidedBy,
          files,
        }
      : null,
    approvedIdentity: identity,
  };
}

/** The user's open reset (neither completed nor cancelled), locked with `lock`. */
export async function openResetOf(db: Database | Tx, userId: number, lock = false): Promise<MfaResetRow | null> {
  const query = db
    .select()
    .from(mfaReset)
    .where(and(eq(mfaReset.userId, userId), isNull(mfaReset.completedAt), isNull(mfaReset.cancelledAt)))
    .orderBy(desc(mfaReset.createdAt), desc(mfaReset.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * For a staff decision on a reset: refuses one's own (403 SELF_ACTION_FORBIDDEN), then locks the owner's account and
 * the reset row in `tx`, in that order (as every writer of a reset). 404 NOT_FOUND when there is no such reset.
 */
export async function lockResetForStaff(tx: Tx, actorId: number, resetId: number) {
  const [target] = await tx.select({ userId: mfaReset.userId }).from(mfaReset).where(eq(mfaReset.id, resetId)).limit(1);
  if (!target) throw new AppError('NOT_FOUND');
  refuseOwn(actorId, target.userId);
  const account = await lockUser(tx, target.userId);
  const [reset] = await tx.select().from(mfaReset).where(eq(mfaReset.id, resetId)).for('update').limit(1);
  return { account, reset };
}
