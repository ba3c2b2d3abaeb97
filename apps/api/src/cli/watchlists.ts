import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportSummary } from '@ico/domain/contracts/watchlists';
import { isWatchList, WATCH_LISTS, type WatchList } from '@ico/domain/screening';
import { describeProblem, WATCHLIST_MAX_BYTES } from '@ico/domain/watchlists';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { type Config, ConfigError, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { watchlistRelease } from '../db/schema';
import { installAuditKeys } from '../services/audit/audit-keys';
import { rescreenAfterRelease } from '../services/screening/rescreen-after-release';
import { SessionCache } from '../services/sessions/session-cache';
import { fetchListBytes, ListFetchError } from '../services/watchlists/fetch-list';
import { importListFile } from '../services/watchlists/import-list-file';
import { WatchlistFileError } from '../services/watchlists/list-files';
import { EXIT, isMissingTable, openServerDatabase, operatorName } from './admin';
import { OperatorError } from './admin-commands';

const LIST_NAMES: Record<WatchList, string> = {
  un: 'UN Security Council consolidated list',
  amlo: 'AMLO designated-persons list',
  pep: 'politically exposed persons list',
  internal: 'internal list',
};

export function usage(): string {
  return [
    'Usage: npm run watchlists -- import <un|amlo|pep|internal> <file-or-url>',
    '       npm run watchlists -- rescreen <release-id>',
    '',
    'Imports a watch list as a new release: the entries added, changed and removed against its previous release are',
    'stored with their content before (docs/watchlists.md describes each format). A file with a fault is refused whole',
    'and nothing is stored. The same bytes as the newest release import nothing.',
    '',
    '  un        the UN Security Council consolidated list (its published XML)',
    '  amlo      the AMLO designated-persons list (our CSV layout, UTF-8 or TIS-620)',
    '  pep       the politically exposed persons list (our CSV layout)',
    '  internal  the internal list, whole (the AMLO layout); staff also edit it in the back office',
    '',
    `A URL must be https:// (plain http only to 127.0.0.1); files and answers are limited to ${WATCHLIST_MAX_BYTES / 1024 / 1024} MB.`,
    "Run it on the server host with the server's configuration (DATA_DIR or DATABASE_URL). With the embedded database",
    '(no DATABASE_URL) stop the server first; with PostgreSQL it may keep running. The import is written to the audit log',
    'with your system user name and this host name.',
    '',
    'After a release that adds or changes entries, the existing investors are screened against those entries; rescreen',
    'does it again for a release (when it failed after the import).',
    '',
    'Exit codes: 0 imported (or unchanged), 1 refused or failed (the reason is printed), 64 wrong usage, 78 wrong configuration.',
  ].join('\n');
}

type Output = { out: (text: string) => void; err: (text: string) => void };

const isUrl = (value: string): boolean => /^[a-z][a-z0-9+.-]*:\/\//i.test(value);

/** What the operator reads after an import. */
export function summaryLines(summary: ImportSummary, source: string): string[] {
  const name = LIST_NAMES[summary.list];
  if (summary.unchanged)
    return [
      `${source} has the same bytes as the ${name}'s newest release #${summary.releaseId}: nothing imported (${summary.total} entries listed).`,
    ];
  return [
    `Imported the ${name} from ${source} as release #${summary.releaseId}:`,
    `  ${summary.added} added, ${summary.changed} changed, ${summary.removed} removed; ${summary.total} entries listed now.`,
  ];
}

/**
 * The existing investors screened against the entries the release added or changed, as the server does after an upload.
 * Account changes reach the running servers' session caches through the database's news (the bus).
 */
async function rescreen(config: Config, database: DatabaseHandle, releaseId: number, output: Output): Promise<boolean> {
  const bus = await database.openBus(Fastify({ logger: false }).log);
  const sessionCache = new SessionCache(bus, { maxAgeMs: 0, maxEntries: 1 });
  try {
    const result = await rescreenAfterRelease({ config, database, sessionCache }, releaseId);
    output.out(
      `Re-screened the investors against the ${result.entries} added or changed entries: ${result.candidateInvestors} candidates, ${result.investorsHit} with a new potential match (${result.hits} hits) in the compliance queue.`,
    );
    return true;
  } catch (error) {
    output.err(
      `The release #${releaseId} is imported, but re-screening the investors failed: ${error instanceof Error ? error.message : String(error)}. Once the cause is fixed, run: npm run watchlists -- rescreen ${releaseId}`,
    );
    return false;
  } finally {
    sessionCache.close();
    await bus.close();
  }
}

/** `rescreen <release-id>`: the re-screening of a release run again. */
async function rescreenRelease(config: Config, releaseId: number, output: Output): Promise<number> {
  let database: DatabaseHandle | null = null;
  try {
    database = await openServerDatabase(config);
    const [release] = await database.db
      .select({ id: watchlistRelease.id })
      .from(watchlistRelease)
      .where(eq(watchlistRelease.id, releaseId));
    if (!release) {
      output.err(`There is no release #${releaseId}.`);
      return EXIT.failed;
    }
    return (await rescreen(config, database, releaseId, output)) ? EXIT.ok : EXIT.failed;
  } catch (error) {
    output.err(
      error instanceof OperatorError ? error.message : `The command failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return EXIT.failed;
  } finally {
    await database?.close().catch(() => {});
  }
}

/** One run: `argv` is what follows `npm run watchlists --`. Answers the exit code. */
export async function runWatchlistsCli(argv: readonly string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  const [command, list, source, ...rest] = argv;
  if (command === 'help' || command === '--help' || command === '-h') {
    output.out(usage());
    return EXIT.ok;
  }
  let problem: string | null = null;
  const releaseId = command === 'rescreen' && list && /^#?\d{1,9}$/.test(list) ? Number(list.replace('#', '')) : 0;
  if (command === 'rescreen') {
    if (!list) problem = 'The release number is missing';
    else if (releaseId < 1) problem = `'${list}' is not a release number`;
    else if (source !== undefined) problem = 'Too many arguments';
  } else if (command !== 'import') problem = command ? `Unknown command '${command}'` : 'The command is missing';
  else if (!list || !isWatchList(list))
    problem = list ? `Unknown list '${list}' (one of ${WATCH_LISTS.join(', ')})` : 'The list is missing';
  else if (!source) problem = 'The file or URL is missing';
  else if (rest.length > 0) problem = 'Too many arguments';
  if (problem) {
    output.err(`${problem}.\n\n${usage()}`);
    return EXIT.usage;
  }
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      output.err(error.message);
      return EXIT.config;
    }
    throw error;
  }
  installAuditKeys(config.auditKeys);
  if (command === 'rescreen') return rescreenRelease(config, releaseId, output);
  if (!isWatchList(list) || !source) return EXIT.usage;
  let bytes: Uint8Array;
  try {
    if (isUrl(source)) bytes = await fetchListBytes(source);
    else {
      bytes = await readFile(source);
      if (bytes.length > WATCHLIST_MAX_BYTES) throw new ListFetchError(`${source} is larger than ${WATCHLIST_MAX_BYTES} bytes`);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof ListFetchError) output.err(`${error.message}. Nothing was imported.`);
    else if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES')
      output.err(
        `${source} cannot be read (${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder' : 'no permission'}). Nothing was imported.`,
      );
    else output.err(`${source} cannot be read: ${error instanceof Error ? error.message : String(error)}. Nothing was imported.`);
    return EXIT.failed;
  }
  let database: DatabaseHandle | null = null;
  try {
    database = await openServerDatabase(config);
    const summary = await importListFile(database.db, {
      list,
      bytes,
      source: isUrl(source) ? source : path.basename(source),
      origin: { via: 'command', actorId: null, operator: operatorName() },
    });
    for (const line of summaryLines(summary, source)) output.out(line);
    if (summary.unchanged) return EXIT.ok;
    output.out(`Recorded in the audit log as ${operatorName()}.`);
    if (summary.added + summary.changed === 0) return EXIT.ok;
    return (await rescreen(config, database, summary.releaseId, output)) ? EXIT.ok : EXIT.failed;
  } catch (error) {
    if (error instanceof WatchlistFileError) output.err(`Refused: ${describeProblem(error.problem)}. Nothing was imported.`);
    else if (error instanceof OperatorError) output.err(error.message);
    else if (isMissingTable(error))
      output.err(
        'The database has no portal tables (or older ones): start the server once with this configuration, then run this command.',
      );
    else output.err(`The import failed: ${error instanceof Error ? error.message : String(error)}. Nothing was imported.`);
    return EXIT.failed;
  } finally {
    await database?.close().catch(() => {});
  }
}

// Run as a program (`npm run watchlists`), not when a test imports it.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  runWatchlistsCli(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`The command failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(EXIT.failed);
    },
  );
}
