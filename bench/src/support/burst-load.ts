import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { waitingRoomOf } from '@ico/domain/admission';
import type { Measurement } from '../types';

/**
 * What one request of the burst got: HTTP status (0 = network failure), error code of the body, latency, and for a
 * 503 its Retry-After (seconds) and the waiting-room ticket that keeps the investor's place (when it came with one).
 */
export type BurstAnswer = { status: number; code: string; amount: string | null; latencyMs: number; retryAfter?: number; ticket?: string };

export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  const index = Math.min(sortedMs.length - 1, Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1));
  return sortedMs[index] ?? 0;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export function measure(label: string, latencies: readonly number[], durationMs: number, errors: number): Measurement {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    label,
    requests: latencies.length,
    durationSeconds: round(durationMs / 1000, 2),
    rps: round(latencies.length / (durationMs / 1000)),
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    errors,
  };
}

/** Runs `task(i)` for i in [0, count) with at most `concurrency` in flight; returns the wall time in ms. */
export async function runBounded(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next++;
        await task(index);
      }
    }),
  );
  return performance.now() - started;
}

/** A keep-alive form POST client for one origin: `maxSockets` connections at most. */
export function formPoster(origin: string, maxSockets: number) {
  // Idle sockets are closed after 30 s, before the server's keep-alive timeout (72 s in Fastify): a socket reused
  // just as the server closes it would fail the request with a connection reset (browsers retry that case).
  const agent = new http.Agent({ keepAlive: true, maxSockets, timeout: 30_000 });
  const { hostname, port } = new URL(origin);
  return {
    post(path: string, token: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<BurstAnswer> {
      const body = new URLSearchParams(form).toString();
      const started = performance.now();
      return new Promise((resolve) => {
        const request = http.request(
          {
            agent,
            hostname,
            port,
            path,
            method: 'POST',
            headers: {
              accept: 'application/json',
              authorization: `Bearer ${token}`,
              'content-type': 'application/x-www-form-urlencoded',
              'content-length': Buffer.byteLength(body),
              ...headers,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const latencyMs = performance.now() - started;
              const status = response.statusCode ?? 0;
              let code = '';
              let amount: string | null = null;
              let ticket: string | undefined;
              try {
                const parsed = JSON.parse(Buffer.concat(chunks).toString()) as { message?: unknown; amount?: unknown; detail?: unknown };
                if (status >= 400 && typeof parsed.message === 'string') code = parsed.message;
                if (status === 201 && typeof parsed.amount === 'string') amount = parsed.amount;
                if (status === 503) ticket = waitingRoomOf(parsed.detail)?.ticket;
              } catch {
                code = 'UNPARSABLE';
              }
              const retryAfter = status === 503 ? Number(response.headers['retry-after'] ?? 1) || 1 : undefined;
              resolve({
                status,
                code,
                amount,
                latencyMs,
                ...(retryAfter === undefined ? {} : { retryAfter }),
                ...(ticket === undefined ? {} : { ticket }),
              });
            });
            response.on('error', () => resolve({ status: 0, code: 'NETWORK', amount: null, latencyMs: performance.now() - started }));
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ status: 0, code: error.code ?? 'NETWORK', amount: null, latencyMs: performance.now() - started }),
        );
        request.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** CPU seconds (user + system) a process used so far, from /proc (Linux); 0 where unreadable. */
function cpuSecondsOf(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of every PostgreSQL server process (comm "postgres") on this machine. */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSecondsOf(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** Where the CPU time of a run went: each API process, PostgreSQL, this load generator (seconds). */
export function cpuMeter(apiPids: readonly number[]) {
  const startApi = apiPids.map(cpuSecondsOf);
  const startPg = postgresCpuSeconds();
  const startSelf = process.cpuUsage();
  return () => {
    const self = process.cpuUsage(startSelf);
    return {
      api: apiPids.map((pid, i) => round(cpuSecondsOf(pid) - (startApi[i] ?? 0), 2)),
      postgres: round(postgresCpuSeconds() - startPg, 2),
      loadGenerator: round((self.user + self.system) / 1e6, 2),
    };
  };
}
