import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createTempDir, removeDir, TEST_ADMIN_PASSWORD, TEST_AUDIT_HMAC_KEYS, TEST_INDEX_HTML } from './test-server';

/**
 * Real API processes and a private PostgreSQL server for the fault tests: what a crash does can only be seen
 * across a process boundary (bench/src/support/processes.ts does the same for the bench, which needs neither
 * a DATA_DIR of its own choosing nor the embedded database).
 */

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const run = promisify(execFile);

/** Children still running and private PostgreSQL servers: ended if the test worker itself ends before its afterAll. */
const running = new Set<ChildProcess>();
const clusters = new Set<() => void>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
  for (const stop of clusters) stop();
});

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

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it answers true; fails with `describe()` when `timeoutMs` passes. */
export async function waitUntil(probe: () => Promise<boolean>, timeoutMs: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`not reached within ${timeoutMs} ms: ${describe()}`);
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ApiProcess = {
  baseUrl: string;
  pid: number;
  /** How long it took from the spawn to the first healthy answer. */
  startedInMs: number;
  /** Resolves when the process has ended, however it ended. */
  exited: Promise<Exit>;
  isRunning(): boolean;
  /** SIGKILL, as a crash or the kernel's OOM killer ends it: nothing of the process runs any more. */
  kill(): Promise<Exit>;
  /** SIGTERM (a graceful stop), SIGKILL after 10 s; then removes what startApiProcess created. */
  stop(): Promise<void>;
  /** The tail of what the process wrote to stdout and stderr. */
  output(): string;
};

/** GET /api/health/ answered 200 (the database answers too). */
export async function healthy(baseUrl: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/health/`, { signal: AbortSignal.timeout(5_000) });
  await response.arrayBuffer();
  return response.ok;
}

/**
 * Starts `apps/api/src/main.ts` through tsx in its own Node process on a free port and waits (at most
 * `timeoutMs`) until /api/health/ answers 200. Without DATA_DIR or WEB_DIST in `env` it makes temporary ones
 * (removed by `stop`); given ones are left in place, so a second process can start on the same data.
 * Nothing else of the test's environment reaches the child: no DATABASE_URL means the embedded database.
 */
export async function startApiProcess(env: Record<string, string>, options: { timeoutMs?: number } = {}): Promise<ApiProcess> {
  const cleanups: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };
  try {
    const childEnv: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      PAYMENT_DEADLINE_JOB: 'false',
      DEMO_DATA: 'false',
      // Every request of a fault test comes from 127.0.0.1.
      ADDRESS_RATE_LIMIT_FACTOR: '10000',
      // Processes sharing a database share the keys of their MACs, as production's do (docs/configuration.md, AUDIT_HMAC_KEYS).
      AUDIT_HMAC_KEYS: TEST_AUDIT_HMAC_KEYS,
      ...env,
    };
    if (!childEnv.DATA_DIR) {
      const dataDir = await createTempDir('fault-data');
      cleanups.push(() => removeDir(dataDir));
      childEnv.DATA_DIR = dataDir;
    }
    if (!childEnv.WEB_DIST) {
      const webDist = await createTempDir('fault-web');
      cleanups.push(() => removeDir(webDist));
      await writeFile(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
      childEnv.WEB_DIST = webDist;
    }
    const spawnedAt = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: REPO_ROOT,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid === undefined) throw new Error('the API process did not start');
    running.add(child);
    let log = '';
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString('utf8')).slice(-8_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    void exited.then(() => running.delete(child));
    const isRunning = () => child.exitCode === null && child.signalCode === null;
    cleanups.push(async () => {
      if (!isRunning()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    });
    const baseUrl = `http://127.0.0.1:${childEnv.PORT}`;
    const timeoutMs = options.timeoutMs ?? 120_000;
    await waitUntil(
      async () => {
        if (!isRunning()) throw new Error('exited');
        return healthy(baseUrl);
      },
      timeoutMs,
      () => `${baseUrl}/api/health/ (process ${isRunning() ? 'running' : 'exited'}); output:\n${log}`,
    ).catch((error: unknown) => {
      if (!isRunning()) throw new Error(`the API process exited during start; output:\n${log}`);
      throw error;
    });
    return {
      baseUrl,
      pid: child.pid,
      startedInMs: Date.now() - spawnedAt,
      exited,
      isRunning,
      async kill() {
        if (isRunning()) child.kill('SIGKILL');
        return exited;
      },
      stop: cleanUp,
      output: () => log,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  port: number;
  /** pg_ctl start, waiting (at most 60 s) until it accepts connections. */
  start(): Promise<void>;
  /** pg_ctl stop -m immediate: every backend is killed at once, as in a crash; the next start recovers from the WAL. */
  crash(): Promise<void>;
  /** Stops the server (if it runs) and removes its folder. */
  destroy(): Promise<void>;
};

/** The newest PostgreSQL installation with initdb (Debian's layout), or null. */
function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** Why a private PostgreSQL cannot be made here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!postgresBinDir()) return 'no PostgreSQL server binaries (initdb) under /usr/lib/postgresql';
  if (process.getuid?.() === 0 && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) {
    return 'running as root without runuser (initdb refuses to run as root)';
  }
  return null;
}

