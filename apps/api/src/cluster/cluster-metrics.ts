import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue, type Registry } from 'prom-client';

/**
 * With WORKERS=N a scrape of /api/metrics/ reaches one worker, whichever the primary hands the connection to. That
 * worker asks the primary, which collects the registry of every worker that has one (a worker sends READY once its
 * app has built it) and answers the sum in Prometheus' text format (prom-client's AggregatorRegistry.aggregate:
 * counters and histograms summed, the outbox gauges' maximum). A worker that is still starting is not asked, and one
 * that dies meanwhile is not waited for past COLLECT_WAIT_MS: the scrape answers with the others.
 */
const READY = 'ico:metrics-ready';
const REQUEST = 'ico:metrics-request';
const ANSWER = 'ico:metrics-answer';
const COLLECT = 'ico:metrics-collect';
const COLLECTED = 'ico:metrics-collected';
const COLLECT_WAIT_MS = 3_000;
/** The worker waits a little longer than the primary's collection. */
const ANSWER_WAIT_MS = COLLECT_WAIT_MS + 2_000;

type Metrics = MetricObjectWithValues<MetricValue<string>>[];
type Message =
  | { type: typeof READY }
  | { type: typeof REQUEST; id: string }
  | { type: typeof ANSWER; id: string; text?: string; error?: string }
  | { type: typeof COLLECT; id: string }
  | { type: typeof COLLECTED; id: string; metrics: Metrics };

function isMessage<T extends Message['type']>(message: unknown, type: T): message is Extract<Message, { type: T }> {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}

/** In the primary: collects every ready worker's metrics for the worker that asks. */
export function serveClusterMetrics(): void {
  const ready = new Map<number, Worker>();
  const collections = new Map<string, (metrics: Metrics) => void>();
  cluster.on('exit', (worker) => ready.delete(worker.id));
  cluster.on('message', (worker, message: unknown) => {
    if (isMessage(message, READY)) ready.set(worker.id, worker);
    else if (isMessage(message, COLLECTED)) collections.get(message.id)?.(message.metrics);
    else if (isMessage(message, REQUEST)) {
      const id = randomUUID();
      const workers = [...ready.values()].filter((w) => w.isConnected());
      const gathered: Metrics[] = [];
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, COLLECT_WAIT_MS);
        collections.set(id, (metrics) => {
          gathered.push(metrics);
          if (gathered.length === workers.length) {
            clearTimeout(timer);
            resolve();
          }
        });
        for (const w of workers) w.send({ type: COLLECT, id } satisfies Message);
        if (workers.length === 0) resolve();
      })
        .then(() => AggregatorRegistry.aggregate(gathered).metrics())
        .then(
          (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Message),
          (error: unknown) =>
            worker.send({ type: ANSWER, id: message.id, error: error instanceof Error ? error.message : String(error) } satisfies Message),
        )
        .finally(() => collections.delete(id));
    }
  });
}

/** In a worker: lets the primary collect this registry, from now on. */
export function offerClusterMetrics(registry: Registry): void {
  const send = process.send?.bind(process);
  if (!send) return;
  process.on('message', (message: unknown) => {
    if (!isMessage(message, COLLECT)) return;
    registry.getMetricsAsJSON().then(
      (metrics) => send({ type: COLLECTED, id: message.id, metrics: metrics as Metrics } satisfies Message),
      // A failed collection (the outbox query, say) leaves this worker out of this scrape; the primary stops waiting.
      () => {},
    );
  });
  send({ type: READY } satisfies Message);
}

/** In a worker: the metrics of every worker of the cluster, in Prometheus' text format. */
export function requestClusterMetrics(): Promise<string> {
  const send = process.send?.bind(process);
  if (!send) return Promise.reject(new Error('not a cluster worker'));
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isMessage(message, ANSWER) || message.id !== id) return;
      finish();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(`cluster metrics: ${message.error ?? 'no answer'}`));
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error('cluster metrics: the primary did not answer'));
    }, ANSWER_WAIT_MS);
    const finish = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    send({ type: REQUEST, id } satisfies Message);
  });
}
