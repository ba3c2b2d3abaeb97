import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Node 20 refuses --cpu-prof in NODE_OPTIONS and the harness's startApi fixes the node arguments, so the profile
 * is taken by a preload (`--require`, which NODE_OPTIONS allows): the inspector's profiler runs from the start and
 * writes `<pid>.cpuprofile` into `dir` when the process exits (the API exits on SIGTERM).
 */
export function cpuProfileNodeOptions(dir: string): string {
  const preload = path.join(dir, 'burst-cpu-profile.cjs');
  writeFileSync(
    preload,
    `const inspector = require('node:inspector');
const fs = require('node:fs');
const session = new inspector.Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 1000 });
session.post('Profiler.start');
process.on('exit', () => {
  session.post('Profiler.stop', (error, result) => {
    if (!error) fs.writeFileSync(${JSON.stringify(dir)} + '/' + process.pid + '.cpuprofile', JSON.stringify(result.profile));
  });
});
`,
  );
  return `--require ${preload}`;
}
