import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Every suite starts real servers (PGlite takes seconds and a full core to open); on a two-core machine
    // running files side by side only starves them, so files run one after another.
    fileParallelism: false,
  },
});
