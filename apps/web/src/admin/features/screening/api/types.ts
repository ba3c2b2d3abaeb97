import type { Me, UserSummary } from '@ico/domain/account';
import type { SCREENED_ITEMS, SCREENING_DECISIONS, VerificationStatus } from '@ico/domain/statuses';

export type ScreenedItem = (typeof SCREENED_ITEMS)[number];
export type ScreeningDecision = keyof typeof SCREENING_DECISIONS;

/** The answers of `/admin/screening/` (docs/api/verification.md). */
export type QueueEntry = { id: number; item: ScreenedItem; submittedAt: string; user: UserSummary };
export type Queue = { results: QueueEntry[]; count: number; counts: Record<ScreenedItem, number> };
export type Submission = {
  id: number;
  item: ScreenedItem;
  status: VerificationStatus;
  data: Record<string, string>;
  reason: string | null;
  submittedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
};
export type SubmissionFile = { id: string; field: string; fileName: string; contentType: string; size: number };
export type ScreeningDetail = { submission: Submission; user: Me; files: SubmissionFile[]; history: Submission[] };
export type DecisionAnswer = { submission: Submission; user: UserSummary; levelChanged: boolean };

export const screeningKeys = {
  all: ['admin', 'screening'] as const,
  queue: (filters: { item: ScreenedItem | null; page: number }) => [...screeningKeys.all, 'queue', filters] as const,
  detail: (id: string) => [...screeningKeys.all, 'detail', id] as const,
};
