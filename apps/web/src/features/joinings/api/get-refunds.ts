import { listJoiningRefunds } from '@ico/domain/contracts/refunds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { joiningKeys } from '../../../resources/joinings';

/** `listJoiningRefunds`: the money going back to the caller for this joining, newest first. */
export const joiningRefundsQuery = (id: number) =>
  queryOptions({
    queryKey: [...joiningKeys.detail(id), 'refunds'] as const,
    queryFn: ({ signal }) => call(listJoiningRefunds, { params: { id } }, { signal }),
  });

export const useJoiningRefunds = (id: number) => useQuery(joiningRefundsQuery(id));
