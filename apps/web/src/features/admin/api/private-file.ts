import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';
import { adminKeys } from './keys';

/**
 * A GET that needs the bearer token but answers a file (a document, a slip, a CSV export), so the JSON client
 * cannot read it. An expired access token is renewed by one ordinary API call (the client refreshes), then the
 * file is asked again.
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

/** `GET /files/{id}/` as a Blob: private files need the bearer token, so an <img src> cannot load them. */
export const privateFileQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'file', id] as const,
    queryFn: async ({ signal }) => (await fetchPrivate(`/files/${encodeURIComponent(id)}/`, signal)).blob(),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePrivateFileBlob = (id: string) => useQuery(privateFileQuery(id));
