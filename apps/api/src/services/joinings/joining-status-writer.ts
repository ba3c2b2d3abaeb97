import { JOINING_START, type JoiningStatus, LIVE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { joining } from '../../db/schema';
import { AppError } from '../../errors';
import { renewMoneyMac } from '../../security/money-mac';
import type { Messenger } from '../messages/send-message';
import type { OfferingRow } from '../offerings/offering-row';
import { insertJoining, type JoiningRow } from './joining-writes';
import { moveCounterFor } from './status-change/counter';
import { historyAlongside, historyRow, recordHistory } from './status-change/history';
import { type StatusMessageContext, sendStatusMessage, statusMessageContext } from './status-change/message';
import { tellProgress } from './status-change/progress-news';
import { type ChangeBy, checkTransition, writeStatus } from './status-change/transition';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type { JoiningRow } from './joining-writes';
export type { StatusMessageContext } from './status-change/message';

/** Locks a joining row for the rest of the transaction (concurrent status changes wait, then re-check). */
export async function lockJoining(tx: Tx, joiningId: number): Promise<JoiningRow | undefined> {
  const [row] = await tx.select().from(joining).where(eq(joining.id, joiningId)).for('update').limit(1);
  return row;
}

/** The investor's joining of an offering, locked for the rest of the transaction, or undefined. */
export async function lockJoiningOf(tx: Tx, userId: number, offeringId: number): Promise<JoiningRow | undefined> {
  const [row] = await tx
    .select()
    .from(joining)
    .where(and(eq(joining.userId, userId), eq(joining.offeringId, offeringId)))
    .for('update')
    .limit(1);
  return row;
}

/**
 * The start of a joining, the transition table's first step (the investor's passed knowledge test): the row and
 * its first history row, in the caller's transaction. A second start of the same investor and offering meets the
 * unique (user, offering) index. The investor sees the step on screen at once: no message.
 */
export async function startJoining(tx: Tx, key: { userId: number; offeringId: number }, now: Date): Promise<JoiningRow> {
  const { to, by } = JOINING_START;
  const created = await insertJoining(tx, { userId: key.userId, offeringId: key.offeringId, status: to, createdAt: now, updatedAt: now });
  await recordHistory(tx, historyRow(created, null, to, { actor: by, actorId: key.userId }, now));
  return created;
}

/**
 * The one way a joining's status changes: checked against the domain transition table for this actor,
 * written with its history row, and told to the investor in their language, all in the caller's transaction
 * (the investor's own steps before a reservation are shown on screen at once and send no message).
 * `row` must have been read with `lockJoining` (or be freshly inserted) in this transaction. A caller that
 * already holds the investor and the offering passes `known`, and their query is saved.
 */
export async function changeJoiningStatus(
  deps: Messenger,
  tx: Tx,
  row: JoiningRow,
  to: JoiningStatus,
  by: ChangeBy,
  known?: StatusMessageContext,
): Promise<JoiningRow> {
  const changed = await applyChange(deps, tx, eq(joining.id, row.id), { status: row.status, amount: row.amount }, to, by, known);
  if (!changed) throw new AppError('NO_JOINING_EXISTS');
  return changed.joining;
}

/** A joining as one change left it, and its offering as the reserved counter's move left it (locked), if it moved. */
export type Changed = { joining: JoiningRow; offering: OfferingRow | undefined };

/**
 * As `changeJoiningStatus`, for the investor's joining of an offering while it is still at `from`, without reading
 * it first: the update takes its row lock and checks the status (after waiting for a concurrent change, on the row
 * as that change left it). Undefined, with nothing written, when the joining is missing or at another status.
 * Only a `from` outside the live reservations is accepted: the counter's move needs no amount from before.
 */
export function changeJoiningStatusIfAt(
  deps: Messenger,
  tx: Tx,
  key: { userId: number; offeringId: number; from: JoiningStatus },
  to: JoiningStatus,
  by: ChangeBy,
  known?: StatusMessageContext,
): Promise<Changed | undefined> {
  if ((LIVE_RESERVATION_STATUSES as readonly JoiningStatus[]).includes(key.from)) throw new AppError('INTERNAL_ERROR');
  const where = and(eq(joining.userId, key.userId), eq(joining.offeringId, key.offeringId), eq(joining.status, key.from));
  return applyChange(deps, tx, where ?? sql`false`, { status: key.from, amount: null }, to, by, known);
}

/**
 * The change itself, composed of its parts (status-change/): the status (the joining's update, which tells the lists),
 * its progress news, its history row and message (one statement), and last the offering's reserved counter, so the
 * offering's lock is taken at the end and held only until the commit; then the money MAC of what the change wrote (the
 * audit row of a failed check comes after the offering's lock).
 */
async function applyChange(
  deps: Messenger,
  tx: Tx,
  where: SQL,
  before: { status: JoiningStatus; amount: string | null },
  to: JoiningStatus,
  by: ChangeBy,
  known: StatusMessageContext | undefined,
): Promise<Changed | undefined> {
  checkTransition(before.status, to, by);
  const now = by.now ?? new Date();
  const change = await writeStatus(tx, where, to, by, now);
  if (!change) return undefined;
  const { updated, written } = change;
  await tellProgress(tx, updated.offeringId, before.status, to);
  const event = historyRow(updated, before.status, to, by, now);
  const context = await statusMessageContext(tx, updated, to, known);
  if (context) await sendStatusMessage(deps, tx, { updated, to, by, context }, [historyAlongside(tx, event)]);
  else await recordHistory(tx, event);
  const moved = await moveCounterFor(tx, before, updated);
  return { joining: await renewMoneyMac(tx, updated, written), offering: moved };
}
