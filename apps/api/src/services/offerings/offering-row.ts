import type { Offering, OfferingProgress } from '@ico/domain/contracts/offerings';
import { availableOf } from '@ico/domain/join-amount';
import type { JoinFacts } from '@ico/domain/join-eligibility';
import { pricePerToken } from '@ico/domain/money';
import { closedOutcome, isOfferingAvailable, isSoldOut, offeringStatus } from '@ico/domain/offering';
import { hasRequiredDocument, REQUIRED_OFFERING_DOCUMENT } from '@ico/domain/offering-documents';
import { moneyMayMove, type ScreeningState } from '@ico/domain/screening';
import { type JoiningStatus, PAID_STATUSES, type UserLevel } from '@ico/domain/statuses';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { holiday, joining, offering, offeringDocument } from '../../db/schema';
import { publicFilesById, publicFileUrl } from '../files/public-files';
import { documentsOf, issuerOf } from './offering-documents';
import type { PublicAnswerCache } from './public-answer-cache';

export type OfferingRow = typeof offering.$inferSelect;
type Reader = Pick<Database, 'select'>;

export type Sums = { sumReservated: string; sumPayment: string };

/**
 * Reserved and paid amounts of each offering, as decimal strings: sumReservated is the offering's reserved counter
 * (the sum of its live reservations, moved with them: issue 18), sumPayment the sum of its paid reservations.
 */
export async function sumsOf(db: Reader, offeringIds: readonly number[]): Promise<Map<number, Sums>> {
  const result = new Map<number, Sums>(offeringIds.map((id) => [id, { sumReservated: '0', sumPayment: '0' }]));
  if (offeringIds.length === 0) return result;
  const paid = db
    .select({ sum: sql<string>`coalesce(sum(${joining.amount}), 0)` })
    .from(joining)
    .where(and(eq(joining.offeringId, offering.id), inArray(joining.status, [...PAID_STATUSES])));
  const rows = await db
    .select({ offeringId: offering.id, reserved: offering.reservedAmount, paid: sql<string>`(${paid})::text` })
    .from(offering)
    .where(inArray(offering.id, [...offeringIds]));
  for (const row of rows) result.set(row.offeringId, { sumReservated: row.reserved, sumPayment: row.paid });
  return result;
}

export function toProgress(row: Pick<OfferingRow, 'totalAmount' | 'totalAmountToken'>, sums: Sums): OfferingProgress {
  return {
    totalAmount: row.totalAmount,
    totalAmountToken: row.totalAmountToken,
    sumReservated: sums.sumReservated,
    sumPayment: sums.sumPayment,
    availableAmount: availableOf(row.totalAmount, sums.sumReservated),
  };
}

/** The investor-facing shape of offerings; pictures are resolved in one query. */
export async function toOfferings(db: Reader, rows: readonly OfferingRow[], now: Date): Promise<Offering[]> {
  const files = await publicFilesById(
    db,
    rows.flatMap((row) => [row.imageId, row.posterId]),
  );
  const ids = rows.map((row) => row.id);
  const [sums, documents] = await Promise.all([sumsOf(db, ids), documentsOf(db, ids)]);
  return rows.map((row) => {
    const { sumReservated, sumPayment: paid } = sums.get(row.id) ?? { sumReservated: '0', sumPayment: '0' };
    const status = offeringStatus(row.startAt, row.finishAt, now);
    const own = documents.get(row.id) ?? [];
    return {
      id: row.id,
      token: { name: row.tokenName, ticker: row.ticker, image: row.imageId && files.has(row.imageId) ? publicFileUrl(row.imageId) : null },
      summary: row.summaryEN,
      summaryEN: row.summaryEN,
      summaryTH: row.summaryTH,
      poster: row.posterId && files.has(row.posterId) ? publicFileUrl(row.posterId) : null,
      status,
      start_at: row.startAt.toISOString(),
      finish_at: row.finishAt.toISOString(),
      totalAmount: row.totalAmount,
      totalAmountToken: row.totalAmountToken,
      minimumAmount: row.minimumAmount,
      allowedLevels: row.allowedLevels,
      available: isOfferingAvailable(row.finishAt, now),
      soldOut: isSoldOut(paid, row.totalAmount),
      screening: row.screening,
      documents: own,
      hasWhitePaper: hasRequiredDocument(own),
      issuer: issuerOf(row),
      pricePerToken: pricePerToken(row.totalAmount, row.totalAmountToken),
      sumReservated,
      sumPayment: paid,
      closedOutcome: closedOutcome({ status, totalAmount: row.totalAmount, sumReservated, sumPayment: paid }),
    };
  });
}

