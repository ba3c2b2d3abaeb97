import type { Submission } from '@ico/domain/contracts/verification';
import type { VerificationStatus } from '@ico/domain/statuses';
import type { verificationSubmission } from '../../db/schema';
import type { ScreenedItem } from '../../mail/decision-messages';

type SubmissionRow = typeof verificationSubmission.$inferSelect;

export function toSubmission(row: SubmissionRow, decidedBy: string | null): Submission {
  return {
    id: row.id,
    item: row.item as ScreenedItem,
    status: row.status as VerificationStatus,
    data: row.data,
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy,
  };
}
