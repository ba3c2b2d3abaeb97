import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { resultRows } from '../src/db/client';
import { ONE_DATABASE, startTestServer, type TestServer } from './support/test-server';

const METRICS_TOKEN = 'metrics-token-for-the-test-suite-0123456789';
const scrape = (server: TestServer, token?: string) =>
  fetch(`${server.baseUrl}/api/metrics/`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The value of one series (`name{labels}`) in Prometheus' text format, or undefined. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('configuration of processes, metrics and shutdown', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/ico-api-config-unused' };

  it('refuses WORKERS above 1 without DATABASE_URL, and bad values by name', () => {
    expect(() => loadConfig({ ...base, WORKERS: '2' })).toThrow(/WORKERS: 2 processes need DATABASE_URL/);
    for (const [name, value] of [
      ['WORKERS', '0'],
      ['WORKERS', '1.5'],
      ['WORKERS', 'many'],
      ['METRICS_TOKEN', 'short'],
      ['SHUTDOWN_DRAIN_SECONDS', '-1'],
    ] as const) {
      let error: unknown;
      try {
        loadConfig({ ...base, [name]: value });
      } catch (caught) {
        error = caught;
      }
      expect(error, `${name}=${value}`).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toContain(`${name}:`);
    }
    const config = loadConfig({ ...base, WORKERS: '3', DATABASE_URL: 'postgres://db.example/ico', SHUTDOWN_DRAIN_SECONDS: '2' });
    expect(config).toMatchObject({ workers: 3, metricsToken: undefined, shutdownDrainMs: 2000 });
    expect(loadConfig(base)).toMatchObject({ workers: 1, shutdownDrainMs: 5000 });
  });
});

describe('metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: ONE_DATABASE });
  }, 120_000);
  afterAll(() => server?.close());

  it('are not served at all', async () => {
    const response = await scrape(server, METRICS_TOKEN);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'NOT_FOUND' });
    expect(server.app.metrics).toBeUndefined();
  });
});

describe('metrics and readiness of one process', () => {
  let server: TestServer;
  let release: () => void = () => {};
  beforeAll(async () => {
    server = await startTestServer({
      socket: true,
      database: 'postgres',
      env: { METRICS_TOKEN, CONCURRENT_REQUEST_LIMIT: '1' },
      // A request that holds the process's one request slot until the test lets it go.
      extend: (app) =>
        app.get('/api/test-hold/:id/', async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return { held: true };
        }),
    });
  }, 120_000);
  afterAll(() => server?.close());

  it('refuses a scrape without the token (401) and with another one (403), in the usual error format', async () => {
    const anonymous = await scrape(server);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await anonymous.json()).toEqual({ message: 'UNAUTHORIZED' });
    const wrong = await scrape(server, `${METRICS_TOKEN}x`);
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ message: 'FORBIDDEN' });
    const notBearer = await fetch(`${server.baseUrl}/api/metrics/`, { headers: { authorization: `Basic ${METRICS_TOKEN}` } });
    expect(notBearer.status).toBe(401);
  });

  it('names requests by route pattern and status, after they happened', async () => {
    const before = await (await scrape(server, METRICS_TOKEN)).text();
    const series = 'ico_http_request_duration_seconds_count{method="GET",route="/api/files/:id/",status_code="401"}';
    expect(seriesValue(before, series)).toBeUndefined();
    for (const id of ['1', '22', '333']) expect((await fetch(`${server.baseUrl}/api/files/${id}/`)).status).toBe(401);

    const response = await scrape(server, METRICS_TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(seriesValue(text, series)).toBe(3);
    // The raw URLs never become labels.
    expect(text).not.toContain('/api/files/22/');
    // Read on the scrape: the pool of this process, the outbox backlog, Node's process metrics.
    expect(seriesValue(text, 'ico_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'ico_db_pool_connections{state="waiting"}')).toBe(0);
    expect(seriesValue(text, 'ico_mail_outbox_pending')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts the outbox backlog from the table', async () => {
    const pending = async () => seriesValue(await (await scrape(server, METRICS_TOKEN)).text(), 'ico_mail_outbox_pending') ?? -1;
    const start = await pending();
    // Due far in the future, so the outbox job leaves them pending during the test.
    await server.app.database.db.execute(
      sql`insert into mail_outbox (to_address, subject, body_text, body_html, next_attempt_at)
        select 'backlog@example.com', 'Backlog ' || n, 'text', '<p>html</p>', now() + interval '1 hour' from generate_series(1, 4) n`,
    );
    expect(await pending()).toBe(start + 4);
  });

  it('counts reservations by outcome and error code, and shed requests by route', async () => {
    const reserve = await fetch(`${server.baseUrl}/api/icoportal/joining/1/`, { method: 'POST' });
    expect(reserve.status).toBe(401);

    const held = fetch(`${server.baseUrl}/api/test-hold/7/`);
    // The held request has the one slot once the next one is shed.
    let shed: Response | undefined;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const answer = await fetch(`${server.baseUrl}/api/test-hold/8/`);
      if (answer.status === 503) {
        shed = answer;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(shed?.status).toBe(503);
    expect(await shed?.json()).toEqual({ message: 'SERVICE_UNAVAILABLE' });
    release();
    expect((await held).status).toBe(200);

    const text = await (await scrape(server, METRICS_TOKEN)).text();
    expect(seriesValue(text, 'ico_reservations_total{outcome="refused",code="UNAUTHORIZED"}')).toBe(1);
    expect(seriesValue(text, 'ico_http_shed_requests_total{method="GET",route="/api/test-hold/:id/"}')).toBe(1);
  });

  it('answers ready, then not ready with the reason once the process is told to stop', async () => {
    const ready = await fetch(`${server.baseUrl}/api/ready/`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    // Health stays as it was: the process is alive and its database answers.
    const health = await fetch(`${server.baseUrl}/api/health/`);
    expect(health.status).toBe(200);

    server.app.lifecycle.shuttingDown = true;
    const draining = await fetch(`${server.baseUrl}/api/ready/`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'not-ready', reason: 'shutting-down' });
    // Still serving while it drains.
    expect((await fetch(`${server.baseUrl}/api/health/`)).status).toBe(200);
    server.app.lifecycle.shuttingDown = false;
  });

  it('answers not ready while the database lacks a migration of this build', async () => {
    const db = server.app.database.db;
    const [newest] = resultRows<{ id: number; created_at: string }>(
      await db.execute(sql`select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`),
    );
    await db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where id = ${newest?.id}`);
    try {
      const answer = await fetch(`${server.baseUrl}/api/ready/`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ status: 'not-ready', reason: 'migrations-pending' });
    } finally {
      await db.execute(sql`update drizzle.__drizzle_migrations set created_at = ${newest?.created_at} where id = ${newest?.id}`);
    }
    expect((await fetch(`${server.baseUrl}/api/ready/`)).status).toBe(200);
  });
});
