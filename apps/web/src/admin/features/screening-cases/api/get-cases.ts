import type { CaseQueue } from '@ico/domain/contracts/screening-cases';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { type CaseFilters, caseKeys } from './keys';

/** `GET /admin/screening-cases/`: oldest first; the open cases unless a status is chosen. */
export function getCases(filters: CaseFilters, signal?: AbortSignal): Promise<CaseQueue> {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.status) params.set('status', filters.status);
  return api<CaseQueue>(`/admin/screening-cases/?${params}`, { signal });
}

export const casesQuery = (filters: CaseFilters) =>
  queryOptions({ queryKey: caseKeys.list(filters), queryFn: ({ signal }) => getCases(filters, signal), placeholderData: keepPreviousData });

export const useCases = (filters: CaseFilters) => useQuery(casesQuery(filters));
