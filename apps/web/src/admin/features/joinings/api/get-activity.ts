import { getOfferingActivity } from '@ico/domain/contracts/offerings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { joiningKeys } from './types';

/** `GET /admin/offerings/{id}/activity/`: cumulative Baht reserved and paid per Bangkok day. */
export const getActivity = (offeringId: string, signal?: AbortSignal) =>
  call(getOfferingActivity, { params: { id: offeringId } }, { signal });

export const activityQuery = (offeringId: string) =>
  queryOptions({ queryKey: joiningKeys.activity(offeringId), queryFn: ({ signal }) => getActivity(offeringId, signal) });

export const useActivity = (offeringId: string) => useQuery(activityQuery(offeringId));
