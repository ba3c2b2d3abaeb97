import { getMyEdd } from '@ico/domain/contracts/edd';
import { getSuitabilityValidity } from '@ico/domain/contracts/suitability-validity';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';
import { useSession } from './session';

export const myEddQueryKey = ['myEdd'] as const;
export const suitabilityValidityQueryKey = ['suitabilityValidity'] as const;

/** Whether the investor must declare the source of funds, and where their declaration stands (`getMyEdd`). */
export function useMyEdd() {
  const session = useSession();
  return useQuery({
    queryKey: myEddQueryKey,
    queryFn: ({ signal }) => call(getMyEdd, {}, { signal }),
    enabled: session !== null,
  });
}

/** Until when the suitability assessment is valid (`getSuitabilityValidity`): the profile and the test page. */
export function useSuitabilityValidity() {
  const session = useSession();
  return useQuery({
    queryKey: suitabilityValidityQueryKey,
    queryFn: ({ signal }) => call(getSuitabilityValidity, {}, { signal }),
    enabled: session !== null,
  });
}
