import { type AmountRefusal, amountRefusal, availableTo } from '@ico/domain/join-amount';
import { type JoinFacts, joinRefusal } from '@ico/domain/join-eligibility';
import type { JoinRequest } from '@ico/domain/join-schemas';
import { tokenAmount } from '@ico/domain/money';
import type { Joining } from '@ico/domain/offering-api';
import { LIVE_RESERVATION_STATUSES, reservationStatus, type UserLevel } from '@ico/domain/statuses';
import { and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { joining, offering } from '../../db/schema';
import { AppError } from '../../errors';
import { isWalletProof } from '../../security/wallet-proof';
import type { UserRow } from '../accounts/user-row';
import type { Deps } from '../deps';
import { cachedHolidays, findOffering, joinFactsOf, type OfferingRow } from '../offerings/offering-row';
import type { PublicAnswerCache } from '../offerings/public-answer-cache';
import { changeJoiningStatusIfAt, type JoiningRow, lockJoiningOf } from './joining-status-writer';
import { toJoining } from './joining-view';

/** The offering's columns as selected from the row the locking function returns (`locked`), decoded as usual. */
const LOCKED = sql.identifier('locked');
const lockedColumns = Object.fromEntries(
  Object.entries(getTableColumns(offering)).map(([key, column]) => [key, sql`${LOCKED}.${sql.identifier(column.name)}`.mapWith(column)]),
) as { [K in keyof OfferingRow]: SQL<OfferingRow[K]> };

/**
 * The offering row locked for this reservation, with the sum of its live reservations (the caller's own uncommitted
 * one included) seen after the lock was granted: one round trip, by the functions of migration 0005.
 */
export async function lockWithReserved(tx: Tx, offeringId: number): Promise<{ locked: OfferingRow; reserved: string } | undefined> {
  const [row] = await tx
    .select({
      locked: lockedColumns,
      reserved: sql<string>`live_reserved_amount(${LOCKED}.${sql.identifier(offering.id.name)}, ${sql.param([...LIVE_RESERVATION_STATUSES])}::text[])::text`,
    })
    .from(sql`offering_locked_for_reservation(${offeringId}) as ${LOCKED}`);
  return row;
}

/** A refused amount as the contract answers it. */
const amountError = (refusal: AmountRefusal): AppError => new AppError(refusal.code, 'detail' in refusal ? refusal.detail : undefined);

/**
 * The amount rules again with what was available to this investor: the offering's total less the live reservations
 * of the others, summed under the lock. Minimum and cap passed before the lock, against the same terms.
 */
function checkCapacity(ico: OfferingRow, level: UserLevel, reserved: string, amount: string): void {
  const refusal = amountRefusal(amount, {
    minimumAmount: ico.minimumAmount,
    level,
    availableAmount: availableTo(amount, ico.totalAmount, reserved),
  });
  if (refusal) throw amountError(refusal);
}

/** The terms a reservation is computed from (the token amount, the checks, the next status) and the payment it quotes. */
const sameTerms = (a: OfferingRow, b: OfferingRow): boolean =>
  a.promptPayId === b.promptPayId &&
  a.paymentInstructionsEN === b.paymentInstructionsEN &&
  a.paymentInstructionsTH === b.paymentInstructionsTH &&
  a.totalAmount === b.totalAmount &&
  a.totalAmountToken === b.totalAmountToken &&
  a.minimumAmount === b.minimumAmount &&
  a.screening === b.screening &&
  a.startAt.getTime() === b.startAt.getTime() &&
  a.finishAt.getTime() === b.finishAt.getTime() &&
  a.allowedLevels.join() === b.allowedLevels.join();

/**
 * `POST /icoportal/joining/{icoId}/`: the reservation, in one transaction, checks in the contract's order.
 * The investor's joining is locked and written first (status, history, message and its mail); the offering's
 * row lock is taken last, only to check capacity, so reservations of one offering queue for a single sum and
 * the commit rather than for all their work. Under the lock the sum sees every reservation committed before it,
 * so concurrent reservations never oversell, also across API processes. The lock order is always joining, then
 * offering, and no other flow locks both.
 *
 * A launch sends thousands of these at once, and on a busy machine every query costs its round trip twice over
 * (decision 0007): the offering and the holidays come from the short-lived public cache (the terms are checked
 * against the locked row); a sound request goes straight to the conditional update; the answer is built from the
 * rows already in hand (a fresh reservation has no slips); a message already used is found by its unique index
 * when the update writes it, or, when the request is refused anyway, by a query that keeps the contract's order
 * of errors.
 */
export async function reserveAmount(
  deps: Pick<Deps, 'database' | 'mailer' | 'config'> & { publicCache: PublicAnswerCache },
  account: UserRow,
  offeringId: number,
  request: JoinRequest,
  now = new Date(),
): Promise<Joining> {
  const db = deps.database.db;
  // The offering as the short-lived cache has it: every term used before the lock is compared with the locked row.
  const ico = await deps.publicCache.value(`offering-row:${offeringId}`, async () => {
    const row = await findOffering(db, offeringId);
    if (!row) throw new AppError('ICO_NOT_EXIST'); // not kept: an offering created meanwhile is found at once
    return row;
  });
  // Checked as if the joining were ready: the conditional update below finds it only at AGREEMENT_CHECKED, and
  // any other state is refused in the contract's order by the same rules once the joining is read.
  const factsAt = (joiningStatus: JoiningRow['status'] | undefined) => joinFactsOf(account, ico, joiningStatus, now);
  const refusal = joinRefusal('reservation', factsAt('AGREEMENT_CHECKED'));
  if (refusal) throw new AppError(refusal);
  const level = account.userLevel;
  // Pure computation and a cached read: done before the transaction, the signature refused in its place.
  const [proofValid, holidays] = await Promise.all([isWalletProof(request), cachedHolidays(deps.publicCache, db)]);
  try {
    return await db.transaction(async (tx) => {
      const problem = proofValid
        ? amountRefusal(request.amount, { minimumAmount: ico.minimumAmount, availableAmount: null, level })
        : 'INVALID_SIGNATURE';
      // A refused request reads the joining first: the contract's order puts its state before the request's faults.
      if (problem) {
        const row = await lockJoiningOf(tx, account.id, ico.id);
        throwForState(factsAt(row?.status), row);
        if (problem === 'INVALID_SIGNATURE') throw new AppError('INVALID_SIGNATURE');
        if (await messageUsed(tx, request.message, row.id)) throw new AppError('SIGN_MESSAGE_USED');
        throw amountError(problem);
      }
      // A sound request goes straight to the write, which finds the joining only at AGREEMENT_CHECKED.
      const changed = await changeJoiningStatusIfAt(
        deps,
        tx,
        { userId: account.id, offeringId: ico.id, from: 'AGREEMENT_CHECKED' },
        reservationStatus(ico.screening),
        {
          actor: 'investor',
          actorId: account.id,
          now,
          fields: {
            amount: request.amount,
            tokenAmount: tokenAmount(request.amount, ico.totalAmount, ico.totalAmountToken),
            address: request.address,
            message: request.message,
            signature: request.signature,
            version: request.version,
            reservedAt: now,
          },
        },
        { email: account.email, language: account.language, tokenName: ico.tokenName, ticker: ico.ticker },
      );
      if (!changed) {
        const row = await lockJoiningOf(tx, account.id, ico.id);
        throwForState(factsAt(row?.status), row);
        throw new AppError('STATUS_CONFLICT'); // at AGREEMENT_CHECKED now, not when written: changed meanwhile
      }
      // The answer is built before the lock (a fresh reservation has no slips: they are sent after it), and once
      // committed nothing is left that could fail and leave a stored reservation unanswered.
      const answer = toJoining(changed, ico, [], holidays);
      // Read again under the lock (staff edit offerings under it): a reservation made against terms that changed
      // meanwhile, or answered with payment details that changed, is undone and refused; the investor tries again.
      const current = await lockWithReserved(tx, ico.id);
      if (!current) throw new AppError('ICO_NOT_EXIST');
      if (!sameTerms(ico, current.locked)) {
        // Changed through another process within the cache's lifetime: the investor's retry reads it afresh.
        deps.publicCache.clear();
        throw new AppError('STATUS_CONFLICT');
      }
      checkCapacity(current.locked, level, current.reserved, request.amount);
      return answer;
    });
  } catch (error) {
    // The message was used by another reservation (also one racing with this): its unique index refused it.
    if (isMessageTaken(uniqueViolation(error))) throw new AppError('SIGN_MESSAGE_USED');
    throw error;
  }
}

/** The unique index of signed messages; some drivers do not name the constraint (''), and it is the only one here. */
const isMessageTaken = (constraint: string | null): boolean => constraint === 'joining_message_key' || constraint === '';

/** The refusal for an investor's joining that is not ready for a reservation, by the domain's rules and order. */
function throwForState(facts: JoinFacts, row: JoiningRow | undefined): asserts row is JoiningRow {
  const refusal = joinRefusal('reservation', facts);
  // No joining is always refused (no knowledge test).
  if (refusal || !row) throw new AppError(refusal ?? 'KNOWLEDGE_TEST_MISSING');
}

/** Whether another joining already carries this signed message (each may be used once). */
async function messageUsed(tx: Tx, message: string, ownId: number): Promise<boolean> {
  const [used] = await tx
    .select({ id: joining.id })
    .from(joining)
    .where(and(eq(joining.message, message), ne(joining.id, ownId)))
    .limit(1);
  return used !== undefined;
}
