import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDir, ONE_DATABASE, removeDir, startTestServer, TEST_INDEX_HTML, type TestServer } from './support/test-server';

const ASSET = 'export const app = 1;\n';

async function expectSpaPage(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(await response.text()).toBe(TEST_INDEX_HTML);
}

async function expectNotFoundJson(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ message: 'NOT_FOUND' });
}

describe('the built web app', () => {
  let server: TestServer;
  let webDist: string;
  const url = (p: string) => `${server.baseUrl}${p}`;

  beforeAll(async () => {
    webDist = await createTempDir('web');
    await writeFile(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'assets', 'index-3f9a1c.js'), ASSET);
    await mkdir(path.join(webDist, '.vite'));
    await writeFile(path.join(webDist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/index-3f9a1c.js"}}');
    server = await startTestServer({ database: ONE_DATABASE, env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await server?.close();
    await removeDir(webDist);
  });

  it.each(['/', '/?ref=mail', '/about', '/some/unknown/path', '/apidocs', '/about?tab=team'])(
    'answers GET %s with index.html',
    async (p) => {
      await expectSpaPage(await fetch(url(p)));
    },
  );

  it('does not serve the build manifest (a tool file)', async () => {
    const response = await fetch(url('/.vite/manifest.json'));
    expect(await response.text()).not.toContain('src/main.tsx');
  });

  it('answers HEAD of a page of the web app', async () => {
    const response = await fetch(url('/about'), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await fetch(url('/assets/index-3f9a1c.js'));

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(ASSET);
  });

  it('answers other methods outside /api with a JSON 404', async () => {
    await expectNotFoundJson(await fetch(url('/about'), { method: 'POST' }));
    await expectNotFoundJson(await fetch(url('/about'), { method: 'PUT', body: 'x' }));
  });

  it('keeps unknown /api paths a JSON 404', async () => {
    await expectNotFoundJson(await fetch(url('/api/unknown')));
    await expectNotFoundJson(await fetch(url('/api/unknown/deeper/')));
  });

  it('answers GET / with index.html', async () => {
    await expectSpaPage(await fetch(url('/')));
  });

  it('keeps /api with a query string a JSON 404', async () => {
    await expectNotFoundJson(await fetch(url('/api?x=1')));
  });
});

describe('without a built web app', () => {
  let server: TestServer;
  let emptyWebDist: string;

  beforeAll(async () => {
    emptyWebDist = await createTempDir('no-web');
    server = await startTestServer({ database: ONE_DATABASE, env: { WEB_DIST: emptyWebDist } });
  });
  afterAll(async () => {
    await server?.close();
    await removeDir(emptyWebDist);
  });

  it('serves the API and answers other paths with a JSON 404', async () => {
    expect((await fetch(`${server.baseUrl}/api/health/`)).status).toBe(200);
    await expectNotFoundJson(await fetch(`${server.baseUrl}/about`));
  });
});
