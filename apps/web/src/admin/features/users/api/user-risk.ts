import { getUserRisk, recordRiskReview } from '@ico/domain/contracts/risk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

const userRiskKey = (userId: string) => [...adminKeys.user(userId), 'risk'] as const;

/** `getUserRisk`: the investor's level, reasons and review dates. */
export const useUserRisk = (userId: string) =>
  useQuery({
    queryKey: userRiskKey(userId),
    queryFn: ({ signal }) => call(getUserRisk, { params: { id: userId } }, { signal }),
  });

/** `recordRiskReview`: a periodic review recorded with its note. */
export function useRecordRiskReview(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => call(recordRiskReview, { params: { id: userId }, body: { note } }),
    onSuccess: (risk) => {
      queryClient.setQueryData(userRiskKey(userId), risk);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'risk'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]);
    },
  });
}
