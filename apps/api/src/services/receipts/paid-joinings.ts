import { PAID_STATUSES } from '@ico/domain/statuses';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { joining, joiningEvent, offering, user } from '../../db/schema';
import type { Reader } from '../joinings/joining-view';

const isPaid = (status: string): boolean => (PAID_STATUSES as readonly string[]).includes(status);

/**
 * When each joining's payment was confirmed: its latest change to PAYMNENT_CONFIRMED (a payment confirmed, refunded
 * and never confirmed again keeps that time), else the first time it reached a paid status.
 */
export async function confirmationTimes(db: Reader, joiningIds: readonly number[]): Promise<Map<number, Date>> {
  const result = new Map<number, Date>();
  if (joiningIds.length === 0) return result;
  const events = await db
    .select({ joiningId: joiningEvent.joiningId, toStatus: joiningEvent.toStatus, createdAt: joiningEvent.createdAt })
    .from(joiningEvent)
    .where(and(inArray(joiningEvent.joiningId, [...joiningIds]), inArray(joiningEvent.toStatus, [...PAID_STATUSES])))
    .orderBy(asc(joiningEvent.createdAt), asc(joiningEvent.id));
  const firstPaid = new Map<number, Date>();
  for (const event of events) {
    if (!firstPaid.has(event.joiningId)) firstPaid.set(event.joiningId, event.createdAt);
    if (event.toStatus === 'PAYMNENT_CONFIRMED') result.set(event.joiningId, event.createdAt);
  }
  for (const [id, at] of firstPaid) if (!result.has(id)) result.set(id, at);
  return result;
}

export type ReceiptRow = {
  joining: typeof joining.$inferSelect;
  offering: Pick<typeof offering.$inferSelect, 'id' | 'tokenName' | 'ticker'>;
  investor: Pick<
    typeof user.$inferSelect,
    'id' | 'username' | 'individual' | 'firstNameEN' | 'lastNameEN' | 'firstNameTH' | 'lastNameTH' | 'companyName'
  >;
};

/** The investor's name fields a receipt or statement prints. */
export const investorColumns = {
  id: user.id,
  username: user.username,
  individual: user.individual,
  firstNameEN: user.firstNameEN,
  lastNameEN: user.lastNameEN,
  firstNameTH: user.firstNameTH,
  lastNameTH: user.lastNameTH,
  companyName: user.companyName,
};

/** The joinings of one investor with their offerings, newest first; `joiningId` narrows to one. */
export async function receiptRows(db: Reader, filter: { userId?: number; joiningId?: number }): Promise<ReceiptRow[]> {
  const conditions = [
    filter.userId === undefined ? undefined : eq(joining.userId, filter.userId),
    filter.joiningId === undefined ? undefined : eq(joining.id, filter.joiningId),
  ];
  return db
    .select({ joining, offering: { id: offering.id, tokenName: offering.tokenName, ticker: offering.ticker }, investor: investorColumns })
    .from(joining)
    .innerJoin(offering, eq(offering.id, joining.offeringId))
    .innerJoin(user, eq(user.id, joining.userId))
    .where(and(...conditions))
    .orderBy(desc(joining.createdAt), desc(joining.id));
}

export { isPaid };
