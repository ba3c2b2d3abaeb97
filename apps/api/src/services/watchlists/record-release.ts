import { createHash } from 'node:crypto';
import type { ImportSummary } from '@ico/domain/contracts/watchlists';
import { WATCH_LISTS, type WatchList } from '@ico/domain/screening';
import { normalizeName } from '@ico/domain/screening-names';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { watchlistChange, watchlistEntry, watchlistName, watchlistRelease } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { entryHash, type ListEntry } from './list-files';

/**
 * A release of a list (issue 30): what changed against the list's release before it, stored with the content each
 * changed or removed entry had before (watchlist_change), in one transaction with its audit row. An entry is never
 * overwritten without its old content kept, and a removed entry keeps its row (`removedReleaseId`).
 */

/** Who made the release and how: an upload or an internal edit (a staff member), the command line, the scheduled refresh. */
export type ReleaseOrigin = {
  via: 'upload' | 'command' | 'refresh' | 'editor' | 'demo';
  actorId: number | null;
  /** The operator on the host (`user@host`) for the command line. */
  operator?: string;
  ip?: string;
};

export type ReleaseInput = {
  list: WatchList;
  source: string;
  sha256: string;
  publishedAt: string | null;
  origin: ReleaseOrigin;
  note?: string;
};

/** The delta a release applies: new entries, entries whose content changed, entries no longer listed. */
export type ReleaseDelta = {
  added: { entry: ListEntry; hash: string; relistId?: number }[];
  changed: { id: number; entry: ListEntry; hash: string }[];
  removed: number[];
};

/** Imports of one list take turns (two at once would both diff against the same previous release). */
const listLockKey = (list: WatchList): number => 1_730_300_000 + WATCH_LISTS.indexOf(list);

