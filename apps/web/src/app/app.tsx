import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from '../components/app-error-boundary';
import { PageLoader } from '../components/page-loader';
import { queryClient } from '../lib/query-client';
import { AppRoutes } from './router';
import { theme } from './theme';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <BrowserRouter>
          <AppErrorBoundary>
            {/* Shown while the first translations and the first page's code load. */}
            <Suspense fallback={<PageLoader />}>
              <AppRoutes />
            </Suspense>
          </AppErrorBoundary>
        </BrowserRouter>
      </MantineProvider>
    </QueryClientProvider>
  );
}
