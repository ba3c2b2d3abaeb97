import type { MonitoringEntry } from '@ico/domain/contracts/monitoring';
import { monitoringInputSchema } from '@ico/domain/offering-admin';
import { monitoringEntry } from '../../db/schema';
import { parseOrThrow } from '../../errors';
import type { MultipartBody } from '../../uploads/read-multipart';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { recordPublicFiles, withPublicFiles } from '../files/public-files';
import { offeringOf } from '../offerings/staff-offering';
import { FILE_COLUMN, type FileField, toEntry } from './monitoring-entry';

/** A new entry with up to three files, stored with the row in one transaction (nothing left on failure). */
export async function createMonitoring(
  deps: Pick<Deps, 'database' | 'files'>,
  actorId: number,
  offeringId: number,
  body: MultipartBody,
  meta: RequestMeta,
): Promise<MonitoringEntry> {
  const db = deps.database.db;
  const target = await offeringOf(db, offeringId);
  const texts = parseOrThrow(monitoringInputSchema, body.fields);
  const row = await withPublicFiles(deps, body.files, (stored) =>
    db.transaction(async (tx) => {
      await recordPublicFiles(tx, actorId, stored);
      const fileIds = Object.fromEntries(stored.map((file) => [FILE_COLUMN[file.field as FileField], file.id]));
      const [created] = await tx
        .insert(monitoringEntry)
        .values({ offeringId: target.id, ...texts, ...fileIds })
        .returning();
      if (!created) throw new Error('monitoring entry not created');
      await recordAudit(tx, {
        actorId,
        action: 'monitoring.create',
        targetType: 'monitoring',
        targetId: created.id,
        detail: { offeringId: target.id, titleEN: texts.titleEN, files: stored.map((file) => file.field) },
        ipAddress: meta.ip,
      });
      return created;
    }),
  );
  return toEntry(db, row);
}
