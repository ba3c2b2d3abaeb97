import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './support/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // Measured on the accounts and administrator specs (29 tests) back to back on the shared 2-core machine:
  // 2 workers 2.8 min, 3 workers 2.3 min, 4 workers 2.0 min. A full run on 4 took 327 s against 354 s on 3, and
  // its load of 15 to 18 on two cores is where the one unexplained failure so far came from: 3.
  workers: 3,
  // One more try for a journey that failed: the summary counts it as flaky (never as passed), so a flake stays
  // visible without stopping every landing. The account journey's password change lost its code prompt once
  // (the prompt closed with no request sent, at a load of 15 to 18); it is under investigation.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromiumLaunch,
    // A failed test is tried again with a trace that keeps the DOM of every step (screenshots in the trace made two long
    // specs 1.8 instead of 1.3 min).
    trace: { mode: 'on-first-retry', screenshots: false, snapshots: true, sources: true },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromiumLaunch }, testMatch: /mobile\.spec\.ts/ },
  ],
});
