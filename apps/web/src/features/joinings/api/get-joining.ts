import type { JoiningDetail } from '@ico/domain/offering-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { joiningsQueryKey } from './get-joinings';

/** One joining of the caller (`GET /icoportal/joinings/{id}/`); another user's id answers 404 NO_JOINING_EXISTS. */
export const joiningQuery = (id: number) =>
  queryOptions({
    queryKey: [...joiningsQueryKey, id],
    queryFn: ({ signal }) => api<JoiningDetail>(`/icoportal/joinings/${id}/`, { signal }),
  });

export const useJoining = (id: number) => useQuery({ ...joiningQuery(id), enabled: Number.isInteger(id) && id > 0 });
