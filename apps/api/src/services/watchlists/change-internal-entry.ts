import type { InternalEditAnswer, InternalEntry } from '@ico/domain/contracts/watchlists';
import type { Database } from '../../db/client';
import type { RequestMeta } from '../deps';
import { editSha256, internalEntryView, internalListEntry, listedInternalEntry } from './internal-entries';
import { entryHash } from './list-files';
import { applyRelease, latestRelease, listedCount, lockList } from './record-release';

/**
 * PUT /admin/watchlists/internal/entries/:id/: changes an internal entry (its reference stays), as a release of the internal list (the
 * content before kept in the change). The same content again changes nothing and makes no release.
 */
export async function changeInternalEntry(
  db: Database,
  actorId: number,
  id: number,
  input: InternalEntry,
  meta: RequestMeta,
): Promise<InternalEditAnswer> {
  return db.transaction(async (tx) => {
    await lockList(tx, 'internal');
    const current = await listedInternalEntry(tx, id);
    // The reference is the entry's identity on the list (hits and cases name it): it stays.
    const entry = internalListEntry({ ...input, reference: current.ref });
    const hash = entryHash(entry);
    if (current.contentHash === hash) {
      const newest = await latestRelease(tx, 'internal');
      const total = await listedCount(tx, 'internal');
      const release = { list: 'internal' as const, releaseId: newest?.id ?? 0, unchanged: true, added: 0, changed: 0, removed: 0, total };
      return { release, entry: internalEntryView(current) };
    }
    const release = await applyRelease(
      tx,
      {
        list: 'internal',
        source: 'back office',
        sha256: editSha256('change', entry.ref, hash),
        publishedAt: null,
        origin: { via: 'editor', actorId, ip: meta.ip },
        note: input.reason,
      },
      { added: [], changed: [{ id, entry, hash }], removed: [] },
    );
    return { release, entry: internalEntryView(await listedInternalEntry(tx, id)) };
  });
}
