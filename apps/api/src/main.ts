import cluster from 'node:cluster';
import { runPrimary, SHUTDOWN_MESSAGE } from './cluster/primary';
import { type Config, ConfigError, loadConfig } from './config';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}

/**
 * One API process: it serves until SIGTERM or SIGINT, then answers not-ready (/api/ready/) for SHUTDOWN_DRAIN_SECONDS
 * while still serving, so a load balancer stops sending it requests, then closes (in-flight requests finish). A second
 * signal skips the rest of the drain.
 */
async function serve(config: Config): Promise<void> {
  // Stop requests from the first moment: one that comes while the app still starts (a cluster stopping right after it
  // forked this worker) is kept and carried out once it has started.
  let stop: (signal: string) => void;
  let requested: string | undefined;
  stop = (signal) => {
    requested ??= signal;
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  if (cluster.isWorker) {
    // The primary's stop (not a second signal: under systemd the worker may have had the signal itself already).
    process.on('message', (message) => {
      if (message === SHUTDOWN_MESSAGE) stop('primary');
    });
    // The primary is gone (killed): no connection can reach this worker any more.
    process.on('disconnect', () => stop('primary gone'));
  }

  // Imported here: a cluster's primary never loads the app.
  const [{ createServer }, { walletProofEngine }] = await Promise.all([import('./server'), import('./security/wallet-proof')]);
  const app = await createServer(config);
  if (requested) {
    app.log.info({ signal: requested }, 'stopped while starting');
    await app.close();
    process.exit(0);
  }
  let closing = false;
  let skipDrain: () => void = () => {};
  stop = (signal) => {
    if (closing) {
      // A second signal skips the rest of the drain; the primary's message or its loss never does.
      if (signal === 'SIGINT' || signal === 'SIGTERM') skipDrain();
      return;
    }
    closing = true;
    app.lifecycle.shuttingDown = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: not ready from now on');
    new Promise<void>((resolve) => {
      skipDrain = resolve;
      setTimeout(resolve, config.shutdownDrainMs).unref();
    })
      .then(() => app.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  await app.listen({ port: config.port, host: config.host });
  const role = cluster.isWorker ? `cluster worker of WORKERS=${config.workers}, ` : '';
  app.log.info(
    `ICO portal on http://localhost:${config.port}/ (${role}database: ${app.database.kind}, data: ${config.dataDir}, signatures: ${walletProofEngine})`,
  );
  if (config.databaseUrl && config.auditKeysSource === 'data-dir') {
    app.log.warn(
      "AUDIT_HMAC_KEYS is not set: this process signs with the key in its DATA_DIR. Every process that shares this database must sign with the same keys (set AUDIT_HMAC_KEYS from your secret store), or each reads the others' reservations as tampered and holds their payment details.",
    );
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  if (config.workers > 1 && cluster.isPrimary) runPrimary(config);
  else await serve(config);
}

main().catch((error) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
