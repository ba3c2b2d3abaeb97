import type { Me, UserSummary } from '@ico/domain/account';
import type { VerificationStatus } from '@ico/domain/statuses';
import type { verificationSubmission } from '../../db/schema';
import type { ScreenedItem } from '../../mail/decision-messages';

type SubmissionRow = typeof verificationSubmission.$inferSelect;

export type Submission = {
  id: number;
  item: ScreenedItem;
  status: VerificationStatus;
  data: Record<string, string>;
  reason: string | null;
  submittedAt: string;
  decidedAt: string | null;
  /** The username of the staff member who decided. */
  decidedBy: string | null;
};

export type SubmissionFile = { id: string; field: string; fileName: string; contentType: string; size: number };

export type QueueEntry = { id: number; item: ScreenedItem; submittedAt: string; user: UserSummary };

export type ScreeningDetail = { submission: Submission; user: Me; files: SubmissionFile[]; history: Submission[] };

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
