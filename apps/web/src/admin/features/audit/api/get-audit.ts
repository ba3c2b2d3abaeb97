import { listAudit } from '@ico/domain/contracts/audit';
import type { AuditAction } from '@ico/domain/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

export type AuditFilters = { action: AuditAction | null; page: number };

/** `listAudit`: staff actions, newest first. */
export const getAudit = (filters: AuditFilters, signal?: AbortSignal) =>
  call(listAudit, { query: { page: filters.page, action: filters.action ?? undefined } }, { signal });

export const auditQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: adminKeys.auditList(filters),
    queryFn: ({ signal }) => getAudit(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useAudit = (filters: AuditFilters) => useQuery(auditQuery(filters));
