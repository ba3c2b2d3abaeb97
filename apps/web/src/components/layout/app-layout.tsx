import { Box } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../page-loader';
import { SessionExpiredDialog } from '../session-expired-dialog';
import { useScrollRestoration } from '../use-scroll-restoration';
import { Footer } from './footer';
import { Header } from './header';
import { HelpBar } from './help-bar';

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useScrollRestoration();
  // Move focus to the page on navigation so screen readers announce the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on each new path on purpose.
  useEffect(() => {
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <HelpBar />
      <Header />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <SessionExpiredDialog />
    </Box>
  );
}
