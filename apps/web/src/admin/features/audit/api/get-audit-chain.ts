import type { ChainState } from '@ico/domain/contracts/audit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `GET /admin/audit/chain/`: whether the audit log's hash chain is intact, or its first broken row. */
export const getAuditChain = (signal?: AbortSignal) => api<ChainState>('/admin/audit/chain/', { signal });

export const auditChainQuery = () => queryOptions({ queryKey: adminKeys.auditChain(), queryFn: ({ signal }) => getAuditChain(signal) });

export const useAuditChain = () => useQuery(auditChainQuery());
