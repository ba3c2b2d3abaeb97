import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../../lib/api-client';
import { readSession } from '../../../../lib/session';
import { screeningKeys } from './types';

async function fetchFile(id: string, signal?: AbortSignal): Promise<Response> {
  const token = readSession()?.accessToken;
  return fetch(`/api/files/${encodeURIComponent(id)}/`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: signal ?? null,
  });
}

/**
 * `GET /files/{id}/` as a Blob: private files need the bearer token, so an <img src> cannot load them.
 * An expired access token is renewed by one ordinary API call (the client refreshes), then the file is asked again.
 */
export async function getFileBlob(id: string, signal?: AbortSignal): Promise<Blob> {
  let response = await fetchFile(id, signal);
  if (response.status === 401) {
    await api('/auth/me/', { signal });
    response = await fetchFile(id, signal);
  }
  if (!response.ok) throw new ApiError(response.status, response.status === 404 ? 'NOT_FOUND' : 'INTERNAL_ERROR');
  return response.blob();
}

export const fileQuery = (id: string) =>
  queryOptions({ queryKey: screeningKeys.file(id), queryFn: ({ signal }) => getFileBlob(id, signal), staleTime: Number.POSITIVE_INFINITY });

export const useFileBlob = (id: string) => useQuery(fileQuery(id));
