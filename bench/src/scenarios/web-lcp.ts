import os from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../../../e2e/support/chromium';
import { round } from '../support/load';
import { startApi } from '../support/processes';
import type { Scenario } from '../types';

/**
 * Issue 19: the largest contentful paint of `/` and `/icos` on a mid-range phone is at most 2.5 s. The phone is
 * emulated over the DevTools protocol as Lighthouse's mobile profile does: the CPU 4 times slower, 1.6 Mbit/s down and
 * up with 150 ms of latency, a 390 x 844 screen. Each visit is cold (a new browser context: an empty cache, no storage;
 * not DevTools' cache switch, which also turns off the reuse of what the page preloads), on
 * the production build served by the API with the demo offerings; the median of RUNS visits is the number.
 */
const LCP_LIMIT_MS = 2500;
const RUNS = 3;
/** 1.6 Mbit/s = 200,000 bytes a second, each way. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };
const CPU_SLOWDOWN = 4;
const PAGES: Array<{ key: string; path: string; language?: 'th' }> = [
  { key: '/', path: '/' },
  { key: '/ (Thai)', path: '/', language: 'th' },
  { key: '/icos', path: '/icos' },
  { key: '/icos (Thai)', path: '/icos', language: 'th' },
];

/**
 * Runs in the page: the last largest-contentful-paint entry (buffered, so entries before the observer count), once
 * the page has been quiet long enough that no larger paint is coming. A string: the bench has no DOM types.
 */
const READ_LCP = `new Promise((resolve) => {
  let last = null;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    last = entries[entries.length - 1];
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(last && {
    ms: last.startTime,
    element: last.element ? last.element.tagName.toLowerCase() + (last.element.className ? '.' + String(last.element.className).split(' ')[0] : '') : '',
    text: last.element ? (last.element.textContent || '').trim().slice(0, 40) : '',
  }), 1000);
})`;

type Lcp = { ms: number; element: string; text: string } | null;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** `BENCH_ONLY=web-lcp npm run bench -w @ico/bench` runs only this row (with web-bundle: both rows of the first load). */
export const webLcp: Scenario = {
  name: 'web-lcp',
  async run() {
    const api = await startApi({ env: { DEMO_DATA: 'true' } });
    const browser = await chromium.launch(chromiumLaunch);
    try {
      const facts: Record<string, number | string> = { 'load average (1 min) at the start': round(os.loadavg()[0] ?? 0, 1) };
      const medians: number[] = [];
      for (const page of PAGES) {
        const runs: number[] = [];
        let largest: Lcp = null;
        for (let run = 0; run < RUNS; run += 1) {
          // A first visit from a phone set to Thai or English: the browser's languages choose the first page's (no
          // stored choice on a cold visit).
          const context = await browser.newContext({
            viewport: { width: 390, height: 844 },
            deviceScaleFactor: 1,
            isMobile: true,
            hasTouch: true,
            locale: page.language === 'th' ? 'th-TH' : 'en-US',
          });
          const tab = await context.newPage();
          const cdp = await context.newCDPSession(tab);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', NETWORK);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          await tab.goto(`${api.baseUrl}${page.path}`, { waitUntil: 'load', timeout: 60_000 });
          await tab.locator('main h1').first().waitFor({ timeout: 60_000 });
          await tab.waitForLoadState('networkidle', { timeout: 60_000 });
          const lcp = (await tab.evaluate(READ_LCP)) as Lcp;
          await context.close();
          if (!lcp) throw new Error(`${page.key}: no largest-contentful-paint entry`);
          runs.push(lcp.ms);
          largest = lcp;
        }
        const value = round(median(runs), 0);
        medians.push(value);
        facts[`${page.key} LCP ms (median of ${RUNS})`] = value;
        facts[`${page.key} runs ms`] = runs.map((ms) => round(ms, 0)).join(' / ');
        if (largest) facts[`${page.key} LCP element`] = `${largest.element} "${largest.text}"`;
      }
      // The emulation slows the CPU it is given: on a machine busy with other work the page gets a fraction of a core
      // and the paint is later than on a phone. The load is reported so that such a run is read for what it is.
      facts['load average (1 min) at the end'] = round(os.loadavg()[0] ?? 0, 1);
      facts.cores = os.cpus().length;
      const withinLimit = medians.length === PAGES.length && medians.every((ms) => ms <= LCP_LIMIT_MS);
      facts[`LCP ≤ ${LCP_LIMIT_MS} ms on every page`] = withinLimit ? 'yes' : 'no';
      return {
        name: 'web-lcp',
        description: `Largest contentful paint, cold, on an emulated phone (CPU ×${CPU_SLOWDOWN} slower, 1.6 Mbit/s, ${NETWORK.latency} ms, 390 x 844), median of ${RUNS} visits: ${PAGES.map((p) => p.key).join(', ')}`,
        target: { lcpMs: LCP_LIMIT_MS },
        facts,
        ok: withinLimit,
      };
    } finally {
      await browser.close();
      await api.stop();
    }
  },
};
