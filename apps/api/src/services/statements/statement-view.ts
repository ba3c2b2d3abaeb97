import type { Statement } from '@ico/domain/contracts/statements';
import { CREDIT_MATCHES, type CreditMatch, RECONCILIATION_PAGE_SIZE } from '@ico/domain/reconciliation';
import type { StatementEncoding } from '@ico/domain/statement-formats';
import { count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankCredit, bankStatement, user } from '../../db/schema';
import { AppError } from '../../errors';

type Reader = Pick<Database, 'select'>;

async function shape(db: Reader, where: SQL | undefined, page: { limit: number; offset: number }): Promise<Statement[]> {
  const rows = await db
    .select({ statement: bankStatement, username: user.username })
    .from(bankStatement)
    .leftJoin(user, eq(user.id, bankStatement.importedBy))
    .where(where)
    .orderBy(desc(bankStatement.importedAt), desc(bankStatement.id))
    .limit(page.limit)
    .offset(page.offset);
  const ids = rows.map((r) => r.statement.id);
  const counts =
    ids.length > 0
      ? await db
          .select({ statementId: bankCredit.statementId, match: bankCredit.match, n: count() })
          .from(bankCredit)
          .where(inArray(bankCredit.statementId, ids))
          .groupBy(bankCredit.statementId, bankCredit.match)
      : [];
  return rows.map(({ statement, username }) => {
    const matches = Object.fromEntries(CREDIT_MATCHES.map((m) => [m, 0])) as Record<CreditMatch, number>;
    for (const c of counts) if (c.statementId === statement.id) matches[c.match] = Number(c.n);
    return {
      id: statement.id,
      format: statement.format,
      fileName: statement.fileName,
      encoding: statement.encoding as StatementEncoding,
      importedAt: statement.importedAt.toISOString(),
      importedBy: statement.importedBy !== null && username !== null ? { id: statement.importedBy, username } : null,
      creditCount: statement.creditCount,
      duplicateCount: statement.duplicateCount,
      matches,
    };
  });
}

export async function statementOf(db: Reader, id: number): Promise<Statement> {
  const [found] = await shape(db, eq(bankStatement.id, id), { limit: 1, offset: 0 });
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** GET /admin/statements/: the recent imports, newest first. */
export async function statementsPage(db: Reader, query: { page: number }): Promise<{ results: Statement[]; count: number }> {
  const [results, [total]] = await Promise.all([
    shape(db, undefined, { limit: RECONCILIATION_PAGE_SIZE, offset: (query.page - 1) * RECONCILIATION_PAGE_SIZE }),
    db.select({ n: count() }).from(bankStatement),
  ]);
  return { results, count: Number(total?.n ?? 0) };
}
