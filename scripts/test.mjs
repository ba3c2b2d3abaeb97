#!/usr/bin/env node
// The one test command: lint, type check and the web build side by side, unit and API tests (vitest), then browser
// tests (Playwright).
// Each runner prints its own summary; this script prints one line per runner at the end and exits
// non-zero when any runner fails or when a runner ran no test at all.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from './ensure-browser.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs one runner; `buffered` holds its output until it ends, for runners that run side by side. */
function run(name, command, args, { parse, buffered = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const heading = `\n=== ${name}: ${command} ${args.join(' ')}\n`;
    if (!buffered) process.stdout.write(heading);
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        if (!buffered) process.stdout.write(chunk);
      });
    }
    child.on('close', (code) => {
      if (buffered) process.stdout.write(heading + output);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the runners' colour codes.
      const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
      const summary = parse ? parse(plain) : { line: code === 0 ? 'passed' : 'failed', count: undefined };
      resolve({ name, ok: code === 0 && summary.count !== 0, line: `${summary.line} (${seconds} s)`, count: summary.count });
    });
  });
}

const lastMatch = (output, regex) => [...output.matchAll(regex)].at(-1);

function vitestSummary(output) {
  const tests = lastMatch(output, /^\s*Tests\s+(.+)$/gm);
  const files = lastMatch(output, /^\s*Test Files\s+(.+)$/gm);
  const passed = tests ? Number(/(\d+) passed/.exec(tests[1])?.[1] ?? 0) : 0;
  return { line: tests ? `Tests ${tests[1].trim()}; files ${files?.[1].trim() ?? '?'}` : 'no summary', count: passed };
}

function playwrightSummary(output) {
  const passed = lastMatch(output, /^\s*(\d+) passed/gm);
  const failed = lastMatch(output, /^\s*(\d+) failed/gm);
  const flaky = lastMatch(output, /^\s*(\d+) flaky/gm);
  const parts = [passed && `${passed[1]} passed`, failed && `${failed[1]} failed`, flaky && `${flaky[1]} flaky`].filter(Boolean);
  return { line: parts.length ? parts.join(', ') : 'no summary', count: passed ? Number(passed[1]) : 0 };
}

const started = Date.now();
const results = [];
ensureBrowser();
// The three short runners side by side (each mostly one core), then the two long ones, each with the whole machine.
results.push(
  ...(await Promise.all([
    run('lint', 'npx', ['biome', 'ci', '.'], { buffered: true }),
    run('typecheck', 'npm', ['run', 'typecheck', '--silent'], { buffered: true }),
    run('web build', 'npm', ['run', 'build', '-w', '@ico/web', '--silent'], { buffered: true }),
  ])),
);
results.push(await run('vitest (domain, api, web)', 'npx', ['vitest', 'run'], { parse: vitestSummary }));
results.push(
  await run('playwright (chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list'], {
    parse: playwrightSummary,
  }),
);

process.stdout.write('\n=== Summary\n');
for (const r of results) process.stdout.write(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}: ${r.line}${r.count === 0 ? ' - no test ran' : ''}\n`);
process.stdout.write(`All runners: ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
const failed = results.filter((r) => !r.ok);
process.exit(failed.length ? 1 : 0);
