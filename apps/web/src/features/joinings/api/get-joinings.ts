import type { Joining } from '@ico/domain/offering-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const joiningsQueryKey = ['joinings'] as const;

/** The caller's joinings (`GET /icoportal/joinings/`), newest first, every status. */
export const joiningsQuery = () =>
  queryOptions({
    queryKey: joiningsQueryKey,
    queryFn: ({ signal }) => api<Joining[]>('/icoportal/joinings/', { signal }),
  });

export const useJoinings = () => useQuery(joiningsQuery());
