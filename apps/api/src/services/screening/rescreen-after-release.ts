import { and, eq, gt, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { resultRows, type Tx } from '../../db/client';
import { screeningSubjectName, user } from '../../db/schema';
import { recordScreening } from './record-hits';
import { indexSubjectNames, readFacts, type ScreeningDeps, scoreCandidates, useCandidateThreshold } from './screen-investor';

/** Investors handled per transaction: short transactions, and a failure loses one batch's work, never a half case. */
const BATCH = 200;

export type RescreenSummary = {
  /** Entries the release added or changed. */
  entries: number;
  /** Investors indexed for the first time (accounts screened before the investor-side index existed). */
  indexed: number;
  /** Investor and entry pairs the indexes proposed, and the investors among them. */
  candidatePairs: number;
  candidateInvestors: number;
  /** Investors with a new potential match, and the hits stored. */
  investorsHit: number;
  hits: number;
};

type Db = ScreeningDeps & { database: Pick<DatabaseHandle, 'db'> };

/** Investors without names in screening_subject_name (accounts older than migration 0018): indexed once. */
async function indexMissingSubjects(deps: Db): Promise<number> {
  const db = deps.database.db;
  let indexed = 0;
  let after = 0;
  for (;;) {
    const missing = await db
      .select({ id: user.id })
      .from(user)
      .where(
        and(
          isNull(user.role),
          gt(user.id, after),
          notExists(db.select({ one: sql`1` }).from(screeningSubjectName).where(eq(screeningSubjectName.userId, user.id))),
        ),
      )
      .orderBy(user.id)
      .limit(BATCH);
    const last = missing.at(-1);
    if (!last) return indexed;
    after = last.id;
    await db.transaction(async (tx) => {
      for (const { id } of missing) {
        const read = await readFacts(tx, id);
        if (read) await indexSubjectNames(tx, id, read.facts);
      }
    });
    indexed += missing.length;
  }
}

/**
 * The investor and entry pairs worth scoring for the entries a release added or changed, the other direction from
 * an investor's screening: for each changed entry, the investors whose Thai ID or passport number is one of its
 * documents (the unique indexes on app_user) and those whose normalised name is similar to one of its names (the
 * trigram index on screening_subject_name). Never every investor against every entry.
 */
export const candidatePairsQuery = (releaseId: number): SQL => sql`
    with changed as (
      select c.entry_id from watchlist_change c
      join watchlist_entry e on e.id = c.entry_id
      where c.release_id = ${releaseId} and c.change in ('added', 'changed') and e.removed_release_id is null
    ),
    documents as (
      select changed.entry_id, d.number from changed
      join watchlist_entry e on e.id = changed.entry_id
      cross join lateral unnest(e.document_numbers) as d(number)
    )
    select documents.entry_id, u.id as user_id from documents join app_user u on u.thai_id_number = documents.number
      where u.role is null
    union
    select documents.entry_id, u.id from documents join app_user u on upper(u.passport_id) = documents.number
      where u.role is null
    union
    select n.entry_id, s.user_id from changed
      join watchlist_name n on n.entry_id = changed.entry_id
      join screening_subject_name s on s.normalized % n.normalized and s.script = n.script
  `;

async function candidatePairs(tx: Tx, releaseId: number): Promise<Map<number, Set<number>>> {
  await useCandidateThreshold(tx);
  const result = await tx.execute(candidatePairsQuery(releaseId));
  const byUser = new Map<number, Set<number>>();
  for (const row of resultRows<{ entry_id: number; user_id: number }>(result)) {
    const userId = Number(row.user_id);
    const entries = byUser.get(userId) ?? new Set<number>();
    entries.add(Number(row.entry_id));
    byUser.set(userId, entries);
  }
  return byUser;
}

/**
 * Re-screens the existing investors after a list release (issue 30, deliver 3): only the entries the release added or
 * changed, each against the investors the indexes find for it; each pair scored by the domain, cleared pairs quiet
 * while neither side changed, hits stored against this release with the investor's case opened or joined and the
 * account's state set (record-hits.ts). The list importer calls it once the release is committed.
 */
export async function rescreenAfterRelease(deps: Db, releaseId: number): Promise<RescreenSummary> {
  const db = deps.database.db;
  const indexed = await indexMissingSubjects(deps);
  const [changed] = resultRows<{ count: number | string }>(
    await db.execute(
      sql`select count(*) as count from watchlist_change where release_id = ${releaseId} and change in ('added', 'changed')`,
    ),
  );
  const pairs = await db.transaction((tx) => candidatePairs(tx, releaseId));
  const summary: RescreenSummary = {
    entries: Number(changed?.count ?? 0),
    indexed,
    candidatePairs: [...pairs.values()].reduce((sum, entries) => sum + entries.size, 0),
    candidateInvestors: pairs.size,
    investorsHit: 0,
    hits: 0,
  };
  const users = [...pairs.keys()].sort((a, b) => a - b);
  for (let start = 0; start < users.length; start += BATCH) {
    await db.transaction(async (tx) => {
      for (const userId of users.slice(start, start + BATCH)) {
        const read = await readFacts(tx, userId);
        if (!read) continue;
        const hits = await scoreCandidates(deps, tx, userId, read.facts, read.hash, [...(pairs.get(userId) ?? [])], releaseId);
        if (hits.length === 0) continue;
        const recorded = await recordScreening(deps, tx, userId, 'listRelease', read, hits);
        if (recorded.stored === 0) continue;
        summary.investorsHit += 1;
        summary.hits += recorded.stored;
      }
    });
  }
  return summary;
}
