import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// react-router's package exports name only its development build (remix-run/react-router#12532, #14102): its
// warnings and checks would ship to visitors. A production build takes the production files it also publishes.
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/'));

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` beside every built script, stylesheet and page,
 * for a server that sends them as they are (@fastify/static `preCompressed`): a quarter smaller than compressing
 * each answer on the fly at a speed-minded level, and no compression work per request.
 */
function precompress(): Plugin {
  return {
    name: 'ico:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.values(bundle).filter((file) => /\.(js|css|html)$/.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const data = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          const target = path.join(dir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gzipped(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
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
    rolldownOptions: {
      output: {
        // Everything the entry loads statically goes into one chunk: the first page is a few files that compress
        // well together, not dozens of small shared pieces (each compressed alone, or not at all under 1 kB).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
}));
