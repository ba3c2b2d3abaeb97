import type { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/keys';
import { watchlistKeys } from './keys';

/** After an edit of the internal list (a release): the lists, the entries and the audit log load again. */
export const refreshAfterEdit = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: watchlistKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  ]);
