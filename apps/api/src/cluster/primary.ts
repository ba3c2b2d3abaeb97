import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import type { Config } from '../config';
import { serveClusterMetrics } from './cluster-metrics';

/** The message by which the primary tells a worker to drain and stop (a signal would count twice under systemd). */
export const SHUTDOWN_MESSAGE = 'ico:shutdown';

/** A worker that ran this long before it died was healthy: the next one starts at once. */
const STABLE_MS = 60_000;
/** Restarts after early deaths wait 1 s, 2 s, 4 s ... up to this, so a crash at start does not spin. */
const MAX_RESTART_DELAY_MS = 30_000;
/** After the drain, how long workers have to finish their requests and close before they are killed. */
const CLOSE_GRACE_MS = 30_000;

/**
 * The primary of WORKERS=N (node:cluster): it serves nothing itself. It forks N workers, which share PORT (the
 * primary accepts and hands each connection to a worker in turn), restarts one that dies (with backoff while they
 * keep dying early), answers the workers' requests for the cluster's metrics, and on SIGTERM or SIGINT tells every
 * worker to drain and stop, then exits when all have (killing any that outlast the drain and a grace period).
 * Each worker migrates under PostgreSQL's advisory lock and runs the background jobs, which take their rows with
 * SKIP LOCKED (payment deadlines, account deletion) or leases (mail outbox): N of them never do one twice.
 */
export function runPrimary(config: Config): void {
  const log = pino({ level: config.logLevel, base: { pid: process.pid, role: 'primary' } });
  serveClusterMetrics();
  const startedAt = new Map<number, number>();
  const restarts = new Set<NodeJS.Timeout>();
  let earlyDeaths = 0;
  let stopping = false;

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };
  const liveWorkers = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) {
      if (liveWorkers().length === 0) {
        log.info('all workers stopped');
        process.exit(0);
      }
      return;
    }
    earlyDeaths = lived >= STABLE_MS ? 0 : earlyDeaths + 1;
    const delay = earlyDeaths === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (earlyDeaths - 1));
    log.error({ workerPid: worker.process.pid, code, signal, livedMs: lived, restartInMs: delay }, 'worker died; starting another');
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    restarts.add(timer);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal: no more draining.
      for (const worker of liveWorkers()) worker.process.kill('SIGTERM');
      return;
    }
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    const workers = liveWorkers();
    log.info({ signal, workers: workers.length }, 'stopping the workers');
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) if (worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
    setTimeout(() => {
      const left = liveWorkers();
      log.error({ workers: left.length }, 'workers did not stop in time: killed');
      for (const worker of left) worker.process.kill('SIGKILL');
      process.exit(1);
    }, config.shutdownDrainMs + CLOSE_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  log.info({ workers: config.workers, port: config.port }, 'starting the workers');
  for (let i = 0; i < config.workers; i += 1) fork();
}
