import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// react-router's package exports name only its development build (remix-run/react-router#12532, #14102): its
// warnings and checks would ship to visitors. A production build takes the production files it also publishes.
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/'));

/**
 * react-router's production files name their components and contexts (`Link.displayName = "Link"`) and wrap
 * components in `forwardRef` at the top level. To the bundler both are side effects, so every export they touch
 * stays in the first chunk with all it references (forms and fetchers, the data router's scroll restoration,
 * framework-mode prefetching), whether the portal renders it or not. Without the names (a development aid) and with
 * those calls marked pure (they are), tree-shaking drops what is never used; what is used is unchanged.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'ico:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ },
      handler(code) {
        const shaken = code
          .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2');
        return { code: shaken, map: null };
      },
    },
  };
}

/**
 * Writes `.vite/route-modules.json`: each route of the route table (src/app/router.tsx) with a fixed path, the
 * source module its lazy page imports and the catalogues its first screen shows (`withTexts`). The API reads it with the build's manifest to name a first visit's route
 * chunks in the page it sends (`modulepreload`), so the phone fetches them beside the entry script, not after it
 * ran (issue 19, decision 0006). A route the pattern does not find only loses that head start.
 */
function routeModules(): Plugin {
  const routerFile = fileURLToPath(new URL('./src/app/router.tsx', import.meta.url));
  return {
    name: 'ico:route-modules',
    apply: 'build',
    async generateBundle() {
      const source = await readFile(routerFile, 'utf8');
      const routes: Record<string, { module: string; texts: string[] }> = {};
      // `path: '/icos', ...lazyRoute(() => import('../features/offerings/offerings-page')...`: the import nearest after
      // a path, before the next path.
      for (const match of source.matchAll(/path: '(\/[^':*]*)',((?:(?!path: ')[\s\S])*?)import\('(\.[^']+)'\)/g)) {
        const [, routePath, between = '', specifier] = match;
        if (!routePath || !specifier || routes[routePath]) continue;
        const file = path.relative(fileURLToPath(new URL('.', import.meta.url)), path.resolve(path.dirname(routerFile), specifier));
        // withTexts(['home', 'faq'], ...): the catalogues its first screen shows, beside `common`.
        const texts = [...(/withTexts\(\s*\[([^\]]*)\]/.exec(between)?.[1] ?? '').matchAll(/'([\w-]+)'/g)].map((m) => m[1] as string);
        routes[routePath] = { module: `${file.split(path.sep).join('/')}.tsx`, texts };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/route-modules.json', source: `${JSON.stringify(routes, null, 2)}\n` });
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` beside every built script, stylesheet, page and
 * catalogue, for a server that sends them as they are (@fastify/static `preCompressed`): a quarter smaller than
 * compressing each answer on the fly at a speed-minded level, and no compression work per request. The entry chunk,
 * which every first visit downloads, and the query cache's, which nearly every page loads, are gzipped by Zopfli
 * (gzip's format, about 4% smaller than zlib's level 9, read by every gzip client); it takes seconds a file, so the
 * hundreds of other files keep zlib's level 9.
 */
function precompress(): Plugin {
  return {
    name: 'ico:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.values(bundle).filter(
        (file) => /\.(js|css|html|json)$/.test(file.fileName) && !file.fileName.startsWith('.vite/'),
      );
      await Promise.all(
        files.map(async (file) => {
          const data = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          const target = path.join(dir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            file.type === 'chunk' && (file.isEntry || file.name === 'query')
              ? zopfliGzip(data, { numiterations: 15 })
              : gzipped(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), reactRouterTreeShaking(), precompress(), routeModules()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  // The password meter's worker imports the dictionaries when it first estimates: a module worker can split them off.
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json maps chunks to their sources: the bundle benchmark tells back-office chunks by it.
    manifest: true,
    chunkSizeWarningLimit: 600,
    // The translation catalogues are fetched by their address (src/i18n/i18n.ts): never inlined into the script.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    rolldownOptions: {
      output: {
        // Everything the entry loads statically goes into one chunk: the first page is a few files that compress
        // well together, not dozens of small shared pieces (each compressed alone, or not at all under 1 kB).
        // The query cache's code (React Query, the app's client) is one chunk too, loaded by the first page that
        // needs it (src/app/query-boundary.tsx), not five small ones.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              name: 'query',
              test: /[\\/]node_modules[\\/]@tanstack[\\/]|[\\/]src[\\/]lib[\\/]query-client\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
