import { ConfigError, loadConfig } from './config';
import { walletProofEngine } from './security/wallet-proof';
import { createServer } from './server';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  const app = await createServer(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `ICO portal on http://localhost:${config.port}/ (database: ${app.database.kind}, data: ${config.dataDir}, signatures: ${walletProofEngine})`,
  );
}

main().catch((error) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
