import { changesProgress } from '@ico/domain/live-progress';
import type { JoiningStatus } from '@ico/domain/statuses';
import type { Tx } from '../../../db/client';
import { notifyInTransaction } from '../../../events/event-bus';

/**
 * Open offering pages in every process hear of a change that moves the offering's progress once it commits (never
 * if it rolls back): live progress.
 */
export async function tellProgress(tx: Tx, offeringId: number, from: JoiningStatus, to: JoiningStatus): Promise<void> {
  if (changesProgress(from, to)) await notifyInTransaction(tx, 'offering_progress', String(offeringId));
}
