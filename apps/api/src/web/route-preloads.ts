import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language, preferredLanguage } from '@ico/domain/language';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The chunk keys a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The page a first visit of each fixed route gets (issue 19, decision 0006): the built `index.html` with
 * `modulepreload` links to that route's page chunk and every chunk it statically imports (the entry's own are in the
 * page already), and `preload` links to their stylesheets. On a phone the route's files then come beside the entry
 * script instead of after it ran: over HTTP/1.1's six connections and 150 ms of latency that waterfall cost a second.
 *
 * The texts the route's first screen shows come too, in each language: the handler picks the page of the language the
 * app will start in (`startLanguage`).
 *
 * Read once from the web build: `.vite/manifest.json` (Vite) and `.vite/route-modules.json` (each route's page module,
 * written by the web build from its route table). A build without them answers the plain page everywhere.
 */
export function routePages(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const files = ['index.html', '.vite/manifest.json', '.vite/route-modules.json'].map((file) => path.join(webDist, file));
  if (!files.every((file) => existsSync(file))) return pages;
  const [html, manifestText, routesText] = files.map((file) => readFileSync(file, 'utf8')) as [string, string, string];
  const manifest = JSON.parse(manifestText) as Manifest;
  const routes = JSON.parse(routesText) as Record<string, { module: string; texts: string[] }>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? staticClosure(manifest, entry) : new Set<string>();
  for (const [route, { module, texts }] of Object.entries(routes)) {
    if (!manifest[module] || !html.includes('</head>')) continue;
    const keys = [...staticClosure(manifest, module)].filter((key) => !loaded.has(key));
    const scripts = keys.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`);
    const styles = [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))].map(
      (file) => `<link rel="preload" as="style" crossorigin href="/${file}">`,
    );
    for (const language of LANGUAGES) {
      // The texts as the app fetches them (i18n.ts: fetch, same origin): `as="fetch"` with `crossorigin` matches.
      const catalogues = ['common', ...texts]
        .map((namespace) => manifest[`src/locales/${language}/${namespace}.json`]?.file)
        .filter((file): file is string => file !== undefined)
        .map((file) => `<link rel="preload" as="fetch" crossorigin href="/${file}">`);
      pages.set(`${route} ${language}`, html.replace('</head>', `${[...catalogues, ...scripts, ...styles].join('')}</head>`));
    }
  }
  return pages;
}

/**
 * The language the app will start in, as far as the server can tell: the `lang` cookie the language switch sets
 * beside its stored choice, else the browser's languages (Accept-Language, as `navigator.languages` in the app).
 */
export function startLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  if (isLanguage(cookie)) return cookie;
  const accepted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';', 1)[0]?.trim() ?? '')
    .filter(Boolean);
  return preferredLanguage(accepted) ?? FALLBACK_LANGUAGE;
}

/** The page for `pathname` in `language`, or undefined for a route without one (then the plain index.html). */
export function routePage(pages: Map<string, string>, pathname: string, language: Language): string | undefined {
  return pages.get(`${pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname} ${language}`);
}
