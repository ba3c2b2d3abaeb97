import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_BASE, pathOf } from '@ico/domain/contracts/endpoint';
import { getHealth } from '@ico/domain/contracts/health';
import { createDatabase } from './database';
import { BENCH_ADMIN_PASSWORD, BENCH_AUDIT_HMAC_KEYS, BENCH_JWT_SECRET, REPO_ROOT } from './settings';

/** Every child the bench started and has not stopped: killed if the bench itself ends early. */
const running = new Set<ChildProcess>();
const killAll = () => {
  for (const child of running) child.kill('SIGKILL');
};
process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}

/** A port nobody listens on right now (the child binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type NodeProcess = { pid: number; stop(): Promise<void>; output(): string };

/**
 * Runs a TypeScript file of this checkout in its own Node process (through tsx, as `npm start` does).
 * `stop` sends SIGTERM and, after 10 s, SIGKILL; `output` is what the child wrote to stderr and stdout (the tail).
 */
export function spawnTs(file: string, env: Record<string, string>, nodeArgs: string[] = []): NodeProcess {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', file], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => running.delete(child));
  if (child.pid === undefined) throw new Error(`could not start ${file}`);
  return {
    pid: child.pid,
    output: () => log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 200; fails with the child's output when it exits or `timeoutMs` passes. */
export async function waitForOk(url: string, child: Pick<NodeProcess, 'output'>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (${last}); process output:\n${child.output()}`);
}

export type ApiProcess = { baseUrl: string; pid: number; databaseUrl: string; stop(): Promise<void>; output(): string };

export type StartApiOptions = {
  /** A database made with createDatabase (shared by several processes); without it the API gets its own, dropped by `stop`. */
  databaseUrl?: string;
  /** Extra or overriding environment (e.g. DATABASE_POOL_SIZE). */
  env?: Record<string, string>;
  /** Node options before the script, e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] to profile the API. */
  nodeArgs?: string[];
};

/**
 * Starts the real API (`apps/api/src/main.ts`) as a child process on a free port, on PostgreSQL, serving the built
 * web app, and waits for /api/health/. `stop` ends the process and removes what startApi created.
 */
export async function startApi(options: StartApiOptions = {}): Promise<ApiProcess> {
  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };
  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const database = await createDatabase();
      cleanups.push(database.drop);
      databaseUrl = database.url;
    }
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ico-bench-data-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const child = spawnTs(
      'apps/api/src/main.ts',
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        PAYMENT_DEADLINE_JOB: 'false',
        LOG_LEVEL: 'warn',
        ADDRESS_RATE_LIMIT_FACTOR: '10000',
        ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
        JWT_SECRET: BENCH_JWT_SECRET,
        AUDIT_HMAC_KEYS: BENCH_AUDIT_HMAC_KEYS,
        WEB_DIST: path.join(REPO_ROOT, 'apps/web/dist'),
        ...options.env,
      },
      options.nodeArgs,
    );
    cleanups.push(child.stop);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForOk(`${baseUrl}${API_BASE}${pathOf(getHealth, {})}`, child);
    return { baseUrl, pid: child.pid, databaseUrl, stop: cleanUp, output: child.output };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
