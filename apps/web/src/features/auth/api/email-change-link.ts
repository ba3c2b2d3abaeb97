import { cancelEmailChange, checkEmailChangeLink, confirmEmailChange } from '@ico/domain/contracts/email-change';
import type { EmailChangeLinkKind } from '@ico/domain/email-change-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** `checkEmailChangeLink`: whether a mailed link still works, and the change it is for. */
export const emailChangeLinkQuery = (kind: EmailChangeLinkKind, code: string) =>
  queryOptions({
    queryKey: ['emailChangeLink', kind, code],
    queryFn: ({ signal }) => call(checkEmailChangeLink, { query: { kind, code } }, { auth: false, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useEmailChangeLink = (kind: EmailChangeLinkKind, code: string) => useQuery(emailChangeLinkQuery(kind, code));

const USE_LINK = { confirm: confirmEmailChange, cancel: cancelEmailChange } as const;

/**
 * `confirmEmailChange` or `cancelEmailChange`. A confirmation sends the stored token, so that the owner's own session
 * on this device is the one kept; a cancellation ends every session anyway.
 */
export const sendEmailChangeLink = (kind: EmailChangeLinkKind, code: string) =>
  call(USE_LINK[kind], { body: { code } }, { auth: kind === 'confirm' });
