import { lazy, type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { isPageWithoutData } from '../lib/lazy-route';
import { useSession } from '../lib/session';
import { routes } from './router';

const QueryProvider = lazy(() => import('./query-provider').then((m) => ({ default: m.QueryProvider })));

/**
 * Puts the query cache above the pages once one needs it: a signed-in user, or any page not marked as reading
 * nothing from the API (`pageWithoutData` in the route table). A visitor's home page and information pages are
 * shown without it, so their first load carries no query code. Once there it stays: the next page of a navigation
 * waits for its chunk inside the transition, as it waits for its own code, and the page on screen stays meanwhile.
 */
export function QueryBoundary({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  const wanted = session !== null || !isPageWithoutData(routes, pathname);
  const [needed, setNeeded] = useState(wanted);
  if (wanted && !needed) setNeeded(true);
  return needed || wanted ? <QueryProvider>{children}</QueryProvider> : children;
}
