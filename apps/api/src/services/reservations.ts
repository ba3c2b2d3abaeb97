import { checkJoinAmount, type JoinRequest, joinLimit } from '@ico/domain/join-schemas';
import { tokenAmount } from '@ico/domain/money';
import { isOfferingOpen } from '@ico/domain/offering';
import type { Joining } from '@ico/domain/offering-api';
import { canSubmit, reservationStatus, type UserLevel } from '@ico/domain/statuses';
import { and, eq, ne } from 'drizzle-orm';
import { isHex, verifyMessage } from 'viem';
import { uniqueViolation } from '../db/errors';
import { joining } from '../db/schema';
import { AppError } from '../errors';
import type { Deps } from './deps';
import { changeJoiningStatus, type JoiningRow, lockJoiningOf } from './joining-status';
import { toJoinings } from './joinings';
import { findOffering, levelAllowed, lockOffering, sumsOf, toProgress } from './offerings';
import type { UserRow } from './users';

/**
 * Whether `signature` is an EIP-191 personal_sign of `message` by `address`. Anything malformed is simply
 * not a valid proof (never an exception).
 */
export async function isWalletProof(input: Pick<JoinRequest, 'address' | 'message' | 'signature'>): Promise<boolean> {
  if (!isHex(input.signature) || !isHex(input.address)) return false;
  try {
    return await verifyMessage({ address: input.address, message: input.message, signature: input.signature });
  } catch {
    return false;
  }
}

const AMOUNT_ERRORS = {
  AMOUNT_MIN: 'UNDER_MINIMUM',
  AMOUNT_OVER_RETAIL_LIMIT: 'OVER_MAXIMUM',
  AMOUNT_OVER_AVAILABLE: 'OVER_TOTAL_VOLUME',
} as const;

/**
 * `POST /icoportal/joining/{icoId}/`: the reservation. One transaction takes the offering's row lock first, so
 * reservations of one offering queue and the sum check cannot race (across API processes too); then the
 * joining's own lock, the checks in the contract's order, and the status change with its history and message.
 */
export async function reserveAmount(
  deps: Pick<Deps, 'database'>,
  account: UserRow,
  offeringId: number,
  request: JoinRequest,
  now = new Date(),
): Promise<Joining> {
  const db = deps.database.db;
  if (!(await findOffering(db, offeringId))) throw new AppError('ICO_NOT_EXIST');
  if (!canSubmit(account.userLevel as UserLevel)) throw new AppError('ACCOUNT_BLOCKED');
  if (!account.mfaEnabled) throw new AppError('MFA_NOT_ENABLED');
  // The signature is pure computation: checked before the locks are taken, refused in its place in the order.
  const proofValid = await isWalletProof(request);
  let reserved: JoiningRow;
  try {
    reserved = await db.transaction(async (tx) => {
      const ico = await lockOffering(tx, offeringId);
      if (!ico) throw new AppError('ICO_NOT_EXIST');
      if (!isOfferingOpen(ico.startAt, ico.finishAt, now)) throw new AppError('OFFERING_NOT_OPEN');
      const level = account.userLevel as UserLevel;
      if (!levelAllowed(ico, level)) throw new AppError('LEVEL_NOT_ALLOWED');
      const row = await lockJoiningOf(tx, account.id, ico.id);
      if (!row) throw new AppError('KNOWLEDGE_TEST_MISSING');
      if (row.status === 'KNOWLEDGETEST_PASSED') throw new AppError('AGREEMENT_NOT_ACCEPTED');
      if (row.status !== 'AGREEMENT_CHECKED') throw new AppError('ALREADY_JOINED');
      if (!proofValid) throw new AppError('INVALID_SIGNATURE');
      const [used] = await tx
        .select({ id: joining.id })
        .from(joining)
        .where(and(eq(joining.message, request.message), ne(joining.id, row.id)))
        .limit(1);
      if (used) throw new AppError('SIGN_MESSAGE_USED');
      const progress = toProgress(ico, (await sumsOf(tx, [ico.id])).get(ico.id) ?? { sumReservated: '0', sumPayment: '0' });
      const problem = checkJoinAmount(request.amount, {
        minimumAmount: ico.minimumAmount,
        availableAmount: progress.availableAmount,
        level,
      });
      if (problem === 'AMOUNT_OVER_RETAIL_LIMIT') throw new AppError('OVER_MAXIMUM', { limit: String(joinLimit(level)) });
      if (problem === 'AMOUNT_OVER_AVAILABLE') throw new AppError('OVER_TOTAL_VOLUME', { available: progress.availableAmount });
      if (problem) throw new AppError(AMOUNT_ERRORS[problem]);
      return changeJoiningStatus(tx, row, reservationStatus(ico.screening), {
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
      });
    });
  } catch (error) {
    // Two reservations racing with one message: the unique index lets one through.
    if (uniqueViolation(error) !== null) throw new AppError('SIGN_MESSAGE_USED');
    throw error;
  }
  const [shaped] = await toJoinings(db, [reserved]);
  if (!shaped) throw new AppError('NO_JOINING_EXISTS');
  return shaped;
}
