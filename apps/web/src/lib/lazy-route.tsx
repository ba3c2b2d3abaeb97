import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** What a lazy route keeps in its `handle`: how to fetch its page's chunk ahead of rendering it. */
type LazyHandle = { load: () => Promise<unknown> };

/**
 * The element and handle of a route whose page is its own chunk, fetched the first time the route renders
 * (navigations wait for it inside a transition, so the previous page stays until the next one is ready).
 */
export function lazyRoute<P extends object>(
  load: () => Promise<ComponentType<P>>,
  ...props: object extends P ? [props?: P] : [props: P]
): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  const handle: LazyHandle = { load };
  return { element: <Page {...(props[0] as P)} />, handle };
}

/**
 * Starts fetching the chunks of the routes `pathname` matches (under `basename` for a nested table), so that a
 * page's code loads alongside what comes before it (the first translations, the signed-in user) and not after.
 */
export function preloadRoutes(routes: RouteObject[], pathname: string, basename?: string): void {
  for (const match of matchRoutes(routes, pathname, basename) ?? []) {
    const handle = match.route.handle as LazyHandle | undefined;
    void handle?.load().catch(() => undefined);
  }
}
