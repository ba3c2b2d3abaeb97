import type { CaseStatus } from '@ico/domain/screening';
import { adminKeys } from '../../../api/keys';

export type CaseFilters = { status: CaseStatus | null; page: number };

export const caseKeys = {
  all: () => [...adminKeys.all, 'screening-cases'] as const,
  list: (filters: CaseFilters) => [...caseKeys.all(), 'list', filters] as const,
  detail: (id: string) => [...caseKeys.all(), 'detail', id] as const,
};
