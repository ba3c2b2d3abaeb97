import type { EddDetail } from '@ico/domain/contracts/edd';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { eddDeclaration, privateFile, user } from '../../db/schema';
import { AppError } from '../../errors';

const proposer = alias(user, 'edd_proposer');
const decider = alias(user, 'edd_decider');

/** One declaration as staff see it: the investor's rating and declared ranges beside it, the document, who did what. */
export async function eddDetailOf(db: Database | Tx, id: number): Promise<EddDetail> {
  const [row] = await db
    .select({ edd: eddDeclaration, investor: user, proposedBy: proposer.username, decidedBy: decider.username, file: privateFile })
    .from(eddDeclaration)
    .innerJoin(user, eq(user.id, eddDeclaration.userId))
    .leftJoin(proposer, eq(proposer.id, eddDeclaration.proposedBy))
    .leftJoin(decider, eq(decider.id, eddDeclaration.decidedBy))
    .leftJoin(privateFile, eq(privateFile.id, eddDeclaration.fileId))
    .where(eq(eddDeclaration.id, id))
    .limit(1);
  if (!row) throw new AppError('EDD_NOT_EXIST');
  const { edd, investor, file } = row;
  const info = investor.detailInfo ?? {};
  return {
    id: edd.id,
    userId: edd.userId,
    username: investor.username,
    name: `${investor.firstNameEN} ${investor.lastNameEN}`.trim(),
    status: edd.status,
    submittedAt: edd.submittedAt.toISOString(),
    proposedBy: row.proposedBy,
    basis: edd.basis,
    origin: edd.origin,
    explanation: edd.explanation,
    file: file ? { id: file.id, field: file.field, fileName: file.fileName, contentType: file.contentType, size: file.size } : null,
    proposedById: edd.proposedBy,
    proposedAt: edd.proposedAt?.toISOString() ?? null,
    proposalNote: edd.proposalNote,
    decidedBy: row.decidedBy,
    decidedAt: edd.decidedAt?.toISOString() ?? null,
    returnReason: edd.returnReason,
    riskLevel: investor.riskLevel,
    riskReasons: investor.riskReasons,
    annualIncome: info.annualIncome ?? null,
    financeAssets: info.financeAssets ?? null,
    occupation: info.occupation ?? null,
  };
}

/** The declaration locked until the transaction ends: two staff steps on one declaration never interleave. */
export async function lockEdd(tx: Tx, id: number) {
  const [row] = await tx.select().from(eddDeclaration).where(eq(eddDeclaration.id, id)).for('update').limit(1);
  if (!row) throw new AppError('EDD_NOT_EXIST');
  return row;
}
