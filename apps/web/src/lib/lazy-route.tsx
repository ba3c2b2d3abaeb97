import { type ComponentType, lazy, useState } from 'react';
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
 *
 * A page whose chunk is already there (fetched ahead: `preloadRoutes` before the first render, or an earlier visit)
 * renders at once instead of suspending: a suspended first render paints the layout around a loader and shows the
 * page only on React's next reveal of suspended content (it spaces reveals 300 ms apart), which on a phone made the
 * page's text the largest paint a third of a second after the first (issue 19, decision 0006).
 */
export function lazyRoute<P extends object>(
  load: () => Promise<ComponentType<P>>,
  ...props: object extends P ? [props?: P] : [props: P]
): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const LazyPage = lazy(() => loadOnce().then((component) => ({ default: component })));
  function Page(pageProps: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would mount the page afresh.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? LazyPage);
    return <Component {...pageProps} />;
  }
  const handle: LazyHandle = { load: loadOnce };
  return { element: <Page {...(props[0] as P)} />, handle };
}

/**
 * Starts fetching the chunks of the routes `pathname` matches (under `basename` for a nested table), so that a
 * page's code loads alongside what comes before it (the first translations, the signed-in user) and not after.
 * Settles when every chunk has loaded or failed (a failed one is fetched again when the page renders).
 */
export function preloadRoutes(routes: RouteObject[], pathname: string, basename?: string): Promise<unknown> {
  const loads = (matchRoutes(routes, pathname, basename) ?? []).map((match) => (match.route.handle as LazyHandle | undefined)?.load());
  return Promise.allSettled(loads);
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
