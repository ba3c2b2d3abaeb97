import type { ClientConfig } from '@ico/domain/contracts/client-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const clientConfigQuery = () =>
  queryOptions({
    queryKey: ['client-config'] as const,
    queryFn: ({ signal }) => api<ClientConfig>('/reference/client-config/', { signal, auth: false }),
    // The operator's settings change only with a restart of the server.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** `GET /reference/client-config/`: the operator's public settings (the WalletConnect project id). */
export const useClientConfig = () => useQuery(clientConfigQuery());
