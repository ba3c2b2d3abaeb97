import { MantineProvider } from '@mantine/core';
import { Suspense } from 'react';
import { AppErrorBoundary } from '../components/app-error-boundary';
import { NavigationProgress } from '../components/navigation-progress';
import { PageLoader } from '../components/page-loader';
import { AppRouter } from '../lib/app-router';
import { QueryBoundary } from './query-boundary';
import { AppRoutes } from './router';
import { theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <AppRouter>
        <AppErrorBoundary>
          {/* Shown while the first translations, the first page's code and (when it needs it) the query cache load. */}
          <Suspense fallback={<PageLoader />}>
            <QueryBoundary>
              <NavigationProgress />
              <AppRoutes />
            </QueryBoundary>
          </Suspense>
        </AppErrorBoundary>
      </AppRouter>
    </MantineProvider>
  );
}
