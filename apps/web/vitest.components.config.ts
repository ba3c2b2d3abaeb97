import { defineProject } from 'vitest/config';

/**
 * The component tests: `src/**\/*.test.tsx`, beside the component, in happy-dom (a browser's DOM without a browser:
 * a screen's fields, refusals, states and both languages checked in milliseconds, not in a Chromium journey).
 */
export default defineProject({
  test: {
    name: 'components',
    include: ['src/**/*.test.tsx'],
    environment: 'happy-dom',
    // The page loads nothing by itself: every request a test makes goes through its API table (src/test/api.ts).
    environmentOptions: {
      happyDOM: {
        settings: {
          disableCSSFileLoading: true,
          disableJavaScriptFileLoading: true,
          disableIframePageLoading: true,
          handleDisabledFileLoadingAsSuccess: true,
        },
      },
    },
    setupFiles: ['src/test/api.ts', 'src/test/catalogues.ts', 'src/test/setup.ts'],
    // A screen typed into key by key takes a few seconds when the machine's two cores are shared.
    testTimeout: 30_000,
    // The same as the other projects: the root sequencer runs them as one group on three workers.
    maxWorkers: 3,
  },
});
