import { listMemberNotices, listPublicNotices } from '@ico/domain/contracts/notices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const noticesQueryKey = ['notices'] as const;

/**
 * One page of notices, 10 a page, newest first: members get `GET /forum/notices/` (public and members-only
 * notices, with their read marks), visitors `GET /forum/noticespublic/`.
 */
export const noticesQuery = (page: number, signedIn: boolean) =>
  queryOptions({
    queryKey: [...noticesQueryKey, signedIn ? 'member' : 'public', page],
    queryFn: ({ signal }) =>
      signedIn
        ? call(listMemberNotices, { query: { page } }, { signal })
        : call(listPublicNotices, { query: { page } }, { signal, auth: false }),
    placeholderData: keepPreviousData,
  });

export const useNotices = (page: number, signedIn: boolean) => useQuery(noticesQuery(page, signedIn));
