import { changeAccountLevel } from '@ico/domain/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** What `changeLevelSchema` accepts. */
export type ChangeLevelInput = z.input<typeof changeAccountLevel.body>;

/** `changeAccountLevel`: sets the level and writes `user.level.change` to the audit log. */
export const changeLevel = (id: string, input: ChangeLevelInput) => call(changeAccountLevel, { params: { id }, body: input });

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
