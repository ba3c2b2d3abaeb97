import cluster from 'node:cluster';
import { API_BASE } from '@ico/domain/contracts/endpoint';
import { getHealth, getReadiness } from '@ico/domain/contracts/health';
import { isErrorCode } from '@ico/domain/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { offerClusterMetrics } from '../cluster/cluster-metrics';
import { resultRows } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus registry; undefined without METRICS_TOKEN (nothing is counted then). */
    metrics: Registry | undefined;
  }
}

/** Routes about the process itself: their 503 answers say "not now" to a load balancer, not "shed". */
const SYSTEM_ROUTES = new Set([`${API_BASE}${getHealth.path}`, `${API_BASE}${getReadiness.path}`, '/api/metrics/']);

/** Seconds: from a cached read (milliseconds) to a reservation queued on its offering's lock under a burst. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The stable error code of an answer's body (`{ message: CODE }`), or '' when it has none. */
function errorCodeOf(payload: unknown): string {
  if (typeof payload !== 'string' || payload.length > 4096) return '';
  try {
    const message = (JSON.parse(payload) as { message?: unknown }).message;
    return typeof message === 'string' && isErrorCode(message) ? message : '';
  } catch {
    return '';
  }
}

function outcomeOf(status: number): 'reserved' | 'shed' | 'refused' | 'failed' {
  if (status < 400) return 'reserved';
  if (status === 503) return 'shed';
  return status < 500 ? 'refused' : 'failed';
}

/**
 * Prometheus metrics of this process, counted at the HTTP layer: every answer by method, route pattern (never the
 * raw URL, whose ids would make a series per row) and status; 503 answers of API routes as shed requests;
 * reservations (the route marked `shed: 'reservation'`) by outcome and error code. Read on each scrape: the
 * PostgreSQL pool, the mail outbox backlog, and Node's process metrics. With WORKERS=N each worker keeps its own
 * and the primary sums them (cluster/cluster-metrics.ts). Only with METRICS_TOKEN: otherwise nothing is kept.
 */
export function registerMetrics(app: FastifyInstance): void {
  if (!app.config.metricsToken) {
    app.decorate('metrics', undefined);
    return;
  }
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'ico_http_request_duration_seconds',
    help: 'Time from the request to its answer, by method, route pattern and status code (its count is the request rate).',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const shed = new Counter({
    name: 'ico_http_shed_requests_total',
    help: 'API requests answered 503 (load shedding or admission: try again later), by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    registers,
  });
  const reservations = new Counter({
    name: 'ico_reservations_total',
    help: 'Reservation requests by outcome (reserved, refused, shed, failed) and error code.',
    labelNames: ['outcome', 'code'] as const,
    registers,
  });
  new Gauge({
    name: 'ico_db_pool_connections',
    help: 'PostgreSQL pool of this process: connections open (total), idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = app.database.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const outboxGauge = (name: string, help: string, query: ReturnType<typeof sql>) =>
    new Gauge({
      name,
      help,
      registers,
      // Every process reads the same table: the cluster's value is one of theirs, not their sum.
      aggregator: 'max',
      async collect() {
        const [row] = resultRows<{ value: string | number | null }>(await app.database.db.execute(query));
        this.set(Number(row?.value ?? 0));
      },
    });
  // Both read the outbox's partial index of due mails (sent_at null, next_attempt_at set).
  outboxGauge(
    'ico_mail_outbox_pending',
    'Mails in the outbox not delivered yet (due or being retried).',
    sql`select count(*) as value from mail_outbox where sent_at is null and next_attempt_at is not null`,
  );
  outboxGauge(
    'ico_mail_outbox_oldest_pending_seconds',
    'Age of the oldest mail not delivered yet (0 when none).',
    sql`select coalesce(extract(epoch from now() - min(created_at)), 0) as value from mail_outbox where sent_at is null and next_attempt_at is not null`,
  );

  app.decorate('metrics', registry);
  // In a cluster worker, the primary collects this registry for every scrape (cluster/cluster-metrics.ts).
  if (cluster.isWorker) offerClusterMetrics(registry);

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.shed === 'reservation') {
      const status = reply.statusCode;
      reservations.inc({ outcome: outcomeOf(status), code: status >= 400 ? errorCodeOf(payload) : '' });
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    duration.observe({ method: request.method, route, status_code: String(status) }, reply.elapsedTime / 1000);
    if (status === 503 && route.startsWith('/api/') && !SYSTEM_ROUTES.has(route)) shed.inc({ method: request.method, route });
  });
}
