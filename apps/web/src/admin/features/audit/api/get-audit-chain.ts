import { getAuditChain as getAuditChainEndpoint } from '@ico/domain/contracts/audit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

/** `getAuditChain`: whether the audit log's hash chain is intact, or its first broken row. */
export const getAuditChain = (signal?: AbortSignal) => call(getAuditChainEndpoint, {}, { signal });

export const auditChainQuery = () => queryOptions({ queryKey: adminKeys.auditChain(), queryFn: ({ signal }) => getAuditChain(signal) });

export const useAuditChain = () => useQuery(auditChainQuery());
