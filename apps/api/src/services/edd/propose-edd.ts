import type { EddDetail } from '@ico/domain/contracts/edd';
import { eq } from 'drizzle-orm';
import { eddDeclaration } from '../../db/schema';
import { AppError } from '../../errors';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { eddDetailOf, lockEdd } from './edd-view';

/**
 * `POST /admin/edd/:id/propose/`: a compliance officer reviewed the declaration and its document and proposes its
 * approval; a senior role approves it (approve-edd.ts). Only a SUBMITTED declaration (409 EDD_STATUS_CONFLICT), never
 * on one's own account (403 SELF_ACTION_FORBIDDEN). Audited in the same transaction.
 */
export async function proposeEdd(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  id: number,
  input: { note?: string | undefined },
  meta: RequestMeta,
): Promise<EddDetail> {
  return deps.database.db.transaction(async (tx) => {
    const row = await lockEdd(tx, id);
    refuseOwn(actorId, row.userId);
    if (row.status !== 'SUBMITTED') throw new AppError('EDD_STATUS_CONFLICT');
    const now = new Date();
    await tx
      .update(eddDeclaration)
      .set({ status: 'PROPOSED', proposedBy: actorId, proposedAt: now, proposalNote: input.note || null })
      .where(eq(eddDeclaration.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'edd.propose',
      targetType: 'edd',
      targetId: id,
      detail: { userId: row.userId, ...(input.note ? { note: input.note } : {}) },
      ipAddress: meta.ip,
    });
    return eddDetailOf(tx, id);
  });
}
