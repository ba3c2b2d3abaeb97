import { getClientConfig } from '@ico/domain/contracts/client-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const clientConfigQuery = () =>
  queryOptions({
    queryKey: ['client-config'] as const,
    queryFn: ({ signal }) => call(getClientConfig, {}, { signal, auth: false }),
    // The operator's settings change only with a restart of the server.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** `getClientConfig`: the operator's public settings (the WalletConnect project id). */
export const useClientConfig = () => useQuery(clientConfigQuery());
