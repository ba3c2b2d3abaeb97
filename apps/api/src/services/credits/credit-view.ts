import type { Credit, CreditDetail, CreditJoining, CreditsQuery } from '@ico/domain/contracts/statements';
import { AWAITING_PAYMENT_STATUSES, type CreditState, RECONCILIATION_PAGE_SIZE } from '@ico/domain/reconciliation';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { bankCredit, joining, moneyProposal, offering, privateFile, refundCase, user } from '../../db/schema';
import { AppError } from '../../errors';

type Reader = Pick<Database, 'select'> | Pick<Tx, 'select'>;
export type CreditRow = typeof bankCredit.$inferSelect;

/**
 * A credit's state, derived when read (never stored, so it cannot drift from its proposal and refund case): a refund
 * case decides first (REFUND_PROCESSING -> REFUNDING, REFUND_DONE -> REFUNDED), then the payment proposal (PENDING ->
 * CONFIRMING, APPROVED -> CONFIRMED); a rejected or withdrawn proposal leaves the credit OPEN for staff again.
 */
export const creditStateSql: SQL<CreditState> = sql<CreditState>`case
  when ${refundCase.status} = 'REFUND_DONE' then 'REFUNDED'
  when ${refundCase.status} = 'REFUND_PROCESSING' then 'REFUNDING'
  when ${moneyProposal.status} = 'APPROVED' then 'CONFIRMED'
  when ${moneyProposal.status} = 'PENDING' then 'CONFIRMING'
  else 'OPEN' end`;

const baseQuery = (db: Reader) =>
  db
    .select({ credit: bankCredit, state: creditStateSql })
    .from(bankCredit)
    .leftJoin(moneyProposal, eq(moneyProposal.id, bankCredit.proposalId))
    .leftJoin(refundCase, eq(refundCase.id, bankCredit.refundId));

/** The joinings of `ids` as a credit shows them, by id. */
export async function creditJoinings(db: Reader, ids: readonly number[]): Promise<Map<number, CreditJoining>> {
  const result = new Map<number, CreditJoining>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return result;
  const rows = await db
    .select({
      id: joining.id,
      status: joining.status,
      amount: sql<string | null>`coalesce(${joining.payAmount}, ${joining.amount})`,
      investor: { id: user.id, username: user.username, first: user.firstNameEN, last: user.lastNameEN, company: user.companyName },
      offering: { id: offering.id, tokenName: offering.tokenName, ticker: offering.ticker },
    })
    .from(joining)
    .innerJoin(user, eq(user.id, joining.userId))
    .innerJoin(offering, eq(offering.id, joining.offeringId))
    .where(inArray(joining.id, unique));
  const slips = await db
    .select({ joiningId: privateFile.joiningId, reference: privateFile.slipReference })
    .from(privateFile)
    .where(and(inArray(privateFile.joiningId, unique), isNotNull(privateFile.slipReference)))
    .orderBy(asc(privateFile.createdAt));
  for (const row of rows) {
    const { first, last, company, ...investor } = row.investor;
    const name = company?.trim() || `${first} ${last}`.trim() || investor.username;
    const slipReferences = slips.filter((s) => s.joiningId === row.id && s.reference).map((s) => s.reference as string);
    result.set(row.id, {
      id: row.id,
      status: row.status,
      amount: row.amount,
      investor: { ...investor, name },
      offering: row.offering,
      slipReferences,
    });
  }
  return result;
}

function toCredit(row: { credit: CreditRow; state: CreditState }, joinings: Map<number, CreditJoining>): Credit {
  const { credit } = row;
  return {
    id: credit.id,
    statementId: credit.statementId,
    bookedAt: credit.bookedAt.toISOString(),
    amount: credit.amount,
    reference: credit.reference,
    sender: credit.sender,
    description: credit.description,
    match: credit.match,
    state: row.state,
    joining: credit.joiningId !== null ? (joinings.get(credit.joiningId) ?? null) : null,
    candidateIds: credit.candidateIds,
    proposalId: credit.proposalId,
    refundId: credit.refundId,
  };
}

/** GET /admin/credits/: newest booking first, by match and derived state. */
export async function creditsPage(db: Reader, query: CreditsQuery): Promise<{ results: Credit[]; count: number }> {
  const where = and(
    query.match ? inArray(bankCredit.match, query.match) : undefined,
    query.state ? sql`${creditStateSql} = ${query.state}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(desc(bankCredit.bookedAt), desc(bankCredit.id))
      .limit(RECONCILIATION_PAGE_SIZE)
      .offset((query.page - 1) * RECONCILIATION_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(bankCredit)
      .leftJoin(moneyProposal, eq(moneyProposal.id, bankCredit.proposalId))
      .leftJoin(refundCase, eq(refundCase.id, bankCredit.refundId))
      .where(where),
  ]);
  const joinings = await creditJoinings(
    db,
    rows.flatMap((r) => (r.credit.joiningId !== null ? [r.credit.joiningId] : [])),
  );
  return { results: rows.map((r) => toCredit(r, joinings)), count: Number(total?.n ?? 0) };
}

/** One credit with its state, or 404 CREDIT_NOT_EXIST. */
export async function creditRow(db: Reader, id: number): Promise<{ credit: CreditRow; state: CreditState }> {
  const [row] = await baseQuery(db).where(eq(bankCredit.id, id)).limit(1);
  if (!row) throw new AppError('CREDIT_NOT_EXIST');
  return row;
}

/**
 * GET /admin/credits/:id/: the credit with the joinings staff may attach it to: an AMBIGUOUS credit's candidates; for
 * any other open credit, the joinings awaiting payment of exactly its amount (an UNMATCHED transfer with no slip).
 */
export async function creditDetail(db: Reader, id: number): Promise<CreditDetail> {
  const row = await creditRow(db, id);
  const { credit } = row;
  let candidateIds = credit.candidateIds;
  if (candidateIds.length === 0 && row.state === 'OPEN' && credit.match !== 'MATCHED') {
    const exact = await db
      .select({ id: joining.id })
      .from(joining)
      .where(
        and(
          inArray(joining.status, [...AWAITING_PAYMENT_STATUSES]),
          sql`coalesce(${joining.payAmount}, ${joining.amount}) = ${credit.amount}::numeric`,
        ),
      )
      .orderBy(asc(joining.id))
      .limit(RECONCILIATION_PAGE_SIZE);
    candidateIds = exact.map((j) => j.id);
  }
  const joinings = await creditJoinings(db, [...candidateIds, ...(credit.joiningId !== null ? [credit.joiningId] : [])]);
  return {
    ...toCredit(row, joinings),
    candidates: candidateIds.flatMap((candidate) => {
      const found = joinings.get(candidate);
      return found ? [found] : [];
    }),
  };
}
