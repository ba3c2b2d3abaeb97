import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/run-script';
import {
  createPostgresDatabase,
  createTempDir,
  removeDir,
  TEST_ADMIN_PASSWORD,
  TEST_INDEX_HTML,
  type TestDatabase,
} from './support/test-server';

const run = promisify(execFile);
const METRICS_TOKEN = 'production-build-metrics-token-0123456789';

/** Builds the API once (esbuild, a few seconds) unless the output is newer than every source. */
async function ensureBuilt(): Promise<void> {
  await run(process.execPath, ['apps/api/scripts/build.mjs', '--if-stale'], { cwd: REPO_ROOT });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One GET on its own connection (no keep-alive), so the cluster's primary hands each to a worker in turn. */
function get(port: number, pathName: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathName, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

/** The pids whose parent is `pid` (Linux /proc). */
function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command may hold spaces and parentheses: the fields after its closing parenthesis are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve(probe()).catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

type Served = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** How many workers have started listening so far (each logs this line once it does). */
const startedWorkers = (served: Served) => served.output().split('ICO portal on ').length - 1;

/** `npm run serve` as an operator runs it: plain node on the build, with only the given environment. */
function serve(env: Record<string, string>): Served {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The value of one series (`name{labels}`) in Prometheus' text format, or undefined. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the built server (npm run build, npm run serve)', () => {
  let dataDir: string;
  let webDist: string;

  beforeAll(async () => {
    await ensureBuilt();
    dataDir = await createTempDir('built-data');
    webDist = await createTempDir('built-web');
    await writeFile(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
  }, 120_000);
  afterAll(async () => {
    await removeDir(dataDir);
    await removeDir(webDist);
  });

  it('refuses WORKERS=2 without DATABASE_URL at start, with the reason', async () => {
    const served = serve({ WORKERS: '2', DATA_DIR: dataDir, WEB_DIST: webDist, PORT: String(await freePort()) });
    expect(await served.exited).toBe(78);
    expect(served.output()).toContain('WORKERS: 2 processes need DATABASE_URL');
  }, 60_000);

  describe('with WORKERS=2 on PostgreSQL', () => {
    let database: TestDatabase;
    let served: Served;
    let port: number;

    beforeAll(async () => {
      database = await createPostgresDatabase({ template: true });
      port = await freePort();
      served = serve({
        WORKERS: '2',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        METRICS_TOKEN,
        SHUTDOWN_DRAIN_SECONDS: '1',
        LOG_LEVEL: 'info',
      });
      await waitFor('both workers listening', () => (startedWorkers(served) === 2 ? true : undefined), 120_000);
    }, 180_000);
    afterAll(async () => {
      if (served?.child.exitCode === null) {
        served.child.kill('SIGKILL');
        for (const pid of childPids(served.child.pid as number)) process.kill(pid, 'SIGKILL');
      }
      await database?.drop();
    });

    it('runs on plain node: no tsx, no TypeScript', () => {
      for (const pid of [served.child.pid as number, ...childPids(served.child.pid as number)]) {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
        expect(command).toMatch(/scripts\/serve\.mjs/);
        expect(command).not.toMatch(/tsx|\.ts\b/);
        const environment = readFileSync(`/proc/${pid}/environ`, 'utf8');
        expect(environment).not.toMatch(/NODE_OPTIONS=.*tsx/);
      }
    });

    it('answers health, readiness and the home page', async () => {
      const health = await get(port, '/api/health/');
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body)).toMatchObject({ status: 'ok', database: 'postgres', databaseReachable: true });
      const ready = await get(port, '/api/ready/');
      expect(JSON.parse(ready.body)).toEqual({ status: 'ready' });
      const home = await get(port, '/');
      expect(home.status).toBe(200);
      expect(home.body).toContain('<title>ICO test SPA</title>');
    });

    it('refuses metrics without the token, and counts every worker with it', async () => {
      expect((await get(port, '/api/metrics/')).status).toBe(401);
      const wrong = await get(port, '/api/metrics/', { authorization: 'Bearer not-the-token' });
      expect(wrong.status).toBe(403);
      expect(JSON.parse(wrong.body)).toEqual({ message: 'FORBIDDEN' });

      // Each on its own connection: the primary hands them to the two workers in turn.
      const requests = 8;
      for (let i = 0; i < requests; i += 1) expect((await get(port, `/api/files/${1000 + i}/`)).status).toBe(401);
      const scraped = await get(port, '/api/metrics/', { authorization: `Bearer ${METRICS_TOKEN}` });
      expect(scraped.status).toBe(200);
      expect(
        seriesValue(scraped.body, 'ico_http_request_duration_seconds_count{method="GET",route="/api/files/:id/",status_code="401"}'),
      ).toBe(requests);
      // Both workers' pools are in the sum (each opened at least one connection at start).
      expect(seriesValue(scraped.body, 'ico_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(2);
    });

    it('restarts a worker that dies', async () => {
      const primary = served.child.pid as number;
      const before = childPids(primary);
      const [victim] = before;
      const started = startedWorkers(served);
      process.kill(victim as number, 'SIGKILL');
      // While the new worker starts, a scrape still answers, from the worker that runs.
      await waitFor(
        'a new worker process',
        () => (childPids(primary).some((pid) => pid !== victim && !before.includes(pid)) ? true : undefined),
        30_000,
      );
      const meanwhile = await get(port, '/api/metrics/', { authorization: `Bearer ${METRICS_TOKEN}` });
      expect(meanwhile.status).toBe(200);
      expect(meanwhile.body).toContain('ico_http_request_duration_seconds_count');
      await waitFor('a new worker listening', () => (startedWorkers(served) === started + 1 ? true : undefined), 60_000);
      const workers = childPids(primary);
      expect(workers).toHaveLength(2);
      expect(workers).not.toContain(victim);
      expect(served.output()).toContain('worker died; starting another');
      expect((await get(port, '/api/ready/')).status).toBe(200);
    }, 90_000);

    it('drains on SIGTERM (not ready, still serving), then every process ends', async () => {
      const primary = served.child.pid as number;
      const workers = childPids(primary);
      served.child.kill('SIGTERM');
      const draining = await waitFor(
        'not ready',
        async () => {
          const answer = await get(port, '/api/ready/');
          return answer.status === 503 ? answer : undefined;
        },
        5_000,
      );
      expect(JSON.parse(draining.body)).toEqual({ status: 'not-ready', reason: 'shutting-down' });
      expect((await get(port, '/api/health/')).status).toBe(200);
      expect(
        await served.exited,
        served
          .output()
          .split('\n')
          .filter((l) => !l.includes('request'))
          .join('\n'),
      ).toBe(0);
      await waitFor('the workers to end', () => (workers.every((pid) => !alive(pid)) ? true : undefined), 10_000);
      expect(served.output()).toContain('all workers stopped');
      expect(served.output()).not.toContain('did not stop in time');
    }, 60_000);
  });
});
