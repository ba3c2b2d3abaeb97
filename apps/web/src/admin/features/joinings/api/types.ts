import type { UserSummary } from '@ico/domain/account';
import type { JoiningStatus } from '@ico/domain/statuses';
import { adminKeys } from '../../../api/keys';

/** Answers of the back-office joining calls (docs/api/offerings.md, "Back office"); amounts are decimal strings. */

export type AdminJoiningRow = {
  id: number;
  status: JoiningStatus;
  amount: string | null;
  tokenAmount: string | null;
  address: string | null;
  created_at: string;
  reserved_at: string | null;
  paymentDeadline: string | null;
  slips: number;
  user: UserSummary;
};

export type JoiningFilters = { status: JoiningStatus | null; q: string; page: number };

/** One day of the offering's activity: cumulative Baht reserved and paid by the end of that Bangkok day. */
export type ActivityPoint = { date: string; reserved: string | number; paid: string | number };

export type JoiningSlip = { id: string; fileName: string; contentType: string; created_at: string };

export type JoiningHistoryEntry = {
  from: JoiningStatus | null;
  to: JoiningStatus;
  /** Who made the change: investor, staff or system. */
  actor: string | null;
  actorName: string | null;
  reason: string | null;
  created_at: string;
};

/** `GET /admin/joinings/{id}/` and the answer of a status change. */
export type AdminJoiningDetail = {
  joining: AdminJoiningRow & { message: string | null; signature: string | null; version: string | null };
  offering: { id: number; tokenName: string; ticker: string };
  slips: JoiningSlip[];
  history: JoiningHistoryEntry[];
  /** The statuses staff may move this joining to (the transition table). */
  next: JoiningStatus[];
};

/** Under `admin`, so a change elsewhere in the back office can mark them stale together. */
export const joiningKeys = {
  all: [...adminKeys.all, 'joinings'] as const,
  offering: (offeringId: string) => [...joiningKeys.all, 'offering', offeringId] as const,
  list: (offeringId: string, filters: JoiningFilters) => [...joiningKeys.offering(offeringId), 'list', filters] as const,
  activity: (offeringId: string) => [...joiningKeys.offering(offeringId), 'activity'] as const,
  detail: (joiningId: string) => [...joiningKeys.all, 'detail', joiningId] as const,
};
