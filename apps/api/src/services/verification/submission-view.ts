import type { Submission } from '@ico/domain/contracts/verification';
import type { verificationSubmission } from '../../db/schema';

type SubmissionRow = typeof verificationSubmission.$inferSelect;

export function toSubmission(row: SubmissionRow, decidedBy: string | null): Submission {
  return {
    id: row.id,
    item: row.item,
    status: row.status,
    data: row.data,
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy,
  };
}
