import '@fontsource/ibm-plex-sans-thai/400.css';
import '@fontsource/ibm-plex-sans-thai/500.css';
import '@fontsource/ibm-plex-sans-thai/600.css';
import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { routes } from './app/router';
import { preloadTexts } from './i18n/i18n';
import { preloadRoutes, routeNamespaces } from './lib/lazy-route';

// The first page's code and texts are fetched now, alongside the common translations, not after them.
preloadRoutes(routes, window.location.pathname);
preloadTexts(routeNamespaces(routes, window.location.pathname));

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
