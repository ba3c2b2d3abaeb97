import type { UserSummary } from '@ico/domain/account';
import type { STAFF_SETTABLE_LEVELS } from '@ico/domain/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** What `changeLevelSchema` accepts. */
export type ChangeLevelInput = { level: (typeof STAFF_SETTABLE_LEVELS)[number]; reason: string };

/** `POST /admin/users/{id}/level/`: sets the level and writes `user.level.change` to the audit log. */
export const changeLevel = (id: string, input: ChangeLevelInput) =>
  api<{ user: UserSummary }>(`/admin/users/${encodeURIComponent(id)}/level/`, { json: input });

export function useChangeLevel(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeLevelInput) => changeLevel(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
