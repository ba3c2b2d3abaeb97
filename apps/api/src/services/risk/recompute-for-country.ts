import { and, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { user } from '../../db/schema';
import type { SessionStateWriter } from '../sessions/session-state-writes';
import { recomputeRisk } from './recompute-risk';

/**
 * Rates again every investor whose nationality or residence is `code` (the rule reads resCountry, foreHCCountry and a
 * Thai national's TH), after compliance edited the country list: only those, found by their detail information.
 * Answers how many were rated.
 */
export async function recomputeForCountry(writer: SessionStateWriter, tx: Tx, code: string, now = new Date()): Promise<number> {
  const affected = await tx
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        isNull(user.role),
        or(
          sql`${user.detailInfo}->>'resCountry' = ${code}`,
          sql`${user.detailInfo}->>'foreHCCountry' = ${code}`,
          code === 'TH' ? sql`${user.nationality} = 'THAI'` : undefined,
        ),
      ),
    );
  for (const { id } of affected) await recomputeRisk(writer, tx, id, now);
  return affected.length;
}
