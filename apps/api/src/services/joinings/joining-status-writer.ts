import { isLanguage } from '@ico/domain/language';
import { changesProgress } from '@ico/domain/live-progress';
import { compareDecimals } from '@ico/domain/money';
import { reservedDelta } from '@ico/domain/reserved-counter';
import {
  canTransition,
  JOINING_START,
  type JoiningStatus,
  LIVE_RESERVATION_STATUSES,
  PRE_RESERVATION_STATUSES,
  SLIP_UPLOAD_STATUSES,
  type TransitionActor,
} from '@ico/domain/statuses';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { joining, joiningEvent, offering, user } from '../../db/schema';
import { AppError } from '../../errors';
import { notifyInTransaction } from '../../events/event-bus';
import { joiningStatusMessage } from '../../mail/joining-messages';
import { type MoneyColumn, PINNED_TERMS_COLUMNS, RESERVATION_COLUMNS, renewMoneyMac } from '../../security/money-mac';
import { type Messenger, sendMessage } from '../messages/send-message';
import type { OfferingRow } from '../offerings/offering-row';
import { moveReservedCounter } from '../offerings/reserved-counter';
import { tellJoiningsChanged } from './joining-list-cache';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type JoiningRow = typeof joining.$inferSelect;

/** Statuses that open a payment period (the deadline counts 3 business days from then). */
const OPENS_PAYMENT_PERIOD: readonly JoiningStatus[] = SLIP_UPLOAD_STATUSES;

/**
 * The payment terms a joining keeps from its first WAITING_FOR_PAYMENT on (issue 16): the offering's PromptPay ID, payee
 * bank account (issue 19) and instructions and the amount, unless already pinned, so a later change of the offering's terms never changes the QR
 * code or the instructions an investor was given. `amount` is the amount this same update writes, when it writes one.
 */
function pinnedTerms(amount: string | null | undefined, now: Date) {
  const unpinned = sql`${joining.payTermsPinnedAt} is null`;
  const pin = (kept: AnyPgColumn, fromOffering: AnyPgColumn) =>
    sql`case when ${unpinned} then (select ${fromOffering} from ${offering} where ${offering.id} = ${joining.offeringId}) else ${kept} end`;
  return {
    payPromptPayId: pin(joining.payPromptPayId, offering.promptPayId),
    payInstructionsEN: pin(joining.payInstructionsEN, offering.paymentInstructionsEN),
    payInstructionsTH: pin(joining.payInstructionsTH, offering.paymentInstructionsTH),
    payBank: pin(joining.payBank, offering.payeeBank),
    payAccountNumber: pin(joining.payAccountNumber, offering.payeeAccountNumber),
    payAccountName: pin(joining.payAccountName, offering.payeeAccountName),
    payAmount: sql`case when ${unpinned} then ${amount != null ? sql`${amount}::numeric` : joining.amount} else ${joining.payAmount} end`,
    // This change's own time, not the database's: the money MAC is renewed only when this very update pinned the terms.
    payTermsPinnedAt: sql`coalesce(${joining.payTermsPinnedAt}, ${now.toISOString()}::timestamptz)`,
  };
}

/** The money columns (money-mac.ts) an update wrote: the fields it was given, and the terms when it pinned them now. */
function writtenMoney(fields: ChangeBy['fields'], updated: JoiningRow, now: Date): MoneyColumn[] {
  const written: MoneyColumn[] = RESERVATION_COLUMNS.filter((column) => fields?.[column] !== undefined);
  if (updated.payTermsPinnedAt?.getTime() === now.getTime()) written.push(...PINNED_TERMS_COLUMNS);
  return written;
}

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

/** What the status message needs: the investor's address and language, the offering's names. */
export type StatusMessageContext = { email: string; language: string; tokenName: string; ticker: string };

type ChangeBy = {
  actor: TransitionActor;
  actorId: number | null;
  reason?: string | null;
  now?: Date;
  fields?: Partial<typeof joining.$inferInsert>;
};

