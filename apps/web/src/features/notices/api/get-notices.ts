import type { Notice, Page } from '@ico/domain/communication';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const noticesQueryKey = ['notices'] as const;

/**
 * One page of notices, 10 a page, newest first: members get `GET /forum/notices/` (public and members-only
 * notices, with their read marks), visitors `GET /forum/noticespublic/`.
 */
export const noticesQuery = (page: number, signedIn: boolean) =>
  queryOptions({
    queryKey: [...noticesQueryKey, signedIn ? 'member' : 'public', page],
    queryFn: ({ signal }) =>
      api<Page<Notice>>(signedIn ? `/forum/notices/?page=${page}` : `/forum/noticespublic/?page=${page}`, { signal, auth: signedIn }),
    placeholderData: keepPreviousData,
  });

export const useNotices = (page: number, signedIn: boolean) => useQuery(noticesQuery(page, signedIn));
