import { eq } from 'drizzle-orm';
import { notice } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';

/** Removes a notice and who read it (audited with what it said); 404 NOTICE_NOT_EXIST. */
export async function deleteNotice(deps: Pick<Deps, 'database'>, actorId: number, id: number, meta: RequestMeta): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [removed] = await tx.delete(notice).where(eq(notice.id, id)).returning();
    if (!removed) throw new AppError('NOTICE_NOT_EXIST');
    await recordAudit(tx, {
      actorId,
      action: 'notice.delete',
      targetType: 'notice',
      targetId: id,
      detail: { audience: removed.audience, titleEN: removed.titleEN, titleTH: removed.titleTH },
      ipAddress: meta.ip,
    });
  });
}
