import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './seed/demo-data';
import { seedReferenceData } from './seed/reference-data';
import { ensureFirstAdmin } from './services/accounts/ensure-first-admin';
import { normalizeCompanyPhones, normalizeStoredPhones } from './services/accounts/normalize-stored-phones';
import { installAuditKeys } from './services/audit/audit-keys';
import { sealAuditLog, sealWithAuditKeys } from './services/audit/seal-audit-log';

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
    // The audit keys sign every row and joining from now on; what was written before them is MAC'd once (ADR 0027).
    installAuditKeys(config.auditKeys);
    const keySeal = await sealWithAuditKeys(database.db, config.auditKeys, config.auditAnchor.file);
    await seedReferenceData(database.db);
    // Phones sent before they were stored in E.164 (issue 19), rewritten once.
    await normalizeStoredPhones(database.db);
    await normalizeCompanyPhones(database.db);
    const app = await buildApp({ config, database });
    if (keySeal?.sealed)
      app.log[keySeal.auditRows + keySeal.joinings > 0 ? 'warn' : 'info'](
        keySeal,
        "audit keys in use: the rows and joinings written before them were MAC'd once (ADR 0027)",
      );
    else if (keySeal)
      app.log.error(keySeal, 'audit rows or joinings without a MAC after the keys were in use: left unsealed, they fail their checks');
    app.addHook('onClose', () => database.close());
    if (config.demoData) await seedDemoData(app);
    await ensureFirstAdmin(app, (text) => process.stdout.write(text));
    return app;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
