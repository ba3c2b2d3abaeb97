import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Every suite starts real servers (PGlite takes seconds and a full core to open), but much of a suite is
    // waiting (mail, timers, PostgreSQL): two files side by side took 249 s where one at a time took 370 s on
    // two cores. Each suite owns its databases and ports, so the order does not matter.
    fileParallelism: true,
    maxWorkers: 2,
    // Projects with their own worker count run as their own group: after the domain and web tests.
    sequence: { groupOrder: 1 },
    // @fastify/autoload imports the route files itself: inlined, its imports go through Vitest's TypeScript transform
    // and share the test's module graph (one AppError class), instead of Node's loader, which cannot read .ts.
    server: { deps: { inline: ['@fastify/autoload'] } },
  },
});
