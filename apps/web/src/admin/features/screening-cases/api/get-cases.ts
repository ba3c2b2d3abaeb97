import { listCases } from '@ico/domain/contracts/screening-cases';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { type CaseFilters, caseKeys } from './keys';

/** `listCases`: oldest first; the open cases unless a status is chosen. */
export const getCases = (filters: CaseFilters, signal?: AbortSignal) =>
  call(listCases, { query: { page: filters.page, status: filters.status ?? undefined } }, { signal });

export const casesQuery = (filters: CaseFilters) =>
  queryOptions({ queryKey: caseKeys.list(filters), queryFn: ({ signal }) => getCases(filters, signal), placeholderData: keepPreviousData });

export const useCases = (filters: CaseFilters) => useQuery(casesQuery(filters));
