import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import type { MfaReset, MfaResetQuery } from '@ico/domain/contracts/mfa-resets';
import { MFA_RESET_DATA_KEY, type MfaResetState } from '@ico/domain/mfa-reset';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { mfaReset, verificationSubmission } from '../../db/schema';
import type { Deps } from '../deps';
import { describeReset } from './mfa-reset-view';

/** Whether a selfie of the reset waits for staff (one at a time: the next comes only after a rejection). */
const selfieWaiting = sql`exists (
  select 1 from ${verificationSubmission} s
  where s.data ->> ${MFA_RESET_DATA_KEY} = ${mfaReset.id}::text and s.status = 'NEED_TO_SCREENING'
)`;

/** The SQL of each state (mfaResetState, from the rows). */
const STATE_WHERE: Record<MfaResetState, SQL | undefined> = {
  completed: isNotNull(mfaReset.completedAt),
  cancelled: and(isNull(mfaReset.completedAt), isNotNull(mfaReset.cancelledAt)),
  awaitingScreening: and(isNull(mfaReset.completedAt), isNull(mfaReset.cancelledAt), isNull(mfaReset.firstApprovedAt), selfieWaiting),
  awaitingSecondApproval: and(
    isNull(mfaReset.completedAt),
    isNull(mfaReset.cancelledAt),
    isNotNull(mfaReset.firstApprovedAt),
    selfieWaiting,
  ),
  awaitingSelfie: and(isNull(mfaReset.completedAt), isNull(mfaReset.cancelledAt), sql`not ${selfieWaiting}`),
};

/**
 * Two-factor resets for staff, newest first, 25 a page: one investor's (the user page), or every reset in one state
 * (the selfies waiting for screening).
 */
export async function listMfaResets(deps: Deps, query: MfaResetQuery): Promise<{ results: MfaReset[]; count: number }> {
  const db = deps.database.db;
  const where = and(query.userId ? eq(mfaReset.userId, query.userId) : undefined, query.state ? STATE_WHERE[query.state] : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mfaReset)
      .where(where)
      .orderBy(desc(mfaReset.createdAt), desc(mfaReset.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(mfaReset).where(where),
  ]);
  const results: MfaReset[] = [];
  for (const row of rows) results.push(await describeReset(db, row));
  return { results, count: total?.value ?? 0 };
}
