import { request } from 'node:http';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../../../e2e/support/chromium';
import { round } from '../support/load';
import { startApi } from '../support/processes';
import { backOfficeOnlyFiles } from '../support/web-build';
import type { Scenario } from '../types';

/**
 * Issue 7: the home page's JavaScript stays under 150 kB compressed (kB = 1,000 bytes), in brotli: what the server
 * sends every browser that runs the portal (they all ask for br). Gzip is reported beside it, for older clients.
 */
const HOME_JS_LIMIT_KB = 150;
const PAGES = [
  { key: 'home', path: '/' },
  { key: 'icos', path: '/icos' },
];

/** The bytes on the wire of `url` asked with `accept-encoding: encoding` (the body as sent, not decoded). */
function transferredBytes(url: string, encoding: 'br' | 'gzip'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => (response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: HTTP ${response.statusCode}`))));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * What a first visit downloads: the page is loaded in Chromium, every script and stylesheet it fetched is listed,
 * and each is fetched again compressed as the server sends it (brotli, and gzip) to sum its size on the wire.
 */
export const webBundle: Scenario = {
  name: 'web-bundle',
  async run() {
    const api = await startApi();
    const browser = await chromium.launch(chromiumLaunch);
    try {
      const backOffice = backOfficeOnlyFiles();
      const facts: Record<string, number | string> = {};
      const adminLoaded: string[] = [];
      let homeJsKB = Number.POSITIVE_INFINITY;
      for (const page of PAGES) {
        const context = await browser.newContext();
        const tab = await context.newPage();
        const assets = new Map<string, 'js' | 'css'>();
        tab.on('response', (response) => {
          const type = response.request().resourceType();
          if (type === 'script' || type === 'stylesheet') assets.set(response.url(), type === 'script' ? 'js' : 'css');
        });
        await tab.goto(`${api.baseUrl}${page.path}`, { waitUntil: 'networkidle' });
        await context.close();
        const sums = { js: { br: 0, gzip: 0 }, css: { br: 0, gzip: 0 } };
        for (const [url, kind] of assets) {
          sums[kind].br += await transferredBytes(url, 'br');
          sums[kind].gzip += await transferredBytes(url, 'gzip');
          const file = new URL(url).pathname.replace(/^\//, '');
          if (backOffice.has(file)) adminLoaded.push(`${page.path}: ${file}`);
        }
        facts[`${page.key} JS kB (br/gzip)`] = `${kB(sums.js.br)} / ${kB(sums.js.gzip)}`;
        facts[`${page.key} CSS kB (br/gzip)`] = `${kB(sums.css.br)} / ${kB(sums.css.gzip)}`;
        facts[`${page.key} files`] = assets.size;
        if (page.key === 'home') homeJsKB = kB(sums.js.br);
      }
      facts['back-office files loaded'] = adminLoaded.length === 0 ? 'none' : adminLoaded.join(', ');
      return {
        name: 'web-bundle',
        description: `Compressed JavaScript and CSS a first visit downloads (Chromium) for ${PAGES.map((p) => p.path).join(' and ')}; no back-office chunk among them`,
        target: { compressedKB: HOME_JS_LIMIT_KB },
        facts,
        ok: homeJsKB < HOME_JS_LIMIT_KB && adminLoaded.length === 0,
      };
    } finally {
      await browser.close();
      await api.stop();
    }
  },
};

const kB = (bytes: number) => round(bytes / 1000, 1);
