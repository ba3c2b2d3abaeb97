import type { AuditEntry } from '@ico/domain/account';
import type { Page } from '@ico/domain/communication';
import type { AuditAction } from '@ico/domain/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

export type AuditFilters = { action: AuditAction | null; page: number };

/** `GET /admin/audit/`: staff actions, newest first. */
export function getAudit(filters: AuditFilters, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.action) params.set('action', filters.action);
  return api<Page<AuditEntry>>(`/admin/audit/?${params}`, { signal });
}

export const auditQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: adminKeys.auditList(filters),
    queryFn: ({ signal }) => getAudit(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useAudit = (filters: AuditFilters) => useQuery(auditQuery(filters));
