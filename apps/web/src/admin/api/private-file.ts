import { getPrivateFile } from '@ico/domain/contracts/files';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFile } from '../../lib/api-client';
import { adminKeys } from './keys';

/** `GET /files/{id}/` as a Blob: private files need the bearer token, so an <img src> cannot load them. */
export const privateFileQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.file(id),
    queryFn: async ({ signal }) => (await callFile(getPrivateFile, { params: { id } }, { signal })).blob,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePrivateFileBlob = (id: string) => useQuery(privateFileQuery(id));
