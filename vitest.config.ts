import { defineConfig } from 'vitest/config';
import SlowestFirst from './apps/api/test/support/slowest-first';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web', 'apps/web/vitest.components.config.ts'],
    sequence: { sequencer: SlowestFirst },
  },
});
