import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './seed/demo-data';
import { seedReferenceData } from './seed/reference-data';
import { ensureFirstAdmin } from './services/accounts/ensure-first-admin';
import { normalizeCompanyPhones, normalizeStoredPhones } from './services/accounts/normalize-stored-phones';
import { sealAuditLog } from './services/audit/seal-audit-log';

/** Opens the database, migrates and seeds it, and builds the app: what main and the tests share. */
export async function createServer(config: Config): Promise<FastifyInstance> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  try {
    await database.migrate();
    // Rows written before the hash chain existed are chained once, before anything else writes (ADR 0011).
    await sealAuditLog(database.db);
    await seedReferenceData(database.db);
    // Phones sent before they were stored in E.164 (issue 19), rewritten once.
    await normalizeStoredPhones(database.db);
    await normalizeCompanyPhones(database.db);
    const app = await buildApp({ config, database });
    app.addHook('onClose', () => database.close());
    if (config.demoData) await seedDemoData(app);
    await ensureFirstAdmin(app, (text) => process.stdout.write(text));
    return app;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
