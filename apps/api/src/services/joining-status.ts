import { isLanguage } from '@ico/domain/language';
import {
  canTransition,
  type JoiningStatus,
  PRE_RESERVATION_STATUSES,
  SLIP_UPLOAD_STATUSES,
  type TransitionActor,
} from '@ico/domain/statuses';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { joining, joiningEvent, offering, user } from '../db/schema';
import { AppError } from '../errors';
import { joiningStatusMessage } from '../mail/joining-messages';
import { type Messenger, sendMessage } from './messages';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type JoiningRow = typeof joining.$inferSelect;

/** Statuses that open a payment period (the deadline counts 3 business days from then). */
const OPENS_PAYMENT_PERIOD: readonly JoiningStatus[] = SLIP_UPLOAD_STATUSES;

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
  by: { actor: TransitionActor; actorId: number | null; reason?: string | null; now?: Date; fields?: Partial<typeof joining.$inferInsert> },
  known?: StatusMessageContext,
): Promise<JoiningRow> {
  const from = row.status as JoiningStatus;
  if (!canTransition(from, to, by.actor)) throw new AppError('STATUS_CONFLICT', { status: from });
  const now = by.now ?? new Date();
  const [updated] = await tx
    .update(joining)
    .set({
      ...by.fields,
      status: to,
      updatedAt: now,
      ...(OPENS_PAYMENT_PERIOD.includes(to) ? { paymentStartedAt: now } : {}),
    })
    .where(eq(joining.id, row.id))
    .returning();
  if (!updated) throw new AppError('NO_JOINING_EXISTS');
  const event = {
    joiningId: row.id,
    offeringId: row.offeringId,
    fromStatus: from,
    toStatus: to,
    actor: by.actor,
    actorId: by.actorId,
    reason: by.reason ?? null,
    createdAt: now,
  };
  const [context] = (PRE_RESERVATION_STATUSES as readonly JoiningStatus[]).includes(to)
    ? []
    : known
      ? [known]
      : await tx
          .select({ email: user.email, language: user.language, tokenName: offering.tokenName, ticker: offering.ticker })
          .from(joining)
          .innerJoin(user, eq(user.id, joining.userId))
          .innerJoin(offering, eq(offering.id, joining.offeringId))
          .where(eq(joining.id, row.id));
  if (!context) {
    await tx.insert(joiningEvent).values(event);
    return updated;
  }
  // The history row, the message and its mail: one statement.
  const history = tx.$with('status_event').as(tx.insert(joiningEvent).values(event).returning({ id: joiningEvent.id }));
  const language = isLanguage(context.language) ? context.language : 'en';
  await sendMessage(
    deps,
    tx,
    {
      userId: row.userId,
      recipient: { email: context.email, language: context.language },
      senderId: by.actor === 'staff' ? by.actorId : null,
      ...joiningStatusMessage(language, to, {
        tokenName: context.tokenName,
        ticker: context.ticker,
        reason: by.reason ?? null,
        joiningId: row.id,
      }),
    },
    [history],
  );
  return updated;
}