export async function lockList(tx: Tx, list: WatchList): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${listLockKey(list)})`);
}

const BATCH = 1000;

function chunks<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** An entry's columns as stored. */
const columnsOf = (entry: ListEntry) => ({
  kind: entry.kind,
  name: entry.name,
  names: entry.names,
  documentNumbers: entry.documentNumbers,
  births: entry.births,
  nationalities: entry.nationalities,
  details: entry.details,
});

/** The names an entry is found by (trigram index), normalised by the domain's rules. */
const nameRows = (entryId: number, entry: ListEntry) =>
  entry.names.flatMap((name) => {
    const { normalized, script } = normalizeName(name.text);
    return normalized ? [{ entryId, normalized, script, quality: name.quality }] : [];
  });

async function insertNames(
  tx: Tx,
  rows: { entryId: number; normalized: string; script: 'latin' | 'thai'; quality: 'primary' | 'good' | 'low' }[],
) {
  for (const chunk of chunks(rows, 4000)) if (chunk.length > 0) await tx.insert(watchlistName).values(chunk);
}

/** The stored content of entries (the `before` of a change or removal), by id. */
async function storedContent(tx: Tx, ids: readonly number[]): Promise<Map<number, Record<string, unknown>>> {
  const content = new Map<number, Record<string, unknown>>();
  for (const chunk of chunks(ids)) {
    const rows = await tx
      .select({
        id: watchlistEntry.id,
        ref: watchlistEntry.ref,
        kind: watchlistEntry.kind,
        name: watchlistEntry.name,
        names: watchlistEntry.names,
        documentNumbers: watchlistEntry.documentNumbers,
        births: watchlistEntry.births,
        nationalities: watchlistEntry.nationalities,
        details: watchlistEntry.details,
        contentHash: watchlistEntry.contentHash,
      })
      .from(watchlistEntry)
      .where(inArray(watchlistEntry.id, chunk));
    for (const { id, ...row } of rows) content.set(id, row);
  }
  return content;
}

/** The delta of a whole list (a file) against the entries stored for it. */
export async function diffAgainstStored(tx: Tx, list: WatchList, entries: readonly ListEntry[]): Promise<ReleaseDelta> {
  const stored = await tx
    .select({
      id: watchlistEntry.id,
      ref: watchlistEntry.ref,
      contentHash: watchlistEntry.contentHash,
      removed: watchlistEntry.removedReleaseId,
    })
    .from(watchlistEntry)
    .where(eq(watchlistEntry.list, list));
  const byRef = new Map(stored.map((row) => [row.ref, row]));
  const delta: ReleaseDelta = { added: [], changed: [], removed: [] };
  const listed = new Set<string>();
  for (const entry of entries) {
    listed.add(entry.ref);
    const hash = entryHash(entry);
    const known = byRef.get(entry.ref);
    if (!known) delta.added.push({ entry, hash });
    else if (known.removed !== null) delta.added.push({ entry, hash, relistId: known.id });
    else if (known.contentHash !== hash) delta.changed.push({ id: known.id, entry, hash });
  }
  for (const row of stored) if (row.removed === null && !listed.has(row.ref)) delta.removed.push(row.id);
  return delta;
}

/** The newest release of a list, if any. */
export async function latestRelease(db: Database | Tx, list: WatchList) {
  const [row] = await db.select().from(watchlistRelease).where(eq(watchlistRelease.list, list)).orderBy(desc(watchlistRelease.id)).limit(1);
  return row;
}

/** Entries listed now (not removed). */
export async function listedCount(db: Database | Tx, list: WatchList): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(watchlistEntry)
    .where(and(eq(watchlistEntry.list, list), isNull(watchlistEntry.removedReleaseId)));
  return Number(row?.n ?? 0);
}

/** Writes the release, its delta and its audit row (inside the caller's transaction, which holds the list's lock). */
export async function applyRelease(tx: Tx, input: ReleaseInput, delta: ReleaseDelta): Promise<ImportSummary> {
  const [release] = await tx
    .insert(watchlistRelease)
    .values({
      list: input.list,
      source: input.source,
      sha256: input.sha256,
      publishedAt: input.publishedAt,
      importedBy: input.origin.actorId,
      note: input.note ?? null,
    })
    .returning({ id: watchlistRelease.id });
  if (!release) throw new AppError('INTERNAL_ERROR');
  const releaseId = release.id;
  const before = await storedContent(tx, [
    ...delta.changed.map((c) => c.id),
    ...delta.removed,
    ...delta.added.flatMap((a) => (a.relistId ? [a.relistId] : [])),
  ]);
  const changes: { releaseId: number; entryId: number; change: 'added' | 'changed' | 'removed'; before: Record<string, unknown> | null }[] =
    [];

  const fresh = delta.added.filter((a) => a.relistId === undefined);
  for (const chunk of chunks(fresh)) {
    const rows = await tx
      .insert(watchlistEntry)
      .values(
        chunk.map(({ entry, hash }) => ({
          list: input.list,
          ref: entry.ref,
          ...columnsOf(entry),
          contentHash: hash,
          addedReleaseId: releaseId,
        })),
      )
      .returning({ id: watchlistEntry.id, ref: watchlistEntry.ref });
    const idOf = new Map(rows.map((row) => [row.ref, row.id]));
    const names = chunk.flatMap(({ entry }) => nameRows(idOf.get(entry.ref) as number, entry));
    await insertNames(tx, names);
    for (const row of rows) changes.push({ releaseId, entryId: row.id, change: 'added', before: null });
  }

  // Changed and listed again: the row is updated and its names replaced; its content before is kept in the change.
  const rewritten = [
    ...delta.changed.map((c) => ({ ...c, change: 'changed' as const })),
    ...delta.added.flatMap((a) => (a.relistId ? [{ id: a.relistId, entry: a.entry, hash: a.hash, change: 'added' as const }] : [])),
  ];
  for (const chunk of chunks(rewritten)) {
    for (const { id, entry, hash } of chunk)
      await tx
        .update(watchlistEntry)
        .set({ ...columnsOf(entry), contentHash: hash, changedReleaseId: releaseId, removedReleaseId: null })
        .where(eq(watchlistEntry.id, id));
    const ids = chunk.map((c) => c.id);
    await tx.delete(watchlistName).where(inArray(watchlistName.entryId, ids));
    await insertNames(
      tx,
      chunk.flatMap(({ id, entry }) => nameRows(id, entry)),
    );
    for (const { id, change } of chunk) changes.push({ releaseId, entryId: id, change, before: before.get(id) ?? null });
  }

  // Removed: the row stays (hits and cases name it); its names leave the index, so it is no longer found.
  for (const ids of chunks(delta.removed)) {
    await tx.update(watchlistEntry).set({ removedReleaseId: releaseId }).where(inArray(watchlistEntry.id, ids));
    await tx.delete(watchlistName).where(inArray(watchlistName.entryId, ids));
    for (const id of ids) changes.push({ releaseId, entryId: id, change: 'removed', before: before.get(id) ?? null });
  }
  for (const chunk of chunks(changes, 4000)) if (chunk.length > 0) await tx.insert(watchlistChange).values(chunk);

  const summary = {
    list: input.list,
    releaseId,
    unchanged: false,
    added: delta.added.length,
    changed: delta.changed.length,
    removed: delta.removed.length,
    total: await listedCount(tx, input.list),
  };
  await tx
    .update(watchlistRelease)
    .set({ added: summary.added, changed: summary.changed, removed: summary.removed, total: summary.total })
    .where(eq(watchlistRelease.id, releaseId));
  await recordAudit(tx, {
    actorId: input.origin.actorId,
    action: input.origin.via === 'editor' ? 'watchlist.edit' : 'watchlist.import',
    targetType: 'watchlistRelease',
    targetId: releaseId,
    detail: {
      list: input.list,
      via: input.origin.via,
      source: input.source,
      sha256: input.sha256,
      publishedAt: input.publishedAt,
      added: summary.added,
      changed: summary.changed,
      removed: summary.removed,
      total: summary.total,
      ...(input.origin.operator ? { operator: input.origin.operator } : {}),
      ...(input.note ? { reason: input.note } : {}),
    },
    ipAddress: input.origin.ip,
  });
  return summary;
}

/** SHA-256 of a file's bytes, hex. */
export const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
