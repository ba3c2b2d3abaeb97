import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { verifyAuditChain } from '../services/audit/verify-audit-chain';

/** Exit codes: 0 the chain is intact, 1 it is broken (or cannot be read), 2 the embedded database is in use. */
export const VERIFY_EXIT = { intact: 0, broken: 1, inUse: 2 } as const;

type Output = { out: (text: string) => void; err: (text: string) => void };

const REASON_TEXT = {
  content: 'its content does not match its hash (the row was changed)',
  link: 'its link to the previous row is wrong (a row before it was removed, added or rewritten)',
  missing: 'it has no hash (it was written past the application)',
} as const;

/**
 * `npm run audit:verify`: checks the audit log's hash chain of the server's database, PostgreSQL with
 * DATABASE_URL, else the embedded database in DATA_DIR (default ./data), which must not be open in a running server.
 */
export async function runAuditVerify(env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  if (!databaseUrl && !existsSync(path.join(dataDir, 'pgdata'))) {
    output.err(`There is no embedded database in DATA_DIR (${dataDir}). Run this with the server's DATA_DIR, or its DATABASE_URL.`);
    return VERIFY_EXIT.broken;
  }
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      output.err(
        [
          `The embedded database in ${error.dataDir} is open in the running server (process ${error.pid}), and it serves one process at a time.`,
          'Stop the server, run npm run audit:verify again, then start the server. (With DATABASE_URL it runs while the server keeps running.)',
        ].join('\n'),
      );
      return VERIFY_EXIT.inUse;
    }
    throw error;
  }
  try {
    const state = await verifyAuditChain(database.db);
    if (state.broken) {
      const row = state.broken;
      output.err(
        `Audit log BROKEN at row ${row.id} (${row.action}, created ${row.created_at}): ${REASON_TEXT[row.reason]}. ${state.checked} rows before it are intact.`,
      );
      return VERIFY_EXIT.broken;
    }
    output.out(`Audit log intact: ${state.checked} rows checked, last hash ${state.lastHash ?? '(empty log)'}.`);
    return VERIFY_EXIT.intact;
  } finally {
    await database.close().catch(() => {});
  }
}

// Run as a program (`npm run audit:verify`), not when a test imports it.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  runAuditVerify(process.env, {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`The verification failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(VERIFY_EXIT.broken);
    },
  );
}
