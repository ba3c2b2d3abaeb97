import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** One cache for the app; cleared at sign-out so the next user never sees the previous one's data. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not change by asking again; network trouble may.
      retry: (count, error) => count < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
    },
    mutations: { retry: false },
  },
});
