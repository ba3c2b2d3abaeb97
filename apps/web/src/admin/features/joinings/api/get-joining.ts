import { getJoiningForStaff } from '@ico/domain/contracts/joinings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { joiningKeys } from './types';

/** `GET /admin/joinings/{id}/`: the joining, its offering, slips, status history and the statuses staff may set. */
export const getJoining = (joiningId: string, signal?: AbortSignal) => call(getJoiningForStaff, { params: { id: joiningId } }, { signal });

export const joiningQuery = (joiningId: string) =>
  queryOptions({ queryKey: joiningKeys.detail(joiningId), queryFn: ({ signal }) => getJoining(joiningId, signal) });

export const useJoining = (joiningId: string) => useQuery(joiningQuery(joiningId));
