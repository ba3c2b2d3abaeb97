import type { JoiningStatus } from '@ico/domain/statuses';
import type { Tx } from '../../../db/client';
import { joiningEvent } from '../../../db/schema';
import type { JoiningRow } from '../joining-writes';
import type { ChangeBy } from './transition';

/** The history row of one status change (`from` null: the joining's start). */
export const historyRow = (row: JoiningRow, from: JoiningStatus | null, to: JoiningStatus, by: ChangeBy, now: Date) => ({
  joiningId: row.id,
  offeringId: row.offeringId,
  fromStatus: from,
  toStatus: to,
  actor: by.actor,
  actorId: by.actorId,
  reason: by.reason ?? null,
  createdAt: now,
});

type HistoryRow = ReturnType<typeof historyRow>;

/** The history row on its own statement (a change that sends no message). */
export async function recordHistory(tx: Tx, event: HistoryRow): Promise<void> {
  await tx.insert(joiningEvent).values(event);
}

/** The history row as part of another statement (`$with`): the message's, so the two are written together. */
export const historyAlongside = (tx: Tx, event: HistoryRow) =>
  tx.$with('status_event').as(tx.insert(joiningEvent).values(event).returning({ id: joiningEvent.id }));
