import type { ScreeningState, ScreeningTrigger } from '@ico/domain/screening';
import { type InvestorFacts, isHit, scoreEntry, withNormalizedNames } from '@ico/domain/screening-score';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Tx } from '../../db/client';
import { screeningSubjectName, user, watchlistEntry, watchlistName } from '../../db/schema';
import type { SessionStateWriter } from '../sessions/session-state-writes';
import { companyFileName, documentNumbers, factsHash, investorFacts, normalizedNames } from './investor-facts';
import { clearedEntries, type FoundHit, recordScreening } from './record-hits';

/**
 * The trigram similarity (pg_trgm, 0 to 1) from which a listed name is a candidate worth scoring. Low on purpose: the
 * index only narrows 100,000 names to a few dozen; the domain's word-by-word score decides (decision 0030).
 */
export const CANDIDATE_TRIGRAM_THRESHOLD = 0.3;

/** Sets the candidate threshold of `%` for the rest of the transaction. */
export async function useCandidateThreshold(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(CANDIDATE_TRIGRAM_THRESHOLD)}, true)`);
}

/**
 * What screening needs: the threshold and the session-state writer (null cache in a process without one: the
 * operator's command line, the bench).
 */
export type ScreeningDeps = SessionStateWriter & { config: Config };

/** The columns of an entry scoring reads. */
export const ENTRY_COLUMNS = {
  id: watchlistEntry.id,
  list: watchlistEntry.list,
  ref: watchlistEntry.ref,
  kind: watchlistEntry.kind,
  names: watchlistEntry.names,
  documentNumbers: watchlistEntry.documentNumbers,
  births: watchlistEntry.births,
  nationalities: watchlistEntry.nationalities,
  contentHash: watchlistEntry.contentHash,
  releaseId: sql<number>`coalesce(${watchlistEntry.changedReleaseId}, ${watchlistEntry.addedReleaseId})`.mapWith(Number),
};

/** Listed entries holding one of these document numbers (the GIN array index, `&&`). */
export const documentCandidates = (db: Database | Tx, documents: readonly string[]) =>
  db
    .select({ id: watchlistEntry.id })
    .from(watchlistEntry)
    .where(and(sql`${watchlistEntry.documentNumbers} && ${sql.param([...documents])}::text[]`, isNull(watchlistEntry.removedReleaseId)));

/** Listed entries with a name similar to one of these normalised names (the trigram index, `%`). */
export const nameCandidates = (db: Database | Tx, names: readonly string[]) =>
  db
    .selectDistinct({ id: watchlistName.entryId })
    .from(watchlistName)
    .innerJoin(watchlistEntry, eq(watchlistEntry.id, watchlistName.entryId))
    .where(and(or(...names.map((name): SQL => sql`${watchlistName.normalized} % ${name}`)), isNull(watchlistEntry.removedReleaseId)));

/**
 * Listed entries (never removed ones) that may concern these facts, found through the indexes only: document numbers
 * through the GIN array index, names through the trigram index on watchlist_name.
 */
export async function candidateEntryIds(tx: Tx, facts: InvestorFacts): Promise<number[]> {
  const documents = documentNumbers(facts);
  const names = normalizedNames(facts).map((n) => n.normalized);
  const found = new Set<number>();
  if (documents.length > 0) for (const row of await documentCandidates(tx, documents)) found.add(row.id);
  if (names.length > 0) {
    await useCandidateThreshold(tx);
    for (const row of await nameCandidates(tx, names)) found.add(row.id);
  }
  return [...found];
}

/** Scores the candidates and keeps the hits at the configured threshold, leaving out pairs a clearance covers. */
export async function scoreCandidates(
  deps: Pick<ScreeningDeps, 'config'>,
  tx: Tx,
  userId: number,
  facts: InvestorFacts,
  hash: string,
  entryIds: readonly number[],
  releaseId?: number,
): Promise<FoundHit[]> {
  if (entryIds.length === 0) return [];
  const entries = await tx
    .select(ENTRY_COLUMNS)
    .from(watchlistEntry)
    .where(and(inArray(watchlistEntry.id, [...entryIds]), isNull(watchlistEntry.removedReleaseId)));
  const hits: FoundHit[] = [];
  const normalized = withNormalizedNames(facts);
  for (const entry of entries) {
    const result = scoreEntry(normalized, entry);
    if (isHit(result, deps.config.screeningThreshold)) {
      hits.push({
        entryId: entry.id,
        list: entry.list,
        ref: entry.ref,
        releaseId: releaseId ?? entry.releaseId,
        entryHash: entry.contentHash,
        result,
      });
    }
  }
  if (hits.length === 0) return hits;
  const cleared = await clearedEntries(
    tx,
    userId,
    hash,
    entries.filter((e) => hits.some((h) => h.entryId === e.id)),
  );
  return hits.filter((h) => !cleared.has(h.entryId));
}

/** Rewrites the investor's normalised names that a list release searches (screening_subject_name). */
export async function indexSubjectNames(tx: Tx, userId: number, facts: InvestorFacts): Promise<void> {
  await tx.delete(screeningSubjectName).where(eq(screeningSubjectName.userId, userId));
  const names = normalizedNames(facts);
  if (names.length > 0) await tx.insert(screeningSubjectName).values(names.map((n) => ({ userId, ...n })));
}

/** Reads an investor's facts (the account, and a corporate investor's newest company file). */
export async function readFacts(tx: Tx, userId: number): Promise<{ facts: InvestorFacts; hash: string } | null> {
  const [account] = await tx.select().from(user).where(eq(user.id, userId)).limit(1);
  if (!account || account.role !== null) return null;
  const facts = investorFacts(account, await companyFileName(tx, account));
  return { facts, hash: factsHash(facts) };
}

/**
 * Screens one investor against every listed entry, in the caller's transaction (issue 30, deliver 3): the facts are
 * read, candidates found through the indexes, scored by the domain (screening-score.ts) at SCREENING_THRESHOLD, pairs
 * a false-positive decision cleared left out; the hits are stored with a case opened or joined, the account's
 * screening state and time set and audited (record-hits.ts). Staff accounts are not screened. Answers the state.
 */
export async function screenInvestor(deps: ScreeningDeps, tx: Tx, userId: number, trigger: ScreeningTrigger): Promise<ScreeningState> {
  const read = await readFacts(tx, userId);
  if (!read) {
    const [account] = await tx.select({ state: user.screeningState }).from(user).where(eq(user.id, userId)).limit(1);
    return account?.state ?? 'CLEAR';
  }
  await indexSubjectNames(tx, userId, read.facts);
  const candidates = await candidateEntryIds(tx, read.facts);
  const hits = await scoreCandidates(deps, tx, userId, read.facts, read.hash, candidates);
  return (await recordScreening(deps, tx, userId, trigger, read, hits)).state;
}
