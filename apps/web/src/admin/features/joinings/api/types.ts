import type { JoiningStatus } from '@ico/domain/statuses';
import { adminKeys } from '../../../api/keys';

/** The list's filters, as the screen keeps them in its URL. */
export type JoiningFilters = { status: JoiningStatus | null; q: string; page: number };

/** Under `admin`, so a change elsewhere in the back office can mark them stale together. */
export const joiningKeys = {
  all: [...adminKeys.all, 'joinings'] as const,
  offering: (offeringId: string) => [...joiningKeys.all, 'offering', offeringId] as const,
  list: (offeringId: string, filters: JoiningFilters) => [...joiningKeys.offering(offeringId), 'list', filters] as const,
  activity: (offeringId: string) => [...joiningKeys.offering(offeringId), 'activity'] as const,
  detail: (joiningId: string) => [...joiningKeys.all, 'detail', joiningId] as const,
};
