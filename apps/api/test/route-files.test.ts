import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createServer } from '../src/server';
import { type ApiRoute, recordRoutes } from './support/abuse-routes';
import { createDataDir, createTempDir, removeDir, TEST_ADMIN_PASSWORD, TEST_AUDIT_HMAC_KEYS, TEST_INDEX_HTML } from './support/test-server';

const ROUTES_DIR = path.resolve(import.meta.dirname, '../src/routes');
/** The folders of routes/: each is a URL prefix (autoload's dirNameRoutePrefix). */
const PREFIXES = readdirSync(ROUTES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The URL names the file: `/api/<prefix>/<first segment>/...` lives in `routes/<prefix>/<first segment>.ts`, and a
 * top-level `/api/<first segment>/...` in `routes/<first segment>.ts`, the segment in kebab-case (`paymentslip_file`
 * -> `paymentslip-file.ts`). Only the first segment counts: `/admin/offerings/:id/documents/` is in
 * `admin/offerings.ts`, so one look at a URL finds its file, and a resource's sub-resources sit beside it.
 */
function routeFileOf(url: string): string {
  const segments = url.split('/').filter(Boolean);
  if (segments[0] !== 'api' || segments.length < 2) throw new Error(`${url}: not an API URL`);
  const [first, second] = segments.slice(1);
  const kebab = (segment: string) =>
    segment
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/_/g, '-')
      .toLowerCase();
  if (first !== undefined && PREFIXES.includes(first) && second !== undefined) return `routes/${first}/${kebab(second)}.ts`;
  return `routes/${kebab(first as string)}.ts`;
}

describe('route files', () => {
  it.each([
    ['/api/icoportal/paymentslip_file/:id/', 'routes/icoportal/paymentslip-file.ts'],
    ['/api/icoportal/ico/:id/', 'routes/icoportal/ico.ts'],
    ['/api/auth/me/', 'routes/auth/me.ts'],
    ['/api/survay/knowledgeicotest/:icoId/', 'routes/survay/knowledgeicotest.ts'],
    ['/api/admin/offerings/:id/joinings/export/', 'routes/admin/offerings.ts'],
    ['/api/admin/users/:id/sessions/revoke/', 'routes/admin/users.ts'],
    ['/api/health/', 'routes/health.ts'],
    ['/api/public-files/:id/', 'routes/public-files.ts'],
    ['/api/receipts/:reference/', 'routes/receipts.ts'],
  ])('%s is in %s', (url, file) => {
    expect(routeFileOf(url)).toBe(file);
  });

  describe('the route table of the built app', () => {
    let app: FastifyInstance | undefined;
    let routes: ApiRoute[];
    const dirs: string[] = [];

    beforeAll(async () => {
      const dataDir = await createDataDir('route-files');
      const webDist = await createTempDir('web');
      dirs.push(dataDir, webDist);
      await writeFile(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        AUDIT_HMAC_KEYS: TEST_AUDIT_HMAC_KEYS,
        AUDIT_ANCHOR_INTERVAL_MINUTES: '0',
        PAYMENT_DEADLINE_JOB: 'false',
        ACCOUNT_DELETION_JOB: 'false',
        RESERVED_COUNTER_CHECK_MINUTES: '0',
        // The metrics route exists only with a token: with one, every route file registers its routes.
        METRICS_TOKEN: 'route-files-test-metrics-token-0123456789',
      });
      // Built, never listening: the table is what the app registered while it started.
      const recorded = await recordRoutes(() => createServer(config));
      app = recorded.started;
      routes = recorded.routes.api;
    });

    afterAll(async () => {
      await app?.close();
      for (const dir of dirs) await removeDir(dir);
    });

    it('has every endpoint of the API, each with the file that registered it', () => {
      // The specification's endpoints and ours: a table this small would mean the recording lost routes.
      expect(new Set(routes.map((route) => `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`)).size).toBeGreaterThan(140);
      expect(routes.filter((route) => route.file === null).map((route) => route.key)).toEqual([]);
    });

    it('has no route file that serves no endpoint', () => {
      const files = readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && path.basename(file) !== 'autohooks.ts')
        .map((file) => `routes/${file.split(path.sep).join('/')}`);
      const serving = new Set(routes.map((route) => route.file));
      expect(files.filter((file) => !serving.has(file))).toEqual([]);
    });

    it('registers every endpoint from the file its URL names', () => {
      const misplaced = routes
        .filter((route) => route.file !== routeFileOf(route.url))
        .map((route) => `${route.key}: registered in ${route.file}, its URL names ${routeFileOf(route.url)}`);
      expect(misplaced).toEqual([]);
    });
  });
});
