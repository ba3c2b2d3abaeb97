import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { Namespace } from '../i18n/text-key';

/**
 * What a lazy route keeps in its `handle`: how to fetch its page's chunk ahead of rendering it, whether the page
 * reads nothing from the API (then it is shown without the query cache: app/query-boundary.tsx), and the translation
 * namespaces its first screen shows (fetched beside its chunk instead of after it: `withTexts`).
 */
type LazyHandle = { load: () => Promise<unknown>; withoutData?: true; ns?: readonly Namespace[] };

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

/**
 * Marks a page that reads and sends nothing through the API (no query or mutation hook in its tree): a visitor
 * sees it without loading the query cache's code. test/first-load.test.ts checks that such pages import no query
 * code; a page that starts calling the API drops the mark.
 */
export function pageWithoutData(route: Pick<RouteObject, 'element' | 'handle'>): Pick<RouteObject, 'element' | 'handle'> {
  return { ...route, handle: { ...(route.handle as LazyHandle), withoutData: true } satisfies LazyHandle };
}

/**
 * Names the translation namespaces a page's first screen reads (its `useTranslation` calls), so that the first visit
 * fetches them together with the page's code: otherwise each is asked for only when the page first renders, one
 * round trip after the code (on a phone at 150 ms a request that is the largest part of the first paint). A hint:
 * a namespace missing here still loads when the page renders, later.
 */
export function withTexts(
  ns: readonly Namespace[],
  route: Pick<RouteObject, 'element' | 'handle'>,
): Pick<RouteObject, 'element' | 'handle'> {
  return { ...route, handle: { ...(route.handle as LazyHandle), ns } satisfies LazyHandle };
}

/** The namespaces the routes `pathname` matches name with `withTexts` (none for an unknown address). */
export function routeNamespaces(routes: RouteObject[], pathname: string): Namespace[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => (match.route.handle as LazyHandle | undefined)?.ns ?? []);
}

/** Whether the page `pathname` shows is marked `pageWithoutData` (an unknown address is not). */
export function isPageWithoutData(routes: RouteObject[], pathname: string): boolean {
  const page = matchRoutes(routes, pathname)?.at(-1);
  return (page?.route.handle as LazyHandle | undefined)?.withoutData === true;
}
