import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../../lib/api-client';
import { readSession } from '../../../../lib/session';
import { joiningKeys } from './types';

/**
 * A GET that needs the bearer token but answers a file (a slip, the CSV export), so the JSON client cannot
 * read it. An expired access token is renewed by one ordinary API call (the client refreshes), then asked again.
 */
export async function fetchPrivate(path: string, signal?: AbortSignal): Promise<Response> {
  const ask = () => {
    const token = readSession()?.accessToken;
    return fetch(`/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: signal ?? null });
  };
  let response = await ask();
  if (response.status === 401) {
    await api('/auth/me/', { signal });
    response = await ask();
  }
  if (!response.ok) throw new ApiError(response.status, response.status === 404 ? 'NOT_FOUND' : 'INTERNAL_ERROR');
  return response;
}

/** `GET /files/{id}/`: a slip as a Blob (private: an <img src> cannot send the token). */
export const slipQuery = (fileId: string) =>
  queryOptions({
    queryKey: joiningKeys.file(fileId),
    queryFn: async ({ signal }) => (await fetchPrivate(`/files/${encodeURIComponent(fileId)}/`, signal)).blob(),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSlipBlob = (fileId: string) => useQuery(slipQuery(fileId));
