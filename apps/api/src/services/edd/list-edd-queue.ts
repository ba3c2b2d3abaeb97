import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import type { EddSummary } from '@ico/domain/contracts/edd';
import type { EddStatus } from '@ico/domain/edd';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { eddDeclaration, user } from '../../db/schema';
import type { Deps } from '../deps';

const proposer = alias(user, 'edd_proposer');
const PENDING: EddStatus[] = ['SUBMITTED', 'PROPOSED'];

/** The EDD queue, oldest first: the declarations in review by default (SUBMITTED and PROPOSED), or one status. */
export async function eddQueue(
  deps: Pick<Deps, 'database'>,
  query: { page: number; status?: EddStatus },
): Promise<{ results: EddSummary[]; count: number }> {
  const db = deps.database.db;
  const where = query.status ? eq(eddDeclaration.status, query.status) : inArray(eddDeclaration.status, PENDING);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        edd: eddDeclaration,
        username: user.username,
        first: user.firstNameEN,
        last: user.lastNameEN,
        proposedBy: proposer.username,
      })
      .from(eddDeclaration)
      .innerJoin(user, eq(user.id, eddDeclaration.userId))
      .leftJoin(proposer, eq(proposer.id, eddDeclaration.proposedBy))
      .where(where)
      .orderBy(asc(eddDeclaration.submittedAt), asc(eddDeclaration.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(eddDeclaration).where(where),
  ]);
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => ({
      id: row.edd.id,
      userId: row.edd.userId,
      username: row.username,
      name: `${row.first} ${row.last}`.trim(),
      status: row.edd.status,
      submittedAt: row.edd.submittedAt.toISOString(),
      proposedBy: row.proposedBy,
    })),
  };
}
