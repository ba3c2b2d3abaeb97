import type { SubmissionSummary } from '@ico/domain/contracts/verification';
import type { ScreenedItem, VerificationItem } from '@ico/domain/statuses';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { privateFile, verificationSubmission } from '../../db/schema';
import type { Deps } from '../deps';
import { isItemSubmission } from './item-submissions';

/** The caller's newest submission per item, with its files' metadata (never the storage keys). */
export async function verificationOf(deps: Deps, userId: number): Promise<Partial<Record<VerificationItem, SubmissionSummary>>> {
  const db = deps.database.db;
  const rows = await db
    .select()
    .from(verificationSubmission)
    .where(and(eq(verificationSubmission.userId, userId), isItemSubmission))
    .orderBy(desc(verificationSubmission.submittedAt), desc(verificationSubmission.id));
  const newest = new Map<ScreenedItem, (typeof rows)[number]>();
  for (const row of rows) if (!newest.has(row.item)) newest.set(row.item, row);
  const ids = [...newest.values()].map((row) => row.id);
  const files = ids.length
    ? await db
        .select({
          id: privateFile.id,
          submissionId: privateFile.submissionId,
          field: privateFile.field,
          fileName: privateFile.fileName,
          contentType: privateFile.contentType,
          size: privateFile.size,
        })
        .from(privateFile)
        .where(and(eq(privateFile.ownerId, userId), inArray(privateFile.submissionId, ids)))
    : [];
  const items: Partial<Record<VerificationItem, SubmissionSummary>> = {};
  for (const [item, row] of newest) {
    items[item] = {
      status: row.status,
      reason: row.reason,
      submittedAt: row.submittedAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      data: row.data,
      files: files.filter((f) => f.submissionId === row.id).map(({ submissionId: _, ...file }) => file),
    };
  }
  return items;
}
