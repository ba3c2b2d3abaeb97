import type { MonitoringEntry } from '@ico/domain/contracts/monitoring';
import type { MONITORING_FILE_FIELDS } from '@ico/domain/offering-admin';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { monitoringEntry } from '../../db/schema';
import { AppError } from '../../errors';
import { publicFilesById, toPublicFile } from '../files/public-files';

type Reader = Pick<Database, 'select'>;

type EntryRow = typeof monitoringEntry.$inferSelect;

export type FileField = (typeof MONITORING_FILE_FIELDS)[number];

export const FILE_COLUMN = { file1: 'file1Id', file2: 'file2Id', file3: 'file3Id' } as const satisfies Record<FileField, keyof EntryRow>;

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

export async function toEntry(db: Reader, row: EntryRow): Promise<MonitoringEntry> {
  const [entry] = await toMonitoringEntries(db, [row]);
  return entry as MonitoringEntry;
}

/** The entry of a path id, or 404 NOT_FOUND. */
export async function monitoringEntryOf(db: Reader, id: number): Promise<EntryRow> {
  const [row] = await db.select().from(monitoringEntry).where(eq(monitoringEntry.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
