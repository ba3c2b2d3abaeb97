import type { Deps } from '../deps';
import { recomputeRisk } from './recompute-risk';

/**
 * A reservation changes what the investor has reserved against their declared means (risk-rating.ts): they are rated
 * again once it is committed, in a transaction of its own and off the reservation's answer (a launch burst does not
 * wait for it). A failure is logged; the next fact that changes rates the investor again.
 */
export function rateAfterReservation(deps: Pick<Deps, 'database' | 'sessionCache' | 'log'>, userId: number): Promise<void> {
  return deps.database.db
    .transaction(async (tx) => {
      await recomputeRisk(deps, tx, userId);
    })
    .catch((error: unknown) => deps.log.error({ err: error, userId }, 'risk rating after a reservation failed'));
}
