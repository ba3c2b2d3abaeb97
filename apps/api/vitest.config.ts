import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One first start per run (PGlite folder and PostgreSQL template) that the suites copy: see test-server.ts.
    globalSetup: ['test/support/global-setup.ts'],
    // Every suite starts real servers, but much of a suite is waiting (mail, timers, PostgreSQL): two files side by
    // side took 249 s where one at a time took 370 s on two cores, and three took 344 s where two took 378 s (the
    // machine shared with other work, load 8 to 16). Each suite owns its databases and ports, so any order works.
    fileParallelism: true,
    // The domain and web projects name the same count, so all three run as one group (test/support/slowest-first.ts).
    maxWorkers: 3,
    // The suites share no module state (no mocks; every server is its own app), so a worker keeps the app's modules
    // loaded from one file to the next instead of importing Fastify, drizzle and the AWS client again for each.
    isolate: false,
    // @fastify/autoload imports the route files itself: inlined, its imports go through Vitest's TypeScript transform
    // and share the test's module graph (one AppError class), instead of Node's loader, which cannot read .ts.
    server: { deps: { inline: ['@fastify/autoload'] } },
  },
});
