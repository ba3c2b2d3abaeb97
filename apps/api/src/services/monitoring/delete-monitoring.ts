import { eq } from 'drizzle-orm';
import { monitoringEntry } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { deleteStoredObjects, dropPublicFiles } from '../files/drop-public-files';
import { monitoringEntryOf } from './monitoring-entry';

export async function deleteMonitoring(
  deps: Pick<Deps, 'database' | 'files' | 'log'>,
  actorId: number,
  id: number,
  meta: RequestMeta,
): Promise<void> {
  const db = deps.database.db;
  const existing = await monitoringEntryOf(db, id);
  const dropped = await db.transaction(async (tx) => {
    const [removed] = await tx.delete(monitoringEntry).where(eq(monitoringEntry.id, existing.id)).returning();
    if (!removed) throw new AppError('NOT_FOUND');
    const keys = await dropPublicFiles(tx, [removed.file1Id, removed.file2Id, removed.file3Id]);
    await recordAudit(tx, {
      actorId,
      action: 'monitoring.delete',
      targetType: 'monitoring',
      targetId: removed.id,
      detail: { offeringId: removed.offeringId, titleEN: removed.titleEN },
      ipAddress: meta.ip,
    });
    return keys;
  });
  await deleteStoredObjects(deps, dropped);
}
