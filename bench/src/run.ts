/**
 * `npm run bench`: every scenario of issue 7 on this machine, one after the other, then a markdown table on the
 * console and the report in bench/report/latest.md and latest.json. BENCH_ONLY=name,name runs a subset and
 * replaces those rows of the report, keeping the others with the date they were measured
 * (`BENCH_ONLY=web-bundle,web-lcp npm run bench -w @ico/bench`: the first-load rows only, about 4 minutes);
 * BENCH_QUICK=1 shortens the loads (for development: do not report those numbers). Exits 1 when a scenario misses.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { liveProgress } from './scenarios/live-progress';
import { publicReads } from './scenarios/public-reads';
import { screening } from './scenarios/screening';
import { signedInReads } from './scenarios/signed-in-reads';
import { webBundle } from './scenarios/web-bundle';
import { webLcp } from './scenarios/web-lcp';
import { QUICK, READ_LOAD, REPO_ROOT } from './support/settings';
import { ensureWebBuild } from './support/web-build';
import type { BenchReport, Measurement, Scenario, ScenarioResult } from './types';

const log = (line: string) => process.stdout.write(`${line}\n`);

/** The launch burst is its own module; the suite runs it when it is there. */
async function launchBurst(): Promise<Scenario[]> {
  const file = path.join(import.meta.dirname, 'scenarios/launch-burst.ts');
  if (!existsSync(file)) return [];
  const burst = (await import('./scenarios/launch-burst.js' as string)) as { launchBurst?: Scenario };
  if (!burst.launchBurst) throw new Error('bench/src/scenarios/launch-burst.ts does not export launchBurst');
  return [burst.launchBurst];
}

const cell = (value: number | string | undefined) => (value === undefined ? '' : String(value));
const load = (m: Measurement | undefined) => (m ? `${m.rps} rps, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms, ${m.errors} errors` : '');
const target = (t: ScenarioResult['target']) =>
  [
    t?.ratio !== undefined && `ratio ≥ ${t.ratio}`,
    t?.p99Ms !== undefined && `p99 < ${t.p99Ms} ms`,
    t?.compressedKB !== undefined && `JS ≤ ${t.compressedKB} kB gzip`,
    t?.lcpMs !== undefined && `LCP ≤ ${t.lcpMs} ms`,
  ]
    .filter(Boolean)
    .join(', ');

export function toMarkdown(report: BenchReport): string {
  const { machine } = report;
  const lines = [
    `# Benchmark report${QUICK ? ' (BENCH_QUICK: shortened loads, not for comparison)' : ''}`,
    '',
    `${report.startedAt} · ${machine.cpus} × ${machine.cpuModel} · ${machine.memoryGiB} GiB · Node ${machine.node}`,
    `Reads: ${READ_LOAD.connections} connections for ${READ_LOAD.durationSeconds} s per side after ${READ_LOAD.warmupRequests} warm-up requests (autocannon, in the bench process).`,
    '',
    '| Scenario | Portal | Baseline | Ratio | Target | Facts | OK |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const s of report.scenarios) {
    const facts = Object.entries(s.facts ?? {})
      .map(([name, value]) => `${name}: ${value}`)
      .join('; ');
    const name = s.measuredAt ? `${s.name} (${s.measuredAt})` : s.name;
    lines.push(
      `| ${name} | ${load(s.portal)} | ${load(s.baseline)} | ${cell(s.ratio)} | ${target(s.target)} | ${facts} | ${s.ok ? 'yes' : '**no**'} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A BENCH_ONLY run replaces its rows in the previous report and keeps the others, each marked with the date of the
 * run that measured it, in the suite's order: the report stays whole while one row is worked on.
 */
async function keepOtherRows(report: BenchReport, previousFile: string, order: string[]): Promise<void> {
  if (!existsSync(previousFile)) return;
  const previous = JSON.parse(await readFile(previousFile, 'utf8')) as BenchReport;
  const measured = new Set(report.scenarios.map((s) => s.name));
  const kept = previous.scenarios
    .filter((s) => !measured.has(s.name))
    .map((s) => ({ ...s, measuredAt: s.measuredAt ?? previous.startedAt }));
  const rank = (s: ScenarioResult) => {
    const index = order.indexOf(s.name.split(' ')[0] ?? s.name);
    return index === -1 ? order.length : index;
  };
  report.scenarios = [...kept, ...report.scenarios].sort((a, b) => rank(a) - rank(b));
}

async function main(): Promise<void> {
  const scenarios = [publicReads, signedInReads, webBundle, webLcp, ...(await launchBurst()), liveProgress, screening];
  const only = process.env.BENCH_ONLY?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = only?.filter((name) => !scenarios.some((s) => s.name === name)) ?? [];
  if (unknown.length > 0)
    throw new Error(`BENCH_ONLY: no scenario ${unknown.join(', ')} (there are ${scenarios.map((s) => s.name).join(', ')})`);
  const chosen = only ? scenarios.filter((s) => only.includes(s.name)) : scenarios;

  // The screening scenario calls the services on a database of its own: it needs no web build.
  if (chosen.some((s) => s !== screening)) ensureWebBuild(log);
  const report: BenchReport = {
    startedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
      node: process.version,
    },
    scenarios: [],
  };
  for (const scenario of chosen) {
    log(`Running ${scenario.name}…`);
    const started = Date.now();
    try {
      const results = await scenario.run();
      report.scenarios.push(...(Array.isArray(results) ? results : [results]));
    } catch (error) {
      // One broken scenario must not hide the others' numbers: it is reported as failed, with its error.
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`${scenario.name} failed: ${error instanceof Error ? (error.stack ?? message) : message}\n`);
      report.scenarios.push({
        name: scenario.name,
        description: 'did not complete',
        facts: { error: message.split('\n')[0] ?? '' },
        ok: false,
      });
    }
    log(`  done in ${Math.round((Date.now() - started) / 1000)} s`);
  }

  const dir = path.join(REPO_ROOT, 'bench/report');
  if (only)
    await keepOtherRows(
      report,
      path.join(dir, 'latest.json'),
      scenarios.map((s) => s.name),
    );
  const markdown = toMarkdown(report);
  log(`\n${markdown}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'latest.md'), markdown);
  await writeFile(path.join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  log(`Report written to bench/report/latest.md and latest.json`);
  if (report.scenarios.some((s) => !s.ok)) {
    log(
      `Missed: ${report.scenarios
        .filter((s) => !s.ok)
        .map((s) => s.name)
        .join(', ')}`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
