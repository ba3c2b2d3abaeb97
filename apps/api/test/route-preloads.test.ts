import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLanguage } from '../src/web/route-preloads';
import { createTempDir, ONE_DATABASE, removeDir, startTestServer, TEST_INDEX_HTML, type TestServer } from './support/test-server';

/** A build as Vite writes it: the entry with a shared chunk, two lazy pages, their stylesheet and the catalogues. */
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_runtime-r1.js'] },
  '_runtime-r1.js': { file: 'assets/runtime-r1.js' },
  '_Alert-a1.js': { file: 'assets/Alert-a1.js', imports: ['_runtime-r1.js'] },
  'src/features/home/root-page.tsx': {
    file: 'assets/root-page-h1.js',
    isDynamicEntry: true,
    imports: ['_runtime-r1.js', 'index.html', 'src/features/home/home-page.tsx'],
  },
  'src/features/home/home-page.tsx': { file: 'assets/home-page-h2.js', imports: ['_Alert-a1.js'], css: ['assets/home-page-c1.css'] },
  'src/features/offerings/offerings-page.tsx': { file: 'assets/offerings-page-o1.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/locales/en/common.json': { file: 'assets/common-en1.json' },
  'src/locales/th/common.json': { file: 'assets/common-th1.json' },
  'src/locales/en/home.json': { file: 'assets/home-en1.json' },
  'src/locales/th/home.json': { file: 'assets/home-th1.json' },
};
const ROUTES = {
  '/': { module: 'src/features/home/root-page.tsx', texts: ['home'] },
  '/icos': { module: 'src/features/offerings/offerings-page.tsx', texts: [] },
  '/gone': { module: 'src/features/gone-page.tsx', texts: [] },
};

describe('a first visit names its route chunks and texts (issue 19)', () => {
  let server: TestServer;
  let webDist: string;
  const page = async (p: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.baseUrl}${p}`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    return response.text();
  };
  const links = (html: string) => [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => m[1]);

  beforeAll(async () => {
    webDist = await createTempDir('web');
    await writeFile(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
    await mkdir(path.join(webDist, '.vite'));
    await writeFile(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await writeFile(path.join(webDist, '.vite', 'route-modules.json'), JSON.stringify(ROUTES));
    server = await startTestServer({ database: ONE_DATABASE, env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await server?.close();
    await removeDir(webDist);
  });

  it("names the route's page chunk, the chunks it imports (not the entry's), its stylesheet and texts", async () => {
    const html = await page('/');
    expect(links(html)).toEqual([
      '/assets/common-en1.json',
      '/assets/home-en1.json',
      '/assets/root-page-h1.js',
      '/assets/home-page-h2.js',
      '/assets/Alert-a1.js',
      '/assets/home-page-c1.css',
    ]);
    // The rest of the page is the build's, with the links in its head.
    expect(html.replace(/<link [^>]*>/g, '')).toBe(TEST_INDEX_HTML);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/root-page-h1.js">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/assets/home-en1.json">');
  });

  it('takes the texts in the language the app will start in: the switch cookie, else the browser languages', async () => {
    expect(links(await page('/', { 'accept-language': 'th-TH,th;q=0.9,en;q=0.8' })).slice(0, 2)).toEqual([
      '/assets/common-th1.json',
      '/assets/home-th1.json',
    ]);
    expect(links(await page('/', { 'accept-language': 'th-TH', cookie: 'other=1; lang=en' })).slice(0, 2)).toEqual([
      '/assets/common-en1.json',
      '/assets/home-en1.json',
    ]);
  });

  it('finds a route with a trailing slash or a query, and leaves other pages and unknown modules plain', async () => {
    expect(links(await page('/icos/?page=2'))).toEqual(['/assets/common-en1.json', '/assets/offerings-page-o1.js']);
    expect(await page('/about')).toBe(TEST_INDEX_HTML);
    expect(await page('/gone')).toBe(TEST_INDEX_HTML);
    expect(await page('/icos/1')).toBe(TEST_INDEX_HTML);
  });

  it.each([
    [undefined, undefined, 'en'],
    ['lang=th', undefined, 'th'],
    ['lang=xx', 'th', 'th'],
    [undefined, 'fr-FR, th;q=0.5', 'th'],
    [undefined, 'fr-FR, de', 'en'],
    [undefined, ' TH-th ;q=1', 'th'],
    ['a=b;lang=th;c=d', 'en', 'th'],
  ] as const)('starts with cookie %s and Accept-Language %s in %s', (cookie, accept, language) => {
    expect(startLanguage(cookie, accept)).toBe(language);
  });
});
