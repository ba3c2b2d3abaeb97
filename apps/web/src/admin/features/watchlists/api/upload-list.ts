import { WATCHLIST_FILE_FIELD } from '@ico/domain/contracts/watchlists';
import type { WatchList } from '@ico/domain/screening';
import type { ImportSummary } from '@ico/domain/watchlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';
import { watchlistKeys } from './keys';

/** `POST /admin/watchlists/{list}/releases/` (multipart): the release's summary; the lists and the audit log reload. */
export function useUploadList(list: WatchList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append(WATCHLIST_FILE_FIELD, file, file.name);
      return api<ImportSummary>(`/admin/watchlists/${list}/releases/`, { method: 'POST', formData: body });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: watchlistKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
