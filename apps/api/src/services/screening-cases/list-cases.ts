import type { CaseQueue, CaseQueueQuery } from '@ico/domain/contracts/screening-cases';
import { CASE_STATUSES, type CaseStatus, type WatchList } from '@ico/domain/screening';
import { CASES_PAGE_SIZE } from '@ico/domain/screening-cases';
import { asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { screeningCase, screeningHit, user, watchlistEntry } from '../../db/schema';
import { toSummary } from '../accounts/user-row';
import type { Deps } from '../deps';

const proposer = alias(user, 'proposer');
const OPEN: CaseStatus[] = ['OPEN', 'PROPOSED'];

/** The compliance queue: cases oldest first (the open ones unless a status is asked for), with counts by status. */
export async function listCases(deps: Pick<Deps, 'database'>, query: CaseQueueQuery): Promise<CaseQueue> {
  const db = deps.database.db;
  const statuses = query.status ? [query.status] : OPEN;
  const where = inArray(screeningCase.status, statuses);
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select({ row: screeningCase, investor: user, proposer: proposer.username })
      .from(screeningCase)
      .innerJoin(user, eq(user.id, screeningCase.userId))
      .leftJoin(proposer, eq(proposer.id, screeningCase.proposedBy))
      .where(where)
      .orderBy(asc(screeningCase.openedAt), asc(screeningCase.id))
      .limit(CASES_PAGE_SIZE)
      .offset((query.page - 1) * CASES_PAGE_SIZE),
    db.select({ n: count() }).from(screeningCase).where(where),
    db.select({ status: screeningCase.status, n: count() }).from(screeningCase).groupBy(screeningCase.status),
  ]);
  const ids = rows.map(({ row }) => row.id);
  const hits = ids.length
    ? await db
        .select({
          caseId: screeningHit.caseId,
          n: count(),
          top: max(screeningHit.score),
          lists: sql<WatchList[]>`array_agg(distinct ${watchlistEntry.list})`,
        })
        .from(screeningHit)
        .innerJoin(watchlistEntry, eq(watchlistEntry.id, screeningHit.entryId))
        .where(inArray(screeningHit.caseId, ids))
        .groupBy(screeningHit.caseId)
    : [];
  const hitsOf = new Map(hits.map((h) => [h.caseId, h]));
  return {
    results: rows.map(({ row, investor, proposer: proposedBy }) => {
      const h = hitsOf.get(row.id);
      return {
        id: row.id,
        status: row.status,
        trigger: row.trigger,
        openedAt: row.openedAt.toISOString(),
        user: toSummary(investor),
        hits: h?.n ?? 0,
        topScore: h?.top ?? '0',
        lists: h?.lists ?? [],
        proposedDecision: row.proposedDecision,
        proposedBy,
      };
    }),
    count: total?.n ?? 0,
    counts: Object.fromEntries(CASE_STATUSES.map((status) => [status, byStatus.find((b) => b.status === status)?.n ?? 0])) as Record<
      CaseStatus,
      number
    >,
  };
}
