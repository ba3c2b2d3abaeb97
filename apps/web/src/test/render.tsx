import type { Language } from '@ico/domain/language';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, type ReactNode, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../app/theme';
import i18n from '../i18n/i18n';
import { saveSession } from '../lib/session';
import { type ApiRoutes, answerApi } from './api';

export type ScreenOptions = {
  /** The language of the screen, with the real catalogues (default English). */
  language?: Language;
  /** The address the screen opens at (default `/`). */
  url?: string;
  /** The route pattern the screen is mounted at, for its params (`/icos/:id`); default: any address. */
  path?: string;
  /** How the API answers, by `METHOD /path/` (test/api.ts); a call not in it fails the test. */
  api?: ApiRoutes;
  /** Signed in as this user (tokens stored as the sign-in stores them); default signed out. */
  signedIn?: boolean | { username: string; email: string };
};

export const investor = { username: 'somchai', email: 'somchai@example.com' };

/**
 * Renders `ui` inside what the app puts around a page (src/app/app.tsx): Mantine with the app's theme, i18next in
 * the chosen language, a fresh query cache, a router at `url`. Mantine's test mode turns transitions and portals off,
 * so a dialog is in the tree at once. Answers the screen's API calls from `api`. Returns Testing Library's queries
 * scoped to the document, a user-event instance, the query cache and the router's current address.
 */
/** The query clients of the screens rendered in this test, closed after it (setup.ts). */
const clients = new Set<QueryClient>();

/**
 * Cancels what a finished test's screen still had under way (a query waiting for its contract's chunk, say): its
 * request is aborted instead of reaching the next test's API table.
 */
export async function closeQueryClients(): Promise<void> {
  for (const client of clients) {
    await client.cancelQueries();
    client.clear();
  }
  clients.clear();
}

export async function renderScreen(ui: ReactElement, options: ScreenOptions = {}) {
  const { language = 'en', url = '/', path = '*', api = {}, signedIn = false } = options;
  await i18n.changeLanguage(language);
  answerApi(api);
  if (signedIn) saveSession({ user: signedIn === true ? investor : signedIn, accessToken: 'test-access', refreshToken: 'test-refresh' });
  const queryClient = new QueryClient({
    defaultOptions: {
      // A failed load shows its error at once: the app's retries (lib/query-client.ts) would only slow the test.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  clients.add(queryClient);
  const where = { current: url };
  function LocationProbe() {
    const location = useLocation();
    where.current = `${location.pathname}${location.search}${location.hash}`;
    return null;
  }
  // No pause between key presses: typing is instant, as fast as the screen's own code allows.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <LocationProbe />
          <Suspense fallback={<p>suspended</p>}>
            <Routes>
              <Route path={path} element={ui} />
              {path !== '*' && <Route path="*" element={<p>elsewhere</p>} />}
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, user, queryClient, location: () => where.current };
}

/** The catalogue's text for `key` in `language` (`ns:key`), as the screen should show it. */
export const text = (language: Language, key: string, values?: Record<string, unknown>): string =>
  (i18n.getFixedT(language) as unknown as (key: string, values?: Record<string, unknown>) => string)(key, values);

/** A hook rendered inside the same providers as a screen (`renderScreen`), for logic tested apart from its markup. */
export async function renderHookIn<T>(hook: () => T, options: Omit<ScreenOptions, 'path'> = {}) {
  const { language = 'en', url = '/', api = {}, signedIn = false } = options;
  await i18n.changeLanguage(language);
  answerApi(api);
  if (signedIn) saveSession({ user: signedIn === true ? investor : signedIn, accessToken: 'test-access', refreshToken: 'test-refresh' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  clients.add(queryClient);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
  return renderHook(hook, { wrapper });
}
