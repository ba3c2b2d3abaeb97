import type { MessageAnswer } from '@ico/domain/contracts/accounts';
import type { EmailChangeLink } from '@ico/domain/contracts/email-change';
import type { EmailChangeLinkKind } from '@ico/domain/email-change-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /auth/email_change/link/`: whether a mailed link still works, and the change it is for. */
export const emailChangeLinkQuery = (kind: EmailChangeLinkKind, code: string) =>
  queryOptions({
    queryKey: ['emailChangeLink', kind, code],
    queryFn: ({ signal }) =>
      api<EmailChangeLink>(`/auth/email_change/link/?${new URLSearchParams({ kind, code }).toString()}`, { auth: false, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useEmailChangeLink = (kind: EmailChangeLinkKind, code: string) => useQuery(emailChangeLinkQuery(kind, code));

/**
 * `POST /auth/email_change/confirm/` or `/cancel/`. A confirmation sends the stored token, so that the owner's own
 * session on this device is the one kept; a cancellation ends every session anyway.
 */
export function sendEmailChangeLink(kind: EmailChangeLinkKind, code: string): Promise<MessageAnswer> {
  return api(`/auth/email_change/${kind}/`, { json: { code }, auth: kind === 'confirm' });
}
