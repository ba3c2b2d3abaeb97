import type { ImportSummary } from '@ico/domain/contracts/watchlists';
import type { FastifyBaseLogger } from 'fastify';
import { rescreenAfterRelease } from '../screening/rescreen-after-release';

type RescreenDeps = Parameters<typeof rescreenAfterRelease>[0] & { log: FastifyBaseLogger };

/**
 * After a committed release that added or changed entries, the existing investors are screened against those entries
 * (rescreenAfterRelease). The release stands whatever happens here; a failure is logged as an error for the operator
 * to run the re-screening again, and answered as false.
 */
export async function rescreenAfterImport(deps: RescreenDeps, summary: ImportSummary): Promise<boolean> {
  if (summary.unchanged || summary.added + summary.changed === 0) return true;
  try {
    const result = await rescreenAfterRelease(deps, summary.releaseId);
    deps.log.info({ list: summary.list, releaseId: summary.releaseId, ...result }, 'investors re-screened after a watch-list release');
    return true;
  } catch (error) {
    deps.log.error(
      { err: error, list: summary.list, releaseId: summary.releaseId },
      'investors not re-screened after a watch-list release',
    );
    return false;
  }
}