/**
 * `offerings` with their reserved counters read now (one small query): the public answers keep the rest of an
 * offering for the cache's lifetime and take the counter afresh whenever a reservation's news dropped them.
 */
export async function withReservedCounters(db: Reader, offerings: readonly Offering[]): Promise<Offering[]> {
  if (offerings.length === 0) return [];
  const rows = await db
    .select({ id: offering.id, reserved: offering.reservedAmount })
    .from(offering)
    .where(
      inArray(
        offering.id,
        offerings.map((o) => o.id),
      ),
    );
  const counters = new Map(rows.map((row) => [row.id, row.reserved]));
  return offerings.map((o) => {
    const sumReservated = counters.get(o.id) ?? o.sumReservated;
    return { ...o, sumReservated, closedOutcome: closedOutcome({ ...o, sumReservated }) };
  });
}

export async function findOffering(db: Reader, id: number): Promise<OfferingRow | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  const [row] = await db.select().from(offering).where(eq(offering.id, id)).limit(1);
  return row;
}

/**
 * Locks the offering row: reservations of one offering queue here, so their sum check cannot race. NO KEY
 * UPDATE, not UPDATE: a reservation has already written rows that reference the offering (its history row
 * takes a KEY SHARE lock on it), and an UPDATE lock would wait for those of the others: a deadlock.
 */
export async function lockOffering(tx: Pick<Database, 'select'>, id: number): Promise<OfferingRow | undefined> {
  const [row] = await tx.select().from(offering).where(eq(offering.id, id)).for('no key update').limit(1);
  return row;
}

/** An offering row with the fact whether it has its white paper (join-eligibility.ts decides from both). */
export type OfferingFactsRow = OfferingRow & { hasWhitePaper: boolean };

/** The offering and whether a white paper is attached to it (one query). */
export async function findOfferingWithFacts(db: Reader, id: number): Promise<OfferingFactsRow | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  const whitePaper = db
    .select({ one: sql`1` })
    .from(offeringDocument)
    .where(and(eq(offeringDocument.offeringId, offering.id), eq(offeringDocument.kind, REQUIRED_OFFERING_DOCUMENT)));
  const [row] = await db
    .select({ row: offering, hasWhitePaper: sql<boolean>`exists (${whitePaper})` })
    .from(offering)
    .where(eq(offering.id, id))
    .limit(1);
  return row ? { ...row.row, hasWhitePaper: row.hasWhitePaper === true } : undefined;
}

/** The facts the domain decides a join step from, at `now`. */
export const joinFactsOf = (
  account: { userLevel: UserLevel; mfaEnabled: boolean; screeningState?: ScreeningState },
  ico: Pick<OfferingFactsRow, 'startAt' | 'finishAt' | 'allowedLevels' | 'hasWhitePaper'>,
  joining: JoiningStatus | undefined,
  now: Date,
): JoinFacts => ({
  level: account.userLevel,
  mfaEnabled: account.mfaEnabled,
  // The account's flag, kept by screening (issue 30): a reservation never searches the lists.
  underReview: account.screeningState !== undefined && !moneyMayMove(account.screeningState),
  offering: {
    status: offeringStatus(ico.startAt, ico.finishAt, now),
    allowedLevels: ico.allowedLevels,
    hasWhitePaper: ico.hasWhitePaper,
  },
  joining,
});

/** The holiday list through the process's short-lived public cache (a write through this process clears it). */
export const cachedHolidays = (cache: PublicAnswerCache, db: Reader): Promise<ReadonlySet<string>> =>
  cache.value('holidays', () => holidaySet(db));

/** The staff-edited holiday list, as the domain's business-day functions take it. */
export async function holidaySet(db: Reader): Promise<Set<string>> {
  const rows = await db.select({ date: holiday.date }).from(holiday);
  return new Set(rows.map((row) => row.date));
}
