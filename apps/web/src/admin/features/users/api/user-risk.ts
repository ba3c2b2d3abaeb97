import type { UserRisk } from '@ico/domain/contracts/risk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

const userRiskKey = (userId: string) => [...adminKeys.user(userId), 'risk'] as const;

/** `GET /admin/users/{id}/risk/`: the investor's level, reasons and review dates. */
export const useUserRisk = (userId: string) =>
  useQuery({
    queryKey: userRiskKey(userId),
    queryFn: ({ signal }) => api<UserRisk>(`/admin/users/${encodeURIComponent(userId)}/risk/`, { signal }),
  });

/** `POST /admin/users/{id}/risk/review/`: a periodic review recorded with its note. */
export function useRecordRiskReview(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      api<UserRisk>(`/admin/users/${encodeURIComponent(userId)}/risk/review/`, { method: 'POST', json: { note } }),
    onSuccess: (risk) => {
      queryClient.setQueryData(userRiskKey(userId), risk);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'risk'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]);
    },
  });
}
