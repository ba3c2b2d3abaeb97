import '@fontsource/ibm-plex-sans-thai/400.css';
import '@fontsource/ibm-plex-sans-thai/500.css';
import '@fontsource/ibm-plex-sans-thai/600.css';
import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadQueryCache } from './app/query-boundary';
import { routes } from './app/router';
import { firstTextsLoaded, preloadTexts } from './i18n/i18n';
import { preloadRoutes, routeNamespaces } from './lib/lazy-route';
import { readSession } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// The first page's code, texts and (when it reads the API) query cache are fetched now, side by side, and the first
// render waits for them: it then shows the whole page in one paint. Rendered before they are there, the layout would
// paint around a loader and the page come on React's next reveal of suspended content, 300 ms later at the earliest
// (issue 19: on a phone that delay was the largest paint). Whatever fails to load is asked for again by the render.
const { pathname } = window.location;
const namespaces = routeNamespaces(routes, pathname);
preloadTexts(namespaces);
/** A stalled request (a phone between cells) must not leave the page blank: past this the app renders with its loaders. */
const FIRST_RENDER_WAIT_MS = 4000;
const firstPageReady = Promise.all([
  preloadRoutes(routes, pathname),
  firstTextsLoaded(namespaces),
  preloadQueryCache(readSession() !== null, pathname),
]);
// Not a top-level await: the page chunks import this entry's shared modules, and their import would wait for it.
void Promise.race([firstPageReady, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
