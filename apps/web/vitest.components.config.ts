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
    setupFiles: ['src/test/setup.ts'],
    // The same as the other projects: the root sequencer runs them as one group on three workers.
    maxWorkers: 3,
  },
});
