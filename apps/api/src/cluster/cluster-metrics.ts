import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';

/**
 * With WORKERS=N a scrape of /api/metrics/ reaches one worker, whichever the primary hands the connection to. That
 * worker asks the primary, which collects every worker's registry with prom-client's AggregatorRegistry (counters
 * and histograms summed, the outbox gauges' maximum) and answers the text. One scrape covers the whole cluster.
 */
const REQUEST = 'ico:cluster-metrics-request';
const ANSWER = 'ico:cluster-metrics-answer';
/** prom-client's own collection gives up after 5 s; the worker waits a little longer for its answer. */
const WAIT_MS = 6_000;

type Request = { type: typeof REQUEST; id: string };
type Answer = { type: typeof ANSWER; id: string; text?: string; error?: string };

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** In the primary: answers the workers' requests for the cluster's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<Request>(message, REQUEST)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (error: unknown) =>
        worker.send({ type: ANSWER, id: message.id, error: error instanceof Error ? error.message : String(error) } satisfies Answer),
    );
  });
}

/** In a worker: the metrics of every worker of the cluster, in Prometheus' text format. */
export function requestClusterMetrics(): Promise<string> {
  const send = process.send?.bind(process);
  if (!send) return Promise.reject(new Error('not a cluster worker'));
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isMessage<Answer>(message, ANSWER) || message.id !== id) return;
      finish();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(`cluster metrics: ${message.error ?? 'no answer'}`));
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error('cluster metrics: the primary did not answer'));
    }, WAIT_MS);
    const finish = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    send({ type: REQUEST, id } satisfies Request);
  });
}
