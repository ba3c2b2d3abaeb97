import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API suites that take longest (measured 2026-11-28 in one run of the api project on a machine shared with other
 * work, load 27 to 38 on two cores, after decision 0035: audit-chain 351 s, abuse-uploads 346, abuse-fuzz 326,
 * backup-restore 303, faults 281, watchlists 177, audit-tamper 163, rate-limits 142, the rest under 120 s), started
 * first so that no long suite starts last and runs on alone. Vitest orders by the durations of the last run, but
 * a fresh clone has none and would take the files in name order.
 */
const SLOWEST = [
  'audit-chain',
  'abuse-uploads',
  'abuse-fuzz',
  'backup-restore',
  'faults',
  'watchlists',
  'audit-tamper',
  'rate-limits',
  'detail-info',
  'production-build',
  'refunds',
  'four-eyes',
];

/** The slowest API suites first, then the domain and web files, then the other API suites. */
const rank = (spec: TestSpecification) => {
  if (spec.project.name !== 'api') return SLOWEST.length;
  const index = SLOWEST.indexOf(path.basename(spec.moduleId, '.test.ts'));
  return index >= 0 ? index : SLOWEST.length + 1;
};

/**
 * The domain, web and API files run as one group on three workers (their configs give the same `maxWorkers`): the
 * short domain and web files run beside the long API suites instead of on one worker before them, and never last,
 * where they would lengthen the run's tail.
 */
export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // sort is stable: files of one rank keep the base order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
