import { checkJoinAmount, type JoinRequest, joinLimit } from '@ico/domain/join-schemas';
import { compareDecimals, subtractDecimals, tokenAmount } from '@ico/domain/money';
import { isOfferingOpen } from '@ico/domain/offering';
import type { Joining } from '@ico/domain/offering-api';
import { canSubmit, LIVE_RESERVATION_STATUSES, reservationStatus, type UserLevel } from '@ico/domain/statuses';
import { and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { joining, offering } from '../../db/schema';
import { AppError } from '../../errors';
import { isWalletProof } from '../../security/wallet-proof';
import type { UserRow } from '../accounts/user-row';
import type { Deps } from '../deps';
import { cachedHolidays, findOffering, levelAllowed, type OfferingRow } from '../offerings/offering-row';
import type { PublicAnswerCache } from '../offerings/public-answer-cache';
import { changeJoiningStatusIfAt, type JoiningRow, lockJoiningOf } from './joining-status-writer';
import { toJoining } from './joining-view';

const AMOUNT_ERRORS = {
  AMOUNT_MIN: 'UNDER_MINIMUM',
  AMOUNT_OVER_RETAIL_LIMIT: 'OVER_MAXIMUM',
  AMOUNT_OVER_AVAILABLE: 'OVER_TOTAL_VOLUME',
} as const;

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

/**
 * Refuses the reservation when the offering's live reservations, this one included, exceed its total; the
 * detail says what was available to this investor.
 */
function checkCapacity(ico: Pick<OfferingRow, 'totalAmount'>, reserved: string, amount: string): void {
  if (compareDecimals(reserved, ico.totalAmount) <= 0) return;
  const available = subtractDecimals(ico.totalAmount, subtractDecimals(reserved, amount));
  throw new AppError('OVER_TOTAL_VOLUME', { available: compareDecimals(available, 0) < 0 ? '0' : available });
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
  if (!canSubmit(account.userLevel as UserLevel)) throw new AppError('ACCOUNT_BLOCKED');
  if (!account.mfaEnabled) throw new AppError('MFA_NOT_ENABLED');
  if (!isOfferingOpen(ico.startAt, ico.finishAt, now)) throw new AppError('OFFERING_NOT_OPEN');
  const level = account.userLevel as UserLevel;
  if (!levelAllowed(ico, level)) throw new AppError('LEVEL_NOT_ALLOWED');
  // Pure computation and a cached read: done before the transaction, the signature refused in its place.
  const [proofValid, holidays] = await Promise.all([isWalletProof(request), cachedHolidays(deps.publicCache, db)]);
  try {
    return await db.transaction(async (tx) => {
      const problem = proofValid
        ? checkJoinAmount(request.amount, { minimumAmount: ico.minimumAmount, availableAmount: null, level })
        : 'INVALID_SIGNATURE';
      // A refused request reads the joining first: the contract's order puts its state before the request's faults.
      if (problem) {
        const row = await lockJoiningOf(tx, account.id, ico.id);
        throwForState(row);
        if (problem === 'INVALID_SIGNATURE') throw new AppError('INVALID_SIGNATURE');
        if (await messageUsed(tx, request.message, row.id)) throw new AppError('SIGN_MESSAGE_USED');
        if (problem === 'AMOUNT_OVER_RETAIL_LIMIT') throw new AppError('OVER_MAXIMUM', { limit: String(joinLimit(level)) });
        throw new AppError(AMOUNT_ERRORS[problem]);
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
        throwForState(await lockJoiningOf(tx, account.id, ico.id));
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
      checkCapacity(current.locked, current.reserved, request.amount);
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

/** The refusal for an investor's joining that is not ready for a reservation, in the contract's order. */
function throwForState(row: JoiningRow | undefined): asserts row is JoiningRow {
  if (!row) throw new AppError('KNOWLEDGE_TEST_MISSING');
  if (row.status === 'KNOWLEDGETEST_PASSED') throw new AppError('AGREEMENT_NOT_ACCEPTED');
  if (row.status !== 'AGREEMENT_CHECKED') throw new AppError('ALREADY_JOINED');
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
