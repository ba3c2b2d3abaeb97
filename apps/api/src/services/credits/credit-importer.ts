import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { bankCredit, bankStatement } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * The person who imported a statement made its credits, so they must not also turn one into a confirmed payment or a
 * refund (issue 29: one operations member imported a made-up statement and proposed the confirmation from its
 * credit). 403 CREDIT_OWN_IMPORT when `actorId` imported the statement of credit `creditId`; called when a credit is
 * proposed as evidence and again when the proposal is approved.
 */
export async function refuseOwnImport(db: Database | Tx, actorId: number, creditId: number): Promise<void> {
  const [row] = await db
    .select({ importedBy: bankStatement.importedBy })
    .from(bankCredit)
    .innerJoin(bankStatement, eq(bankStatement.id, bankCredit.statementId))
    .where(eq(bankCredit.id, creditId))
    .limit(1);
  if (row?.importedBy === actorId) throw new AppError('CREDIT_OWN_IMPORT');
}
