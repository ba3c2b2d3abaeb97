import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import type { StaffGrant, StaffProposal, StaffProposalsQuery } from '@ico/domain/contracts/staff';
import { isStaffRole } from '@ico/domain/staff';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { staffProposal, user } from '../../db/schema';
import { AppError } from '../../errors';

type Reader = Pick<Database, 'select'>;
export type StaffProposalRow = typeof staffProposal.$inferSelect;

const proposer = alias(user, 'proposer_user');
const decider = alias(user, 'decider_user');

const person = (id: number | null, username: string | null) => (id !== null && username !== null ? { id, username } : null);
const text = (payload: StaffProposalRow['payload'], key: string): string | null => {
  const value = payload[key];
  return typeof value === 'string' ? value : null;
};

async function shape(db: Reader, where: SQL | undefined, order: 'oldest' | 'newest', page?: { limit: number; offset: number }) {
  const query = db
    .select({ proposal: staffProposal, proposerName: proposer.username, deciderName: decider.username })
    .from(staffProposal)
    .leftJoin(proposer, eq(proposer.id, staffProposal.proposedBy))
    .leftJoin(decider, eq(decider.id, staffProposal.decidedBy))
    .where(where)
    .orderBy(order === 'oldest' ? asc(staffProposal.proposedAt) : desc(staffProposal.proposedAt), asc(staffProposal.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ proposal: row, proposerName, deciderName }): StaffProposal => {
    const fromRole = text(row.payload, 'from');
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      subjectId: row.subjectId,
      username: row.username,
      email: row.email,
      firstNameEN: text(row.payload, 'firstNameEN') ?? '',
      lastNameEN: text(row.payload, 'lastNameEN') ?? '',
      role: row.role,
      fromRole: isStaffRole(fromRole) ? fromRole : null,
      disabledReason: text(row.payload, 'disabledReason'),
      reason: row.reason,
      proposedBy: person(row.proposedBy, proposerName),
      proposedAt: row.proposedAt.toISOString(),
      decidedBy: person(row.decidedBy, deciderName),
      decidedByOperator: row.decidedByOperator,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decisionReason: row.decisionReason,
    };
  });
}

/** The staff page's list: pending proposals oldest first (the longest waiting on top), decided ones newest first. */
export async function staffProposalsPage(db: Reader, query: StaffProposalsQuery): Promise<{ results: StaffProposal[]; count: number }> {
  const where = eq(staffProposal.status, query.status);
  const [results, [total]] = await Promise.all([
    shape(db, where, query.status === 'PENDING' ? 'oldest' : 'newest', {
      limit: ADMIN_PAGE_SIZE,
      offset: (query.page - 1) * ADMIN_PAGE_SIZE,
    }),
    db.select({ n: count() }).from(staffProposal).where(where),
  ]);
  return { results, count: Number(total?.n ?? 0) };
}

/** One proposal, or 404 PROPOSAL_NOT_EXIST. */
export async function staffProposalOf(db: Reader, id: number): Promise<StaffProposal> {
  const [found] = await shape(db, eq(staffProposal.id, id), 'newest');
  if (!found) throw new AppError('PROPOSAL_NOT_EXIST');
  return found;
}

/** The approved grants of each listed member, newest first: who proposed and who approved what made them what they are. */
export async function grantsOf(db: Reader, memberIds: readonly number[]): Promise<Map<number, StaffGrant[]>> {
  const grants = new Map<number, StaffGrant[]>();
  if (memberIds.length === 0) return grants;
  const ids = [...memberIds];
  const approved = await shape(db, and(inArray(staffProposal.subjectId, ids), eq(staffProposal.status, 'APPROVED')), 'newest');
  for (const proposal of approved) {
    if (proposal.subjectId === null) continue;
    const { id, kind, role, proposedBy, proposedAt, decidedBy, decidedByOperator, decidedAt } = proposal;
    const list = grants.get(proposal.subjectId) ?? [];
    list.push({ id, kind, role, proposedBy, proposedAt, decidedBy, decidedByOperator, decidedAt });
    grants.set(proposal.subjectId, list);
  }
  return grants;
}

/** Locks a proposal for the rest of the transaction: two deciders at once decide it once (the second sees it decided). */
export async function lockStaffProposal(tx: Tx, id: number): Promise<StaffProposalRow> {
  const [row] = await tx.select().from(staffProposal).where(eq(staffProposal.id, id)).for('update').limit(1);
  if (!row) throw new AppError('PROPOSAL_NOT_EXIST');
  return row;
}
