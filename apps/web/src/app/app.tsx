import { MantineProvider } from '@mantine/core';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from '../components/app-error-boundary';
import { PageLoader } from '../components/page-loader';
import { QueryBoundary } from './query-boundary';
import { AppRoutes } from './router';
import { theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <BrowserRouter>
        <AppErrorBoundary>
          {/* Shown while the first translations, the first page's code and (when it needs it) the query cache load. */}
          <Suspense fallback={<PageLoader />}>
            <QueryBoundary>
              <AppRoutes />
            </QueryBoundary>
          </Suspense>
        </AppErrorBoundary>
      </BrowserRouter>
    </MantineProvider>
  );
}
