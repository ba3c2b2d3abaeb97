import type { EddDetail, EddSummary } from '@ico/domain/contracts/edd';
import type { OverdueReview, RiskCountry, RiskCountryInput } from '@ico/domain/contracts/risk';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

const riskKeys = {
  all: [...adminKeys.all, 'risk'] as const,
  eddQueue: (page: number) => [...riskKeys.all, 'edd', 'queue', page] as const,
  edd: (id: string) => [...riskKeys.all, 'edd', id] as const,
  overdue: (page: number) => [...riskKeys.all, 'overdue', page] as const,
  countries: () => [...riskKeys.all, 'countries'] as const,
};

type Page<T> = { results: T[]; count: number };

/** `GET /admin/edd/`: declarations in review, oldest first. */
export const useEddQueue = (page: number) =>
  useQuery({
    queryKey: riskKeys.eddQueue(page),
    queryFn: ({ signal }) => api<Page<EddSummary>>(`/admin/edd/?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /admin/risk/reviews/overdue/`: investors whose periodic review is due, most overdue first. */
export const useOverdueReviews = (page: number) =>
  useQuery({
    queryKey: riskKeys.overdue(page),
    queryFn: ({ signal }) => api<Page<OverdueReview>>(`/admin/risk/reviews/overdue/?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const eddQuery = (id: string) =>
  queryOptions({
    queryKey: riskKeys.edd(id),
    queryFn: ({ signal }) => api<EddDetail>(`/admin/edd/${encodeURIComponent(id)}/`, { signal }),
  });

/** `GET /admin/edd/{id}/`: one declaration with the investor's rating and document. */
export const useEdd = (id: string) => useQuery(eddQuery(id));

const refreshAll = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: riskKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  ]);

type EddStep = { action: 'propose'; note?: string } | { action: 'approve' } | { action: 'return'; reason: string };

/** `POST /admin/edd/{id}/propose|approve|return/`: one step of the four-eyes review. */
export function useEddStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...json }: EddStep) =>
      api<EddDetail>(`/admin/edd/${encodeURIComponent(id)}/${action}/`, { method: 'POST', json }),
    onSuccess: (detail) => {
      queryClient.setQueryData(riskKeys.edd(id), detail);
      return refreshAll(queryClient);
    },
  });
}

/** `GET /admin/risk/countries/`. */
export const useRiskCountries = () =>
  useQuery({ queryKey: riskKeys.countries(), queryFn: ({ signal }) => api<RiskCountry[]>('/admin/risk/countries/', { signal }) });

/** `PUT /admin/risk/countries/{code}/`: its investors are rated again. */
export function useSetRiskCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...input }: RiskCountryInput & { code: string }) =>
      api<RiskCountry>(`/admin/risk/countries/${encodeURIComponent(code)}/`, { method: 'PUT', json: input }),
    onSuccess: () => refreshAll(queryClient),
  });
}

/** `DELETE /admin/risk/countries/{code}/`. */
export function useDeleteRiskCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<void>(`/admin/risk/countries/${encodeURIComponent(code)}/`, { method: 'DELETE' }),
    onSuccess: () => refreshAll(queryClient),
  });
}
