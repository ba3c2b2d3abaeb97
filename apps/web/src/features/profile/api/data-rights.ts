import { type ClosureRequest, getMyClosure, requestAccountClosure } from '@ico/domain/contracts/account-closures';
import { exportPersonalData, type StepUp } from '@ico/domain/contracts/data-exports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { meQueryKey } from '../../../lib/use-me';

/** The archive holds every document of the account: a slow phone link gets five minutes to receive it whole. */
const EXPORT_TIMEOUT_MS = 5 * 60_000;

const closureKey = ['closure'] as const;

/** `exportPersonalData`: the zip, saved through a download link under the server's file name. */
export async function downloadPersonalData(stepUp: StepUp): Promise<string> {
  const { blob, name } = await callFile(
    exportPersonalData,
    { body: stepUp },
    { timeoutMs: EXPORT_TIMEOUT_MS, fallbackName: 'siamico-personal-data.zip' },
  );
  saveFile(blob, name);
  return name;
}

export const useDownloadPersonalData = () => useMutation({ mutationFn: downloadPersonalData });

/** `getMyClosure`: the newest closure request, or null. */
export const useMyClosure = () => useQuery({ queryKey: closureKey, queryFn: ({ signal }) => call(getMyClosure, {}, { signal }) });

/** `requestAccountClosure`: blocks the account at once, so the profile reads the new level. */
export function useRequestClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClosureRequest) => call(requestAccountClosure, { body: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(closureKey, answer);
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
