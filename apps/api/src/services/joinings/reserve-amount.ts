import type { Joining } from '@ico/domain/contracts/joinings';
import { type AmountRefusal, amountRefusal } from '@ico/domain/join-amount';
import { type JoinFacts, joinRefusal } from '@ico/domain/join-eligibility';
import type { JoinRequest } from '@ico/domain/join-schemas';
import { tokenAmount } from '@ico/domain/money';
import { reservationStatus } from '@ico/domain/statuses';
import { SUITABILITY_TEST_PATH, suitabilityExpired } from '@ico/domain/suitability-expiry';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { joining } from '../../db/schema';
import { AppError } from '../../errors';
import { isWalletProof } from '../../security/wallet-proof';
import type { UserRow } from '../accounts/user-row';
import type { Deps } from '../deps';
import { cachedHolidays, findOfferingWithFacts, joinFactsOf, lockOffering, type OfferingRow } from '../offerings/offering-row';
import type { PublicAnswerCache } from '../offerings/public-answer-cache';
import { ReservedCounterRefused } from '../offerings/reserved-counter';
import { type Changed, changeJoiningStatusIfAt, type JoiningRow, lockJoiningOf } from './joining-status-writer';
import { toJoining } from './joining-view';

/** A refused amount as the contract answers it. */
const amountError = (refusal: AmountRefusal): AppError => new AppError(refusal.code, 'detail' in refusal ? refusal.detail : undefined);

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
 * The investor's joining is locked and written first (status, history, message and its mail); last, the status
 * writer takes the capacity by one conditional update of the offering's reserved counter (`reserved_amount +
 * amount <= total_amount`), which locks the offering's row until the commit, so reservations of one offering queue
 * only for that statement and the commit, whatever the number of reservations before them, also across API
 * processes. The lock order is always joining, then offering.
 *
 * A launch sends thousands of these at once, and on a busy machine every query costs its round trip twice over
 * (decision 0007): the offering and the holidays come from the short-lived public cache (the terms are checked
 * against the row the counter's update returns); a sound request goes straight to the conditional update; the
 * answer is built from the rows already in hand (a fresh reservation has no slips); a message already used is found
 * by its unique index when the update writes it, or, when the request is refused anyway, by a query that keeps the
 * contract's order of errors.
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
    const row = await findOfferingWithFacts(db, offeringId);
    if (!row) throw new AppError('ICO_NOT_EXIST'); // not kept: an offering created meanwhile is found at once
    return row;
  });
  // Checked as if the joining were ready: the conditional update below finds it only at AGREEMENT_CHECKED, and
  // any other state is refused in the contract's order by the same rules once the joining is read.
  const factsAt = (joiningStatus: JoiningRow['status'] | undefined) => joinFactsOf(account, ico, joiningStatus, now);
  const refusal = joinRefusal('reservation', factsAt('AGREEMENT_CHECKED'));
  if (refusal) throw new AppError(refusal);
  // Issue 30, deliver 6: an expired suitability assessment reserves again only once the test is taken again.
  if (suitabilityExpired(account.suitabilityPassedAt, now, deps.config.suitabilityValidDays)) {
    throw new AppError('SUITABILITY_EXPIRED', { link: SUITABILITY_TEST_PATH });
  }
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
      // A sound request goes straight to the write, which finds the joining only at AGREEMENT_CHECKED, and takes
      // the capacity last: refused (nothing moved) when the amount passes what is left of the total.
      let changed: Changed | undefined;
      try {
        changed = await changeJoiningStatusIfAt(
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
      } catch (error) {
        // Over the total: changed terms come first in the contract's order, then OVER_TOTAL_VOLUME with what is left.
        if (error instanceof ReservedCounterRefused) throwIfTermsChanged(deps.publicCache, ico, error.current);
        throw error;
      }
      if (!changed) {
        const row = await lockJoiningOf(tx, account.id, ico.id);
        throwForState(factsAt(row?.status), row);
        throw new AppError('STATUS_CONFLICT'); // at AGREEMENT_CHECKED now, not when written: changed meanwhile
      }
      // The answer is built from the rows in hand (a fresh reservation has no slips: they are sent after it), and
      // once committed nothing is left that could fail and leave a stored reservation unanswered.
      const answer = toJoining(changed.joining, ico, [], holidays);
      // The offering as the counter's update left it (staff edit offerings under the same lock): a reservation made
      // against terms that changed meanwhile, or answered with payment details that changed, is undone and refused.
      const current = changed.offering ?? (await lockOffering(tx, ico.id));
      if (!current) throw new AppError('ICO_NOT_EXIST');
      throwIfTermsChanged(deps.publicCache, ico, current);
      return answer;
    });
  } catch (error) {
    // The message was used by another reservation (also one racing with this): its unique index refused it.
    if (isMessageTaken(uniqueViolation(error))) throw new AppError('SIGN_MESSAGE_USED');
    throw error;
  }
}

/** Refuses a reservation computed from terms the offering no longer has; the investor's retry reads them afresh. */
function throwIfTermsChanged(cache: PublicAnswerCache, used: OfferingRow, current: OfferingRow): void {
  if (sameTerms(used, current)) return;
  // Changed through another process within the cache's lifetime.
  cache.clear();
  throw new AppError('STATUS_CONFLICT');
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
