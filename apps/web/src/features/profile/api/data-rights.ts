import type { ClosureRequest, MyClosureAnswer } from '@ico/domain/contracts/account-closures';
import type { StepUp } from '@ico/domain/contracts/data-exports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { meQueryKey } from '../../../lib/use-me';

/** The archive holds every document of the account: a slow phone link gets five minutes to receive it whole. */
const EXPORT_TIMEOUT_MS = 5 * 60_000;

const closureKey = ['closure'] as const;

/** `POST /auth/data_export/`: the zip, saved through a download link under the server's file name. */
export async function downloadPersonalData(stepUp: StepUp): Promise<string> {
  const { blob, name } = await apiFile('/auth/data_export/', {
    json: stepUp,
    timeoutMs: EXPORT_TIMEOUT_MS,
    fallbackName: 'siamico-personal-data.zip',
  });
  saveFile(blob, name);
  return name;
}

export const useDownloadPersonalData = () => useMutation({ mutationFn: downloadPersonalData });

/** `GET /auth/closure/`: the newest closure request, or null. */
export const useMyClosure = () =>
  useQuery({ queryKey: closureKey, queryFn: ({ signal }) => api<MyClosureAnswer>('/auth/closure/', { signal }) });

/** `POST /auth/closure/`: blocks the account at once, so the profile reads the new level. */
export function useRequestClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClosureRequest) => api<MyClosureAnswer>('/auth/closure/', { json: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(closureKey, answer);
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
