import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './support/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // Measured on the accounts and administrator specs (29 tests) back to back on the shared 2-core machine:
  // 2 workers 2.8 min, 3 workers 2.3 min, 4 workers 2.0 min: journeys mostly wait (server, mail, rendering).
  workers: 4,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromiumLaunch,
    // A failed test keeps the DOM of every step; screenshots in the trace made two long specs 1.8 instead of 1.3 min.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromiumLaunch }, testMatch: /mobile\.spec\.ts/ },
  ],
});