/** The history row of one status change (`from` null: the joining's start). */
const historyRow = (row: JoiningRow, from: JoiningStatus | null, to: JoiningStatus, by: ChangeBy, now: Date) => ({
  joiningId: row.id,
  offeringId: row.offeringId,
  fromStatus: from,
  toStatus: to,
  actor: by.actor,
  actorId: by.actorId,
  reason: by.reason ?? null,
  createdAt: now,
});

/**
 * The start of a joining, the transition table's first step (the investor's passed knowledge test): the row and
 * its first history row, in the caller's transaction. A second start of the same investor and offering meets the
 * unique (user, offering) index. The investor sees the step on screen at once: no message.
 */
export async function startJoining(tx: Tx, key: { userId: number; offeringId: number }, now: Date): Promise<JoiningRow> {
  const { to, by } = JOINING_START;
  const [created] = await tx
    .insert(joining)
    .values({ userId: key.userId, offeringId: key.offeringId, status: to, createdAt: now, updatedAt: now })
    .returning();
  if (!created) throw new AppError('INTERNAL_ERROR');
  await tellJoiningsChanged(tx, { userId: created.userId });
  await tx.insert(joiningEvent).values(historyRow(created, null, to, { actor: by, actorId: key.userId }, now));
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
 * The change itself. Last, after the history row and the message, the offering's reserved counter moves as the domain
 * says (`reservedDelta`), in this transaction: the offering's lock is taken at the end and held only until the commit.
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
  const from = before.status;
  if (!canTransition(from, to, by.actor)) throw new AppError('STATUS_CONFLICT', { status: from });
  const now = by.now ?? new Date();
  const [updated] = await tx
    .update(joining)
    .set({
      ...by.fields,
      status: to,
      updatedAt: now,
      ...(OPENS_PAYMENT_PERIOD.includes(to) ? { paymentStartedAt: now } : {}),
      ...(to === 'WAITING_FOR_PAYMENT' ? pinnedTerms(by.fields?.amount, now) : {}),
    })
    .where(where)
    .returning();
  if (!updated) return undefined;
  const written = writtenMoney(by.fields, updated, now);
  // Open offering pages in every process hear of it once this commits (never if it rolls back): live progress.
  if (changesProgress(from, to)) await notifyInTransaction(tx, 'offering_progress', String(updated.offeringId));
  await tellJoiningsChanged(tx, { userId: updated.userId });
  const event = historyRow(updated, from, to, by, now);
  const [context] = (PRE_RESERVATION_STATUSES as readonly JoiningStatus[]).includes(to)
    ? []
    : known
      ? [known]
      : await tx
          .select({ email: user.email, language: user.language, tokenName: offering.tokenName, ticker: offering.ticker })
          .from(joining)
          .innerJoin(user, eq(user.id, joining.userId))
          .innerJoin(offering, eq(offering.id, joining.offeringId))
          .where(eq(joining.id, updated.id));
  if (!context) {
    await tx.insert(joiningEvent).values(event);
    return moveCounter(tx, before, updated, written);
  }
  // The history row, the message and its mail: one statement.
  const history = tx.$with('status_event').as(tx.insert(joiningEvent).values(event).returning({ id: joiningEvent.id }));
  const language = isLanguage(context.language) ? context.language : 'en';
  await sendMessage(
    deps,
    tx,
    {
      userId: updated.userId,
      recipient: { email: context.email, language: context.language },
      senderId: by.actor === 'staff' ? by.actorId : null,
      ...joiningStatusMessage(language, to, {
        tokenName: context.tokenName,
        ticker: context.ticker,
        reason: by.reason ?? null,
        joiningId: updated.id,
      }),
    },
    [history],
  );
  return moveCounter(tx, before, updated, written);
}

/** The counter's move, then the money MAC of what this change wrote (last: the audit row of a failed check comes after the offering's lock). */
async function moveCounter(
  tx: Tx,
  before: { status: JoiningStatus; amount: string | null },
  updated: JoiningRow,
  written: readonly MoneyColumn[],
): Promise<Changed> {
  const delta = reservedDelta({ from: before.status, to: updated.status, oldAmount: before.amount, newAmount: updated.amount });
  const moved = compareDecimals(delta, 0) === 0 ? undefined : await moveReservedCounter(tx, updated.offeringId, delta);
  return { joining: await renewMoneyMac(tx, updated, written), offering: moved };
}
