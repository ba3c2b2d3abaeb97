import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { queryClient } from '../lib/query-client';
import { createRouter } from './router';
import { theme } from './theme';

export function App() {
  const router = useMemo(createRouter, []);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Suspense fallback={<PageLoader />}>
          <RouterProvider router={router} />
        </Suspense>
      </MantineProvider>
    </QueryClientProvider>
  );
}
