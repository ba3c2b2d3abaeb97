import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { privateFile } from '../../db/schema';

/** A private file as staff see it in a list: what it is, its name, type and size. */
export const staffFileColumns = {
  id: privateFile.id,
  field: privateFile.field,
  fileName: privateFile.fileName,
  contentType: privateFile.contentType,
  size: privateFile.size,
};

/** The files of one verification submission as staff list them (identity items and two-factor reset selfies). */
export const submissionFiles = (db: Database | Tx, submissionId: number) =>
  db
    .select(staffFileColumns)
    .from(privateFile)
    .where(eq(privateFile.submissionId, submissionId))
    .orderBy(asc(privateFile.createdAt), asc(privateFile.field));
