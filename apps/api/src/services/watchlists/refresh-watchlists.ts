import type { WatchList } from '@ico/domain/screening';
import { describeProblem } from '@ico/domain/watchlists';
import { watchlistRefresh } from '../../db/schema';
import { fetchListBytes } from './fetch-list';
import { importListFile } from './import-list-file';
import { WatchlistFileError } from './list-files';
import { rescreenAfterImport } from './rescreen-release';

export type RefreshOutcome = {
  list: WatchList;
  outcome: 'imported' | 'unchanged' | 'failed';
  message: string | null;
  releaseId: number | null;
};

/**
 * The scheduled refresh (issue 30): fetches each configured list URL and imports it when its bytes differ from the
 * list's newest release. Each outcome is stored (the back office shows the last one) and a failure is logged; nothing
 * here throws, so the server never stops for a list. Several API processes may fetch the same list in one round: the
 * import checks the bytes under the list's lock, so only the first imports and the others find it unchanged.
 */
export async function refreshWatchlists(deps: Parameters<typeof rescreenAfterImport>[0]): Promise<RefreshOutcome[]> {
  const db = deps.database.db;
  const urls = Object.entries(deps.config.watchlists.urls).filter((pair): pair is [WatchList, string] => Boolean(pair[1]));
  if (urls.length === 0) return [];
  const outcomes: RefreshOutcome[] = [];
  for (const [list, url] of urls) {
    let outcome: RefreshOutcome;
    try {
      const bytes = await fetchListBytes(url);
      const summary = await importListFile(db, { list, bytes, source: url, origin: { via: 'refresh', actorId: null } });
      outcome = summary.unchanged
        ? { list, outcome: 'unchanged', message: null, releaseId: summary.releaseId }
        : {
            list,
            outcome: 'imported',
            message: `${summary.added} added, ${summary.changed} changed, ${summary.removed} removed`,
            releaseId: summary.releaseId,
          };
      deps.log.info({ url, ...summary }, 'watch list refreshed');
      await rescreenAfterImport(deps, summary);
    } catch (error) {
      const message =
        error instanceof WatchlistFileError
          ? `Refused: ${describeProblem(error.problem)}`
          : error instanceof Error
            ? error.message
            : String(error);
      outcome = { list, outcome: 'failed', message, releaseId: null };
      deps.log.error({ list, url, err: error }, 'watch list refresh failed');
    }
    outcomes.push(outcome);
    await db
      .insert(watchlistRefresh)
      .values({ list, url, outcome: outcome.outcome, message: outcome.message, releaseId: outcome.releaseId })
      .catch((error: unknown) => deps.log.error({ list, err: error }, 'watch list refresh outcome not stored'));
  }
  return outcomes;
}
