import { MantineProvider } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { createRouter } from './router';
import { theme } from './theme';

export function App() {
  const router = useMemo(createRouter, []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Suspense fallback={<PageLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </MantineProvider>
  );
}
