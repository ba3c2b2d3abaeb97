import type { JoiningDetail } from '@ico/domain/contracts/joinings';
import { subtractDecimals, sumDecimals } from '@ico/domain/money';
import { PAID_STATUSES } from '@ico/domain/statuses';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { joining } from '../../db/schema';
import { AppError } from '../../errors';
import type { JoiningRow } from './joining-status-writer';
import { type JoiningReader, ownJoining, type Reader, toJoinings } from './joining-view';

/** At PAID_STATUSES: the offering's paid totals, this investor's part and everyone else's. */
async function shareOf(db: Reader, row: JoiningRow): Promise<JoiningDetail['share']> {
  if (!(PAID_STATUSES as readonly string[]).includes(row.status) || !row.amount || !row.tokenAmount) return null;
  const paid = await db
    .select({ amount: joining.amount, tokenAmount: joining.tokenAmount })
    .from(joining)
    .where(and(eq(joining.offeringId, row.offeringId), inArray(joining.status, [...PAID_STATUSES]), isNotNull(joining.amount)));
  const totalAmount = sumDecimals(paid.map((p) => p.amount ?? '0'));
  const totalAmountToken = sumDecimals(paid.map((p) => p.tokenAmount ?? '0'));
  return {
    totalAmount,
    totalAmountToken,
    userAmount: row.amount,
    userTokens: row.tokenAmount,
    otherAmount: subtractDecimals(totalAmount, row.amount),
    otherTokens: subtractDecimals(totalAmountToken, row.tokenAmount),
  };
}

/** `GET /icoportal/joinings/{id}/`. */
export async function joiningDetail(deps: JoiningReader, userId: number, joiningId: number): Promise<JoiningDetail> {
  const db = deps.database.db;
  const row = await ownJoining(db, userId, joiningId);
  const [shaped] = await toJoinings(deps, [row]);
  if (!shaped) throw new AppError('NO_JOINING_EXISTS');
  // A held joining shows no amounts, its share included.
  return { ...shaped, share: shaped.paymentHeld ? null : await shareOf(db, row) };
}
