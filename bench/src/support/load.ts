import autocannon from 'autocannon';
import type { Measurement } from '../types';
import { READ_LOAD } from './settings';

export type LoadRequest = { path: string; headers?: Record<string, string> };

function fire(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Fixed-concurrency HTTP load with autocannon: `connections` keep-alive connections, each sending the next request
 * as soon as its answer came, cycling through `requests`; a warm-up first. Latency percentiles come from
 * autocannon's HDR histogram.
 */
export async function measureHttp(label: string, baseUrl: string, requests: LoadRequest[], load = READ_LOAD): Promise<Measurement> {
  const base = {
    url: baseUrl,
    connections: load.connections,
    requests: requests.map((r) => ({ method: 'GET' as const, path: r.path, headers: r.headers })),
  };
  await fire({ ...base, amount: load.warmupRequests });
  const result = await fire({ ...base, duration: load.durationSeconds });
  const total = result.requests.total;
  return {
    label,
    requests: total,
    durationSeconds: result.duration,
    rps: round(total / result.duration, 1),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

export const round = (value: number, digits = 2): number => Math.round(value * 10 ** digits) / 10 ** digits;
