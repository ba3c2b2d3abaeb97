import { canTransition, type JoiningStatus, SLIP_UPLOAD_STATUSES, type TransitionActor } from '@ico/domain/statuses';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client';
import { joining, offering } from '../../../db/schema';
import { AppError } from '../../../errors';
import { type MoneyColumn, PINNED_TERMS_COLUMNS, RESERVATION_COLUMNS } from '../../../security/money-mac';
import { type JoiningRow, updateJoinings } from '../joining-writes';

/** Who changes the status, why, when, and what else the same update writes (a reservation's amount, its tokens). */
export type ChangeBy = {
  actor: TransitionActor;
  actorId: number | null;
  reason?: string | null;
  now?: Date;
  fields?: Partial<typeof joining.$inferInsert>;
};

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

/** Refused unless the domain's transition table lets this actor move the joining from `from` to `to`. */
export function checkTransition(from: JoiningStatus, to: JoiningStatus, by: ChangeBy): void {
  if (!canTransition(from, to, by.actor)) throw new AppError('STATUS_CONFLICT', { status: from });
}

/**
 * The status change itself: one update of the joining matching `where` (which takes its row lock), with the payment
 * period and the pinned terms it opens, through the one writer of joinings (which tells the investors' lists).
 * Answers the row as it is now and the money columns it wrote, or undefined when no row matched.
 */
export async function writeStatus(
  tx: Tx,
  where: SQL,
  to: JoiningStatus,
  by: ChangeBy,
  now: Date,
): Promise<{ updated: JoiningRow; written: MoneyColumn[] } | undefined> {
  const changes: PgUpdateSetSource<typeof joining> = {
    ...by.fields,
    status: to,
    updatedAt: now,
    ...(OPENS_PAYMENT_PERIOD.includes(to) ? { paymentStartedAt: now } : {}),
    ...(to === 'WAITING_FOR_PAYMENT' ? pinnedTerms(by.fields?.amount, now) : {}),
  };
  const [updated] = await updateJoinings(tx, where, changes);
  return updated ? { updated, written: writtenMoney(by.fields, updated, now) } : undefined;
}
