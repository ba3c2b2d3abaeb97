import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChainBreak } from '@ico/domain/contracts/audit';
import { ConfigError, loadAuditConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { auditKeysFile } from '../services/audit/audit-keys';
import { verifyAuditChain } from '../services/audit/verify-audit-chain';

/**
 * Exit codes: 0 the chain is intact, 1 it is broken (or cannot be read), 2 the embedded database is in use, 78 the
 * configuration is wrong (no audit key, a malformed one), as the server's own start answers it.
 */
export const VERIFY_EXIT = { intact: 0, broken: 1, inUse: 2, config: 78 } as const;

type Output = { out: (text: string) => void; err: (text: string) => void };

const REASON_TEXT: Record<ChainBreak, string> = {
  content: 'its content does not match its hash (the row was changed)',
  link: 'its link to the previous row is wrong (a row before it was removed, added or rewritten)',
  missing: 'it has no hash (it was written past the application)',
  mac: 'its MAC does not match (the chain was REWRITTEN: the row was changed and the hashes computed again)',
  unsigned: 'it has no MAC (it was APPENDED BY HAND, past the application)',
  unknownKey: 'its MAC is made with a key id not in AUDIT_HMAC_KEYS (a key was dropped, or the MAC is forged)',
  resealed: 'it was sealed at a start after the log had been anchored (its MAC was removed and put back)',
  anchor: 'its hash is not the one the anchor file recorded, or it is gone (the chain was REWRITTEN up to this row)',
  truncated: 'the log ends before this row, which the anchor file recorded (the chain was TRUNCATED: its newest rows were deleted)',
  anchorForged: 'an anchor of the anchor file naming this row does not carry a valid MAC (forged or damaged)',
};

/**
 * `npm run audit:verify`: checks the audit log of the server's database, PostgreSQL with DATABASE_URL, else the
 * embedded database in DATA_DIR (default ./data), which must not be open in a running server: every row's hash, link
 * and MAC against the audit keys (AUDIT_HMAC_KEYS, else the key the embedded default generated in DATA_DIR), and the
 * rows the anchor file (AUDIT_ANCHOR_FILE, default DATA_DIR/audit-anchors.jsonl) recorded.
 */
export async function runAuditVerify(env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  let settings: ReturnType<typeof loadAuditConfig>;
  try {
    settings = loadAuditConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.err(error.message);
    return VERIFY_EXIT.config;
  }
  const { keys, anchorFile, dataDir } = settings;
  if (!keys) {
    output.err(
      [
        `No audit key: AUDIT_HMAC_KEYS is not set and ${auditKeysFile(dataDir)} does not exist.`,
        "Run this with the server's AUDIT_HMAC_KEYS, or with the DATA_DIR whose generated key the server uses.",
      ].join('\n'),
    );
    return VERIFY_EXIT.config;
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
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
    const state = await verifyAuditChain(database.db, { keys, anchorFile });
    const anchor = state.lastAnchor;
    const anchorText = anchor
      ? `last anchor: row ${anchor.lastId} at ${anchor.at.toISOString()} (${anchorFile})`
      : `no anchor yet${anchorFile ? ` in ${anchorFile}` : ' (AUDIT_ANCHOR_FILE=none)'}: the head is not checked against one`;
    if (state.broken) {
      const row = state.broken;
      const what = row.action === null ? `row ${row.id}` : `row ${row.id} (${row.action}, created ${row.created_at})`;
      const appended =
        anchor && row.id > anchor.lastId && (row.reason === 'unsigned' || row.reason === 'mac') ? ` It comes after the ${anchorText}.` : '';
      output.err(`Audit log BROKEN at ${what}: ${REASON_TEXT[row.reason]}. ${state.checked} rows before it are intact.${appended}`);
      return VERIFY_EXIT.broken;
    }
    output.out(`Audit log intact: ${state.checked} rows checked, last hash ${state.lastHash ?? '(empty log)'}.`);
    output.out(`Every row carries a valid MAC; ${anchorText}.`);
    if (state.sealed)
      output.out(
        `${state.sealed.rows} rows were written before the audit keys and MAC'd at the first start with them (${state.sealed.at}): for those, only the hash chain shows changes made before that.`,
      );
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
