import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, use, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isPageWithoutData } from '../lib/lazy-route';
import { useSession } from '../lib/session';
import { routes } from './router';

/** The app's one query cache, in a chunk of its own, fetched once by the first page that needs it. */
let queryClientLoad: Promise<QueryClient> | undefined;
/** The cache once its chunk is there: read without suspending (a suspended first render shows its page late). */
let loadedQueryClient: QueryClient | undefined;
const loadQueryClient = () => {
  queryClientLoad ??= import('../lib/query-client').then((m) => {
    loadedQueryClient = m.queryClient;
    return m.queryClient;
  });
  return queryClientLoad;
};

const needsQueryCache = (signedIn: boolean, pathname: string) => signedIn || !isPageWithoutData(routes, pathname);

/**
 * Fetches the query cache's chunk now when the first page will need it (main.tsx waits for it before the first
 * render); settles at once otherwise, and never rejects (a failed fetch is tried again when the page renders).
 */
export function preloadQueryCache(signedIn: boolean, pathname: string): Promise<unknown> {
  if (!needsQueryCache(signedIn, pathname)) return Promise.resolve();
  return loadQueryClient().catch(() => {
    queryClientLoad = undefined;
  });
}

/**
 * Puts the query cache above the pages once one needs it: a signed-in user, or any page not marked as reading
 * nothing from the API (`pageWithoutData` in the route table). A visitor's home page and information pages are
 * shown without it, so their first load carries no query code. Once there it stays.
 *
 * The tree under it keeps its shape whether the cache is there or not (the context's value changes, not the
 * elements), so a navigation that first needs the cache waits for its chunk inside the transition with the page on
 * screen and the progress bar running, rather than mounting the layout afresh with a spinner in place of the page.
 * What QueryClientProvider does besides the context (mounting the client: focus and online listeners) is the effect.
 */
export function QueryBoundary({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  const wanted = needsQueryCache(session !== null, pathname);
  const [needed, setNeeded] = useState(wanted);
  if (wanted && !needed) setNeeded(true);
  const queryClient = needed || wanted ? (loadedQueryClient ?? use(loadQueryClient())) : undefined;
  useEffect(() => {
    if (!queryClient) return;
    queryClient.mount();
    return () => queryClient.unmount();
  }, [queryClient]);
  return <QueryClientContext.Provider value={queryClient}>{children}</QueryClientContext.Provider>;
}
