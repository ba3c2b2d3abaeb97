import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API suites that take longest (measured: faults 65-160 s, admin 50-135 s, the rest under 50 s), started
 * first so that no long suite starts last and runs on alone. Vitest orders by the durations of the last run, but
 * a fresh clone has none and would take the files in name order.
 */
const SLOWEST = ['faults', 'admin', 'admin-communication', 'detail-info', 'demo-data', 'auth-two-factor', 'abuse-fuzz'];

const rank = (spec: TestSpecification) => {
  const index = SLOWEST.indexOf(path.basename(spec.moduleId, '.test.ts'));
  return index >= 0 ? index : SLOWEST.length;
};

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isApi = (spec: TestSpecification) => spec.project.name === 'api';
    const first = sorted.findIndex(isApi);
    if (first < 0) return sorted;
    // The API project's files are together in the base order; sort is stable, so the others keep their order.
    const api = sorted.filter(isApi).sort((a, b) => rank(a) - rank(b));
    return [...sorted.slice(0, first), ...api, ...sorted.slice(first + api.length)];
  }
}
