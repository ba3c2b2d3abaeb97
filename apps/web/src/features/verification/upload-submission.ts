import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, type UploadProgress } from '../../lib/api-client';
import { meQueryKey } from '../../lib/use-me';
import { verificationQueryKey } from '../../lib/use-verification';

/**
 * Sends one file screen with its progress. Field errors of the server (`detail`) go to `onFieldErrors`, to be
 * shown under their fields; anything else is `error`, for the screen to show once, and also goes to `onRefused`
 * with what was sent (the bank form answers 405 OTP_REQUIRED with the code prompt and sends again).
 */
export function useUploadSubmission<V>(
  send: (values: V, onProgress: UploadProgress) => Promise<unknown>,
  onFieldErrors: (detail: Record<string, string>) => void,
  onRefused?: (error: unknown, values: V) => void,
) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (values: V) => {
      setProgress(0);
      return send(values, setProgress);
    },
    // The profile shows the new status; the open screen keeps the status it opened with.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: verificationQueryKey }),
      ]),
    onError: (error, values) => {
      if (error instanceof ApiError && Object.keys(error.detail).length > 0) onFieldErrors(error.detail);
      else onRefused?.(error, values);
    },
  });
  const fieldLevel = mutation.error instanceof ApiError && Object.keys(mutation.error.detail).length > 0;
  return {
    submit: mutation.mutate,
    sending: mutation.isPending,
    progress,
    finished: mutation.isSuccess,
    error: fieldLevel ? null : mutation.error,
  };
}
