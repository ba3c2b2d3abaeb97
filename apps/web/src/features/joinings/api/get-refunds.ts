import type { InvestorRefund } from '@ico/domain/contracts/refunds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { joiningKeys } from '../../../resources/joinings';

/** `GET /icoportal/joinings/{id}/refunds/`: the money going back to the caller for this joining, newest first. */
export const joiningRefundsQuery = (id: number) =>
  queryOptions({
    queryKey: [...joiningKeys.detail(id), 'refunds'] as const,
    queryFn: ({ signal }) => api<InvestorRefund[]>(`/icoportal/joinings/${id}/refunds/`, { signal }),
  });

export const useJoiningRefunds = (id: number) => useQuery(joiningRefundsQuery(id));
