import type { InternalEditAnswer, RemovalReason } from '@ico/domain/contracts/watchlists';
import type { Database } from '../../db/client';
import type { RequestMeta } from '../deps';
import { editSha256, listedInternalEntry } from './internal-entries';
import { applyRelease, lockList } from './record-release';

/**
 * POST /admin/watchlists/internal/entries/:id/removal/: takes an entry off the internal list, as a release of that
 * list; the entry keeps its row (hits and cases still name it) and its content is kept in the change.
 */
export async function removeInternalEntry(
  db: Database,
  actorId: number,
  id: number,
  input: RemovalReason,
  meta: RequestMeta,
): Promise<InternalEditAnswer> {
  return db.transaction(async (tx) => {
    await lockList(tx, 'internal');
    const current = await listedInternalEntry(tx, id);
    const release = await applyRelease(
      tx,
      {
        list: 'internal',
        source: 'back office',
        sha256: editSha256('remove', current.ref, current.contentHash),
        publishedAt: null,
        origin: { via: 'editor', actorId, ip: meta.ip },
        note: input.reason,
      },
      { added: [], changed: [], removed: [id] },
    );
    return { release, entry: null };
  });
}
