import { compareDecimals } from '@ico/domain/money';
import { reservedDelta } from '@ico/domain/reserved-counter';
import type { JoiningStatus } from '@ico/domain/statuses';
import type { Tx } from '../../../db/client';
import type { OfferingRow } from '../../offerings/offering-row';
import { moveReservedCounter } from '../../offerings/reserved-counter';
import type { JoiningRow } from '../joining-writes';

/**
 * The offering's reserved counter moves as the domain says (`reservedDelta`) for the change from `before` to the row as
 * it is now, in the caller's transaction; answers the offering as the move left it (locked), or undefined when the
 * change does not move it. Called last: the offering's lock is held only until the commit.
 */
export async function moveCounterFor(
  tx: Tx,
  before: { status: JoiningStatus; amount: string | null },
  updated: JoiningRow,
): Promise<OfferingRow | undefined> {
  const delta = reservedDelta({ from: before.status, to: updated.status, oldAmount: before.amount, newAmount: updated.amount });
  return compareDecimals(delta, 0) === 0 ? undefined : moveReservedCounter(tx, updated.offeringId, delta);
}
