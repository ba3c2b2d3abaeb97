import type { InternalEntryView, WatchlistRelease, WatchlistsAnswer } from '@ico/domain/contracts/watchlists';
import { WATCH_LISTS } from '@ico/domain/screening';
import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { user, watchlistEntry, watchlistRefresh, watchlistRelease } from '../../db/schema';
import { internalEntryView } from './internal-entries';
import { listedCount } from './record-release';

/** Releases each list shows in the back office, newest first. */
const RELEASES_SHOWN = 10;
const PAGE_SIZE = 20;

type ReleaseRow = typeof watchlistRelease.$inferSelect & { importedByName: string | null };

const releaseView = (row: ReleaseRow): WatchlistRelease => ({
  id: row.id,
  list: row.list,
  source: row.source,
  sha256: row.sha256,
  publishedAt: row.publishedAt,
  importedAt: row.importedAt.toISOString(),
  importedBy: row.importedBy !== null && row.importedByName !== null ? { id: row.importedBy, username: row.importedByName } : null,
  added: row.added,
  changed: row.changed,
  removed: row.removed,
  total: row.total,
  note: row.note,
});

/** GET /admin/watchlists/: each list's entries listed now, newest releases, configured URL and last scheduled refresh. */
export async function listWatchlists(deps: { config: Pick<Config, 'watchlists'>; database: { db: Database } }): Promise<WatchlistsAnswer> {
  const db = deps.database.db;
  const lists = await Promise.all(
    WATCH_LISTS.map(async (list) => {
      const releases = await db
        .select({ release: watchlistRelease, importedByName: user.username })
        .from(watchlistRelease)
        .leftJoin(user, eq(user.id, watchlistRelease.importedBy))
        .where(eq(watchlistRelease.list, list))
        .orderBy(desc(watchlistRelease.id))
        .limit(RELEASES_SHOWN);
      const [refresh] = await db
        .select()
        .from(watchlistRefresh)
        .where(eq(watchlistRefresh.list, list))
        .orderBy(desc(watchlistRefresh.id))
        .limit(1);
      const url = list === 'internal' ? undefined : deps.config.watchlists.urls[list];
      return {
        list,
        total: await listedCount(db, list),
        url: url ?? null,
        lastRefresh: refresh
          ? { checkedAt: refresh.checkedAt.toISOString(), outcome: refresh.outcome, message: refresh.message, releaseId: refresh.releaseId }
          : null,
        releases: releases.map((r) => releaseView({ ...r.release, importedByName: r.importedByName })),
      };
    }),
  );
  return { lists, refreshHours: Math.round(deps.config.watchlists.refreshMs / 3_600_000) };
}

/** GET /admin/watchlists/internal/entries/: the internal list's entries listed now, by reference, searched by name or reference. */
export async function listInternalEntries(
  db: Database,
  query: { page: number; q?: string },
): Promise<{ results: InternalEntryView[]; count: number }> {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(watchlistEntry.list, 'internal'),
    isNull(watchlistEntry.removedReleaseId),
    pattern ? or(ilike(watchlistEntry.ref, pattern), ilike(watchlistEntry.name, pattern)) : undefined,
  );
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(watchlistEntry).where(where);
  const rows = await db
    .select()
    .from(watchlistEntry)
    .where(where)
    .orderBy(watchlistEntry.ref)
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return { results: rows.map(internalEntryView), count: Number(total?.n ?? 0) };
}
