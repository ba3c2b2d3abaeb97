import type { InternalEditAnswer, InternalEntry } from '@ico/domain/contracts/watchlists';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { watchlistEntry } from '../../db/schema';
import { AppError } from '../../errors';
import type { RequestMeta } from '../deps';
import { editSha256, internalEntryView, internalListEntry, listedInternalEntry } from './internal-entries';
import { entryHash } from './list-files';
import { applyRelease, lockList } from './record-release';

/**
 * POST /admin/watchlists/internal/entries/: lists a person or entity on the internal list, as a release of that list
 * (one entry added, the reason kept on the release and in the audit log). A reference listed now is 409; one removed
 * earlier is listed again (its earlier content kept in the change).
 */
export async function addInternalEntry(
  db: Database,
  actorId: number,
  input: InternalEntry,
  meta: RequestMeta,
): Promise<InternalEditAnswer> {
  const entry = internalListEntry(input);
  return db.transaction(async (tx) => {
    await lockList(tx, 'internal');
    const [known] = await tx
      .select({ id: watchlistEntry.id, removed: watchlistEntry.removedReleaseId })
      .from(watchlistEntry)
      .where(and(eq(watchlistEntry.list, 'internal'), eq(watchlistEntry.ref, entry.ref)));
    if (known && known.removed === null) throw new AppError('WATCHLIST_ENTRY_EXISTS', { reference: 'WATCHLIST_ENTRY_EXISTS' });
    const hash = entryHash(entry);
    const release = await applyRelease(
      tx,
      {
        list: 'internal',
        source: 'back office',
        sha256: editSha256('add', entry.ref, hash),
        publishedAt: null,
        origin: { via: 'editor', actorId, ip: meta.ip },
        note: input.reason,
      },
      { added: [{ entry, hash, relistId: known?.id }], changed: [], removed: [] },
    );
    const [row] = await tx
      .select({ id: watchlistEntry.id })
      .from(watchlistEntry)
      .where(and(eq(watchlistEntry.list, 'internal'), eq(watchlistEntry.ref, entry.ref)));
    return { release, entry: internalEntryView(await listedInternalEntry(tx, row?.id ?? 0)) };
  });
}