/**
 * A PostgreSQL cluster of its own in a temporary folder, on a free port, so a test can stop and crash it without
 * touching the shared server the other tests use. As root, the server runs as the `postgres` user.
 */
export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL server binaries');
  const asRoot = process.getuid?.() === 0;
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  const exec = (tool: string, args: string[], timeoutMs: number) => run(...command(tool, args), { timeout: timeoutMs });
  const dir = await createTempDir('private-pg');
  const data = path.join(dir, 'data');
  const port = await freePort();
  const pgCtl = (args: string[], timeoutMs = 70_000) => exec('pg_ctl', ['-D', data, ...args], timeoutMs);
  const instance: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      // The socket lives in the cluster's own folder; fsync off: a killed server process keeps what it wrote in the
      // page cache, only a lost machine would need it.
      await pgCtl([
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        '-l',
        path.join(dir, 'server.log'),
        '-w',
        '-t',
        '60',
        'start',
      ]);
    },
    async crash() {
      await pgCtl(['-m', 'immediate', '-w', '-t', '30', 'stop']);
    },
    async destroy() {
      clusters.delete(stopNow);
      // Whatever state a failed test left it in: a server that runs (or half started) has its pid file.
      if (existsSync(path.join(data, 'postmaster.pid'))) await pgCtl(['-m', 'immediate', '-w', '-t', '30', 'stop']).catch(() => {});
      await removeDir(dir);
    },
  };
  const stopNow = () => {
    spawnSync(...command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '10', 'stop']), { timeout: 15_000 });
  };
  clusters.add(stopNow);
  try {
    if (asRoot) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: group } = await run('id', ['-g', 'postgres']);
      await chown(dir, Number(stdout.trim()), Number(group.trim()));
    }
    await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'], 120_000);
    await instance.start();
    return instance;
  } catch (error) {
    await instance.destroy();
    throw error;
  }
}

/** What a client got: an answer, or no answer at all (the connection was refused or reset, or the bound passed). */
export type Outcome = { status: number; body: Record<string, unknown> } | { failure: string };

export const answered = (outcome: Outcome): outcome is { status: number; body: Record<string, unknown> } => 'status' in outcome;

/**
 * One request over real HTTP that never throws and never waits longer than `timeoutMs`: a failure is named by
 * its cause (ECONNRESET, ECONNREFUSED, UND_ERR_SOCKET, TimeoutError).
 */
export async function attempt(
  baseUrl: string,
  method: 'GET' | 'POST',
  pathName: string,
  options: { form?: Record<string, string>; token?: string; timeoutMs?: number } = {},
): Promise<Outcome> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  try {
    const response = await fetch(`${baseUrl}/api${pathName}`, {
      method,
      headers,
      body: options.form ? new URLSearchParams(options.form).toString() : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    let body: Record<string, unknown>;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = { unparsable: text.slice(0, 200) };
    }
    return { status: response.status, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; name?: string } }).cause;
    return { failure: cause?.code ?? cause?.name ?? (error as Error).name ?? String(error) };
  }
}
