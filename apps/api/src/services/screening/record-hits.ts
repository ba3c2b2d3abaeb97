import type { ScreeningState, ScreeningTrigger, WatchList } from '@ico/domain/screening';
import type { EntryScore } from '@ico/domain/screening-score';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { screeningCase, screeningClearance, screeningHit, user } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { recomputeRisk } from '../risk/recompute-risk';
import { type SessionStateWriter, updateUsers } from '../sessions/session-state-writes';

/** A potential match found for one investor: the entry, the release it is compared as, and the score. */
export type FoundHit = {
  entryId: number;
  list: WatchList;
  ref: string;
  releaseId: number;
  entryHash: string;
  result: EntryScore;
};

/** Entries of these pairs a false-positive decision cleared for these facts and this entry content. */
export async function clearedEntries(tx: Tx, userId: number, hash: string, entries: ReadonlyArray<{ id: number; contentHash: string }>) {
  if (entries.length === 0) return new Set<number>();
  const rows = await tx
    .select({ entryId: screeningClearance.entryId, entryHash: screeningClearance.entryHash })
    .from(screeningClearance)
    .where(
      and(
        eq(screeningClearance.userId, userId),
        eq(screeningClearance.factsHash, hash),
        inArray(
          screeningClearance.entryId,
          entries.map((e) => e.id),
        ),
      ),
    );
  const content = new Map(entries.map((e) => [e.id, e.contentHash]));
  return new Set(rows.filter((r) => content.get(r.entryId) === r.entryHash).map((r) => r.entryId));
}

/**
 * Stores what one screening of one investor found, in the caller's transaction (the investor's row locked first, so
 * two screenings of one investor never open two cases): each new hit (an entry already hit with the same facts and
 * entry content is not stored again), the investor's open case opened or joined, the account's state (REVIEW while a
 * case is open; FROZEN stays FROZEN) and the time of screening, the audit rows. Answers the state and the hits stored.
 */
export async function recordScreening(
  deps: SessionStateWriter,
  tx: Tx,
  userId: number,
  trigger: ScreeningTrigger,
  facts: { hash: string },
  hits: readonly FoundHit[],
): Promise<{ state: ScreeningState; stored: number }> {
  const [account] = await tx
    .select({ id: user.id, state: user.screeningState })
    .from(user)
    .where(eq(user.id, userId))
    .for('update')
    .limit(1);
  if (!account) throw new Error(`screening: no user ${userId}`);
  const known = hits.length
    ? await tx
        .select({ entryId: screeningHit.entryId, entryHash: screeningHit.entryHash })
        .from(screeningHit)
        .where(
          and(
            eq(screeningHit.userId, userId),
            eq(screeningHit.factsHash, facts.hash),
            inArray(
              screeningHit.entryId,
              hits.map((h) => h.entryId),
            ),
          ),
        )
    : [];
  const fresh = hits.filter((h) => !known.some((k) => k.entryId === h.entryId && k.entryHash === h.entryHash));

  let [open] = await tx
    .select({ id: screeningCase.id })
    .from(screeningCase)
    .where(and(eq(screeningCase.userId, userId), sql`${screeningCase.status} in ('OPEN', 'PROPOSED')`))
    .limit(1);
  if (fresh.length > 0 && !open) {
    [open] = await tx.insert(screeningCase).values({ userId, trigger }).returning({ id: screeningCase.id });
    if (!open) throw new Error('screening case not stored');
    await recordAudit(tx, {
      actorId: null,
      action: 'screening.caseOpened',
      targetType: 'screening_case',
      targetId: open.id,
      detail: { userId, trigger, hits: fresh.length },
    });
  }
  for (const hit of fresh) {
    const [row] = await tx
      .insert(screeningHit)
      .values({
        userId,
        entryId: hit.entryId,
        releaseId: hit.releaseId,
        caseId: open?.id ?? null,
        trigger,
        score: hit.result.score.toFixed(4),
        fields: hit.result.fields,
        matchedName: hit.result.matchedName,
        investorName: hit.result.investorName,
        factsHash: facts.hash,
        entryHash: hit.entryHash,
      })
      .returning({ id: screeningHit.id });
    await recordAudit(tx, {
      actorId: null,
      action: 'screening.hit',
      targetType: 'user',
      targetId: userId,
      detail: {
        hitId: row?.id,
        caseId: open?.id,
        trigger,
        list: hit.list,
        ref: hit.ref,
        releaseId: hit.releaseId,
        score: hit.result.score,
        fields: hit.result.fields,
      },
    });
  }
  const state: ScreeningState = account.state === 'FROZEN' ? 'FROZEN' : open ? 'REVIEW' : account.state;
  await updateUsers(deps, tx, eq(user.id, userId), { screeningState: state, screenedAt: new Date() });
  // A case opened or joined is a fact of the risk rating (a PEP hit, an open case): rated again (issue 30, deliver 5).
  if (open) await recomputeRisk(deps, tx, userId);
  return { state, stored: fresh.length };
}
