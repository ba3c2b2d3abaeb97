import { approveEdd, getEdd, listEdd, proposeEdd, returnEdd } from '@ico/domain/contracts/edd';
import {
  deleteRiskCountry,
  listOverdueReviews,
  listRiskCountries,
  type RiskCountryInput,
  setRiskCountry,
} from '@ico/domain/contracts/risk';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

const riskKeys = {
  all: [...adminKeys.all, 'risk'] as const,
  eddQueue: (page: number) => [...riskKeys.all, 'edd', 'queue', page] as const,
  edd: (id: string) => [...riskKeys.all, 'edd', id] as const,
  overdue: (page: number) => [...riskKeys.all, 'overdue', page] as const,
  countries: () => [...riskKeys.all, 'countries'] as const,
};

/** `listEdd`: declarations in review, oldest first. */
export const useEddQueue = (page: number) =>
  useQuery({
    queryKey: riskKeys.eddQueue(page),
    queryFn: ({ signal }) => call(listEdd, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** `listOverdueReviews`: investors whose periodic review is due, most overdue first. */
export const useOverdueReviews = (page: number) =>
  useQuery({
    queryKey: riskKeys.overdue(page),
    queryFn: ({ signal }) => call(listOverdueReviews, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const eddQuery = (id: string) =>
  queryOptions({
    queryKey: riskKeys.edd(id),
    queryFn: ({ signal }) => call(getEdd, { params: { id } }, { signal }),
  });

/** `getEdd`: one declaration with the investor's rating and document. */
export const useEdd = (id: string) => useQuery(eddQuery(id));

const refreshAll = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: riskKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  ]);

type EddStep = { action: 'propose'; note?: string } | { action: 'approve' } | { action: 'return'; reason: string };

/** One step of the four-eyes review: `proposeEdd`, `approveEdd` or `returnEdd`. */
function sendEddStep(id: string, step: EddStep) {
  if (step.action === 'propose') return call(proposeEdd, { params: { id }, body: { note: step.note } });
  if (step.action === 'approve') return call(approveEdd, { params: { id }, body: {} });
  return call(returnEdd, { params: { id }, body: { reason: step.reason } });
}

export function useEddStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: EddStep) => sendEddStep(id, step),
    onSuccess: (detail) => {
      queryClient.setQueryData(riskKeys.edd(id), detail);
      return refreshAll(queryClient);
    },
  });
}

/** `listRiskCountries`. */
export const useRiskCountries = () =>
  useQuery({ queryKey: riskKeys.countries(), queryFn: ({ signal }) => call(listRiskCountries, {}, { signal }) });

/** `setRiskCountry`: its investors are rated again. */
export function useSetRiskCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...input }: RiskCountryInput & { code: string }) => call(setRiskCountry, { params: { code }, body: input }),
    onSuccess: () => refreshAll(queryClient),
  });
}

/** `deleteRiskCountry`. */
export function useDeleteRiskCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(deleteRiskCountry, { params: { code } }),
    onSuccess: () => refreshAll(queryClient),
  });
}
