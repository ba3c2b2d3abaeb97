import { MONITORING_FILE_FIELDS, type MonitoringInput, monitoringInputSchema } from '@ico/domain/offering-admin';
import type { MonitoringEntry } from '@ico/domain/offering-api';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { monitoringEntry } from '../db/schema';
import { AppError, parseId, parseOrThrow } from '../errors';
import type { MultipartBody } from '../uploads/read-multipart';
import { deleteStoredObjects, dropPublicFiles, offeringOf } from './admin-offerings';
import { recordAudit } from './audit';
import type { Deps, RequestMeta } from './deps';
import { publicFilesById, recordPublicFiles, toPublicFile, withPublicFiles } from './public-files';

type Reader = Pick<Database, 'select'>;
type EntryRow = typeof monitoringEntry.$inferSelect;
type FileField = (typeof MONITORING_FILE_FIELDS)[number];

const FILE_COLUMN = { file1: 'file1Id', file2: 'file2Id', file3: 'file3Id' } as const satisfies Record<FileField, keyof EntryRow>;

/** Monitoring entries as the public page and the back office show them, files resolved in one query. */
export async function toMonitoringEntries(db: Reader, rows: readonly EntryRow[]): Promise<MonitoringEntry[]> {
  const files = await publicFilesById(
    db,
    rows.flatMap((row) => [row.file1Id, row.file2Id, row.file3Id]),
  );
  const fileOf = (id: string | null) => {
    const found = id ? files.get(id) : undefined;
    return found ? toPublicFile(found) : null;
  };
  return rows.map((row) => ({
    id: row.id,
    title: row.titleEN,
    contents: row.contentsEN,
    titleEN: row.titleEN,
    titleTH: row.titleTH,
    contentsEN: row.contentsEN,
    contentsTH: row.contentsTH,
    created_at: row.createdAt.toISOString(),
    file1: fileOf(row.file1Id),
    file2: fileOf(row.file2Id),
    file3: fileOf(row.file3Id),
  }));
}

async function toEntry(db: Reader, row: EntryRow): Promise<MonitoringEntry> {
  const [entry] = await toMonitoringEntries(db, [row]);
  return entry as MonitoringEntry;
}

/** An offering's entries, newest first. */
export async function listMonitoring(deps: Pick<Deps, 'database'>, rawOfferingId: string): Promise<MonitoringEntry[]> {
  const db = deps.database.db;
  const target = await offeringOf(db, rawOfferingId);
  const rows = await db
    .select()
    .from(monitoringEntry)
    .where(eq(monitoringEntry.offeringId, target.id))
    .orderBy(desc(monitoringEntry.createdAt), desc(monitoringEntry.id));
  return toMonitoringEntries(db, rows);
}

/** A new entry with up to three files, stored with the row in one transaction (nothing left on failure). */
export async function createMonitoring(
  deps: Pick<Deps, 'database' | 'files'>,
  actorId: number,
  rawOfferingId: string,
  body: MultipartBody,
  meta: RequestMeta,
): Promise<MonitoringEntry> {
  const db = deps.database.db;
  const target = await offeringOf(db, rawOfferingId);
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

/** The entry of a path id, or 404 NOT_FOUND. */
export async function monitoringEntryOf(db: Reader, rawId: string): Promise<EntryRow> {
  const [row] = await db
    .select()
    .from(monitoringEntry)
    .where(eq(monitoringEntry.id, parseId(rawId, 'NOT_FOUND')))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * New texts; a file field replaces that file, `remove_fileN=true` clears it, other files stay. Files no
 * longer used are deleted after the change is committed.
 */
export async function updateMonitoring(
  deps: Pick<Deps, 'database' | 'files' | 'log'>,
  actorId: number,
  rawId: string,
  body: MultipartBody,
  meta: RequestMeta,
): Promise<MonitoringEntry> {
  const db = deps.database.db;
  const existing = await monitoringEntryOf(db, rawId);
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

export async function deleteMonitoring(
  deps: Pick<Deps, 'database' | 'files' | 'log'>,
  actorId: number,
  rawId: string,
  meta: RequestMeta,
): Promise<void> {
  const db = deps.database.db;
  const existing = await monitoringEntryOf(db, rawId);
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
