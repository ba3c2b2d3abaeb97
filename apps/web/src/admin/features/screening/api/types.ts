import type { SCREENED_ITEMS, SCREENING_DECISIONS } from '@ico/domain/statuses';

export type ScreenedItem = (typeof SCREENED_ITEMS)[number];
export type ScreeningDecision = keyof typeof SCREENING_DECISIONS;

export const screeningKeys = {
  all: ['admin', 'screening'] as const,
  queue: (filters: { item: ScreenedItem | null; page: number }) => [...screeningKeys.all, 'queue', filters] as const,
  detail: (id: string) => [...screeningKeys.all, 'detail', id] as const,
};
