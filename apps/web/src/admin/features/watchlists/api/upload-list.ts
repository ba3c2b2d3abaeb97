import { uploadWatchlist, WATCHLIST_FILE_FIELD } from '@ico/domain/contracts/watchlists';
import type { WatchList } from '@ico/domain/screening';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';
import { watchlistKeys } from './keys';

/** `uploadWatchlist` (multipart): the release's summary; the lists and the audit log reload. */
export function useUploadList(list: WatchList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => call(uploadWatchlist, { params: { list }, body: { [WATCHLIST_FILE_FIELD]: file } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: watchlistKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
