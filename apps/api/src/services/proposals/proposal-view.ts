import type { Proposal, ProposalCredit, ProposalsQuery } from '@ico/domain/contracts/proposals';
import { PROPOSALS_PAGE_SIZE } from '@ico/domain/four-eyes';
import { JOINING_TRANSITIONS, type JoiningStatus } from '@ico/domain/statuses';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { bankCredit, bankStatement, joining, moneyProposal, offering, user } from '../../db/schema';
import { AppError } from '../../errors';

type Reader = Pick<Database, 'select'>;
export type ProposalRow = typeof moneyProposal.$inferSelect;

/** The joining statuses an offering's funding failure moves (the transition table's staff steps to FUNDING_FAIL). */
export const FUNDING_FAIL_FROM: readonly JoiningStatus[] = JOINING_TRANSITIONS.filter(
  (t) => t.to === 'FUNDING_FAIL' && t.by === 'staff',
).map((t) => t.from);

const investorUser = alias(user, 'investor_user');
const proposer = alias(user, 'proposer_user');
const decider = alias(user, 'decider_user');
const importer = alias(user, 'importer_user');

const person = (id: number | null, username: string | null) => (id !== null && username !== null ? { id, username } : null);

/** The credit a proposal names: a payment's evidence (`evidence.creditId`, text) or a refund's change (`change.creditId`). */
function creditIdOf(row: ProposalRow): number | null {
  const id = Number(row.evidence.creditId ?? row.change.creditId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The credits the proposals name, with their statement and its importer, by id. */
async function creditsOf(db: Reader, ids: readonly number[]): Promise<Map<number, ProposalCredit>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      credit: bankCredit,
      fileName: bankStatement.fileName,
      importedAt: bankStatement.importedAt,
      importedById: bankStatement.importedBy,
      importedByName: importer.username,
    })
    .from(bankCredit)
    .innerJoin(bankStatement, eq(bankStatement.id, bankCredit.statementId))
    .leftJoin(importer, eq(importer.id, bankStatement.importedBy))
    .where(inArray(bankCredit.id, [...ids]));
  return new Map(
    rows.map((r) => [
      r.credit.id,
      {
        id: r.credit.id,
        bookedAt: r.credit.bookedAt.toISOString(),
        amount: r.credit.amount,
        reference: r.credit.reference,
        sender: r.credit.sender,
        statementFileName: r.fileName,
        importedAt: r.importedAt.toISOString(),
        importedBy: person(r.importedById, r.importedByName),
      },
    ]),
  );
}

async function shape(db: Reader, where: SQL | undefined, order: 'oldest' | 'newest', page?: { limit: number; offset: number }) {
  const query = db
    .select({
      proposal: moneyProposal,
      offering: { id: offering.id, tokenName: offering.tokenName, ticker: offering.ticker },
      joining: { id: joining.id, status: joining.status, amount: joining.amount, userId: joining.userId },
      investorName: investorUser.username,
      proposerName: proposer.username,
      deciderName: decider.username,
    })
    .from(moneyProposal)
    .innerJoin(offering, eq(offering.id, moneyProposal.offeringId))
    .leftJoin(joining, eq(joining.id, moneyProposal.joiningId))
    .leftJoin(investorUser, eq(investorUser.id, joining.userId))
    .leftJoin(proposer, eq(proposer.id, moneyProposal.proposedBy))
    .leftJoin(decider, eq(decider.id, moneyProposal.decidedBy))
    .where(where)
    .orderBy(order === 'oldest' ? asc(moneyProposal.proposedAt) : desc(moneyProposal.proposedAt), asc(moneyProposal.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const fundingFails = rows.filter((r) => r.proposal.kind === 'offering.fundingFail').map((r) => r.offering.id);
  const affected = new Map<number, number>();
  if (fundingFails.length > 0) {
    const counts = await db
      .select({ offeringId: joining.offeringId, n: count() })
      .from(joining)
      .where(and(inArray(joining.offeringId, fundingFails), inArray(joining.status, [...FUNDING_FAIL_FROM])))
      .groupBy(joining.offeringId);
    for (const c of counts) affected.set(c.offeringId, Number(c.n));
  }
  const credits = await creditsOf(db, [...new Set(rows.flatMap((r) => creditIdOf(r.proposal) ?? []))]);
  const now = Date.now();
  return rows.map(
    (r): Proposal => ({
      id: r.proposal.id,
      kind: r.proposal.kind,
      status: r.proposal.status,
      offering: r.offering,
      joining: r.joining ? { id: r.joining.id, status: r.joining.status, amount: r.joining.amount } : null,
      investor: person(r.joining?.userId ?? null, r.investorName),
      fromStatus: r.proposal.fromStatus,
      toStatus: r.proposal.toStatus,
      change: r.proposal.change,
      evidence: r.proposal.evidence,
      credit: credits.get(creditIdOf(r.proposal) ?? 0) ?? null,
      affected: r.proposal.kind === 'offering.fundingFail' ? (affected.get(r.offering.id) ?? 0) : null,
      proposedBy: person(r.proposal.proposedBy, r.proposerName),
      proposedAt: r.proposal.proposedAt.toISOString(),
      ageSeconds: Math.max(0, Math.floor((now - r.proposal.proposedAt.getTime()) / 1000)),
      decidedBy: person(r.proposal.decidedBy, r.deciderName),
      decidedAt: r.proposal.decidedAt?.toISOString() ?? null,
      decisionReason: r.proposal.decisionReason,
    }),
  );
}

/** The queue: pending proposals oldest first (the longest waiting on top), decided ones newest first. */
export async function proposalsPage(db: Reader, query: ProposalsQuery): Promise<{ results: Proposal[]; count: number }> {
  const where = eq(moneyProposal.status, query.status);
  const [results, [total]] = await Promise.all([
    shape(db, where, query.status === 'PENDING' ? 'oldest' : 'newest', {
      limit: PROPOSALS_PAGE_SIZE,
      offset: (query.page - 1) * PROPOSALS_PAGE_SIZE,
    }),
    db.select({ n: count() }).from(moneyProposal).where(where),
  ]);
  return { results, count: Number(total?.n ?? 0) };
}

/** One proposal, or 404 PROPOSAL_NOT_EXIST. */
export async function proposalOf(db: Reader, id: number): Promise<Proposal> {
  const [found] = await shape(db, eq(moneyProposal.id, id), 'newest');
  if (!found) throw new AppError('PROPOSAL_NOT_EXIST');
  return found;
}

/** The pending proposal of a joining, or null. */
export async function pendingOfJoining(db: Reader, joiningId: number): Promise<Proposal | null> {
  const [found] = await shape(db, and(eq(moneyProposal.joiningId, joiningId), eq(moneyProposal.status, 'PENDING')), 'newest');
  return found ?? null;
}

/** Locks a proposal for the rest of the transaction: two deciders at once decide it once (the second sees it decided). */
export async function lockProposal(tx: Tx, id: number): Promise<ProposalRow> {
  const [row] = await tx.select().from(moneyProposal).where(eq(moneyProposal.id, id)).for('update').limit(1);
  if (!row) throw new AppError('PROPOSAL_NOT_EXIST');
  return row;
}
