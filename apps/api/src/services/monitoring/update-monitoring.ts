import type { MonitoringEntry } from '@ico/domain/contracts/monitoring';
import { MONITORING_FILE_FIELDS, type MonitoringInput, monitoringInputSchema } from '@ico/domain/offering-admin';
import { eq } from 'drizzle-orm';
import { monitoringEntry } from '../../db/schema';
import { AppError, parseOrThrow } from '../../errors';
import type { MultipartBody } from '../../uploads/read-multipart';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { deleteStoredObjects, dropPublicFiles } from '../files/drop-public-files';
import { recordPublicFiles, withPublicFiles } from '../files/public-files';
import { FILE_COLUMN, type FileField, monitoringEntryOf, toEntry } from './monitoring-entry';

/**
 * New texts; a file field replaces that file, `remove_fileN=true` clears it, other files stay. Files no
 * longer used are deleted after the change is committed.
 */
export async function updateMonitoring(
  deps: Pick<Deps, 'database' | 'files' | 'log'>,
  actorId: number,
  id: number,
  body: MultipartBody,
  meta: RequestMeta,
): Promise<MonitoringEntry> {
  const db = deps.database.db;
  const existing = await monitoringEntryOf(db, id);
  const texts = parseOrThrow(monitoringInputSchema, body.fields);
  const { row, dropped } = await withPublicFiles(deps, body.files, (stored) =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(monitoringEntry).where(eq(monitoringEntry.id, existing.id)).for('update');
      if (!current) throw new AppError('NOT_FOUND');
      await recordPublicFiles(tx, actorId, stored);
      const files: Partial<Record<(typeof FILE_COLUMN)[FileField], string | null>> = {};
      const replaced: FileField[] = [];
      const removed: FileField[] = [];
      const previous: Array<string | null> = [];
      for (const field of MONITORING_FILE_FIELDS) {
        const column = FILE_COLUMN[field];
        const upload = stored.find((file) => file.field === field);
        if (upload) {
          files[column] = upload.id;
          replaced.push(field);
        } else if (body.fields[`remove_${field}`] === 'true' && current[column]) {
          files[column] = null;
          removed.push(field);
        } else continue;
        previous.push(current[column]);
      }
      const changedTexts = (Object.keys(texts) as (keyof MonitoringInput)[]).filter((key) => texts[key] !== current[key]);
      const [updated] = await tx
        .update(monitoringEntry)
        .set({ ...texts, ...files, updatedAt: new Date() })
        .where(eq(monitoringEntry.id, current.id))
        .returning();
      if (!updated) throw new AppError('NOT_FOUND');
      const keys = await dropPublicFiles(tx, previous);
      await recordAudit(tx, {
        actorId,
        action: 'monitoring.update',
        targetType: 'monitoring',
        targetId: current.id,
        detail: { offeringId: current.offeringId, changed: changedTexts, replaced, removed },
        ipAddress: meta.ip,
      });
      return { row: updated, dropped: keys };
    }),
  );
  await deleteStoredObjects(deps, dropped);
  return toEntry(db, row);
}
