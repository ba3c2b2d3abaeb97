import type { ImportSummary } from '@ico/domain/contracts/watchlists';
import type { WatchList } from '@ico/domain/screening';
import { describeProblem } from '@ico/domain/watchlists';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { LIST_READERS, WatchlistFileError } from './list-files';
import { applyRelease, diffAgainstStored, latestRelease, lockList, type ReleaseOrigin, sha256Of } from './record-release';

/**
 * One import of a list file (an upload, `npm run watchlists -- import`, the scheduled refresh): the file is read whole
 * first (a fault refuses it, nothing stored), then its delta against the stored entries is written as a release in one
 * transaction. The same bytes as the list's newest release make no release (`unchanged`).
 */
export async function importListFile(
  db: Database,
  input: { list: WatchList; bytes: Uint8Array; source: string; origin: ReleaseOrigin },
): Promise<ImportSummary> {
  const sha256 = sha256Of(input.bytes);
  const newest = await latestRelease(db, input.list);
  if (newest?.sha256 === sha256) return unchangedSummary(newest);
  const file = LIST_READERS[input.list](input.bytes);
  return db.transaction(async (tx) => {
    await lockList(tx, input.list);
    // Another import may have stored these very bytes while this one read them.
    const current = await latestRelease(tx, input.list);
    if (current?.sha256 === sha256) return unchangedSummary(current);
    const delta = await diffAgainstStored(tx, input.list, file.entries);
    return applyRelease(tx, { list: input.list, source: input.source, sha256, publishedAt: file.publishedAt, origin: input.origin }, delta);
  });
}

function unchangedSummary(release: { id: number; list: WatchList; total: number }): ImportSummary {
  return { list: release.list, releaseId: release.id, unchanged: true, added: 0, changed: 0, removed: 0, total: release.total };
}

/** A refused file as the API answers it: 400 WATCHLIST_FILE_INVALID naming where and what. */
export function fileErrorAsAppError(error: unknown): unknown {
  if (!(error instanceof WatchlistFileError)) return error;
  const { problem } = error;
  return new AppError('WATCHLIST_FILE_INVALID', {
    at: problem.at,
    problem: problem.code,
    ...(problem.field ? { field: problem.field } : {}),
    text: describeProblem(problem),
  });
}
