import { existsSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, desc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { type Config, ConfigError, loadConfig, loadStorageConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { mailOutbox } from '../db/schema';
import { createMailer, type Mailer, type OutgoingMail } from '../mail/mailer';
import { createCounterStore, RateLimiter } from '../security/rate-limiter';
import { installAuditKeys } from '../services/audit/audit-keys';
import {
  type CommandOutcome,
  isOperatorCommand,
  OPERATOR_COMMANDS,
  type OperatorContext,
  OperatorError,
  runOperatorCommand,
} from './admin-commands';
import { BackupError, backupDataDir, restoreDataDir } from './embedded-backup';
import { approveStaffProposalOnHost, listStaffProposalsOnHost, rejectStaffProposalOnHost } from './staff-proposal-commands';

/** Exit codes: 0 done, 1 not done (the output says why), 64 wrong usage, 78 wrong configuration (as the server). */
export const EXIT = { ok: 0, failed: 1, usage: 64, config: 78 } as const;

/** The staff proposal commands (issue 29), with their arguments as the usage shows them. */
const STAFF_PROPOSAL_USAGE = {
  'staff-proposals': 'List the staff proposals waiting for a second party, and who may decide each.',
  'approve-staff-proposal <id>':
    'Approve a staff proposal (a new member, a role that can approve, an enabling) while no administrator but its proposer can.',
  'reject-staff-proposal <id> --reason "..."': 'Reject a staff proposal, with the reason.',
} as const;

export function usage(): string {
  const width =
    Math.max(
      ...Object.keys(STAFF_PROPOSAL_USAGE).map((line) => line.length),
      ...Object.keys(OPERATOR_COMMANDS).map((name) => `${name} <username>`.length),
    ) + 2;
  return [
    'Usage: npm run admin -- <command> <username>',
    '',
    "The operator's commands of the ICO portal, run on the server host with the server's configuration (the same",
    'environment: DATABASE_URL or DATA_DIR, SMTP_URL, REDIS_URL, PUBLIC_URL).',
    '',
    'Commands:',
    ...Object.entries(OPERATOR_COMMANDS).map(([name, command]) => `  ${`${name} <username>`.padEnd(width)}${command.summary}`),
    '',
    'Staff proposals: one administrator proposes, a second one approves. While the portal has no administrator but the',
    'proposer, you are the second party:',
    ...Object.entries(STAFF_PROPOSAL_USAGE).map(([line, summary]) => `  ${line.padEnd(width)}${summary}`),
    '',
    'Each change is written to the audit log with your system user name and this host name.',
    'With the embedded database (no DATABASE_URL) the server must be stopped first; with PostgreSQL it may keep running.',
    '',
    'Backup of the embedded database (no DATABASE_URL; stop the server first):',
    `  ${'backup <file>'.padEnd(width)}Write DATA_DIR's database, private files and token secret to <file> (.tar.gz)`,
    `  ${'restore <file> [--force]'.padEnd(width)}Restore <file> into DATA_DIR (--force replaces the data it holds)`,
    'With PostgreSQL use pg_dump -Fc and pg_restore, and the S3 bucket\'s versioning (docs/operations.md, "Backup and restore").',
  ].join('\n');
}

/** Who runs the command, as the audit log names the operator. */
export function operatorName(): string {
  let name = process.env.SUDO_USER ?? '';
  try {
    name ||= userInfo().username;
  } catch {
    name ||= 'unknown';
  }
  return `${name}@${hostname()}`;
}

/** PostgreSQL's "undefined table": a database the server never started on (or an older one). */
export function isMissingTable(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '42P01') return true;
  }
  return false;
}

/** The server's database, or an OperatorError that says what to do. */
export async function openServerDatabase(config: Config): Promise<DatabaseHandle> {
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pgdata'))) {
    throw new OperatorError(
      `There is no embedded database in DATA_DIR (${config.dataDir}). Run this command with the server's DATA_DIR, or its DATABASE_URL.`,
    );
  }
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new OperatorError(
        [
          `The embedded database in ${error.dataDir} is open in the running server (process ${error.pid}), and it serves one process at a time.`,
          'Stop the server first, run this command again, then start the server. Nothing was changed.',
          '(With DATABASE_URL, a PostgreSQL database, these commands run while the server keeps running.)',
        ].join('\n'),
      );
    }
    throw error;
  }
}

type Output = { out: (text: string) => void; err: (text: string) => void };

/**
 * Mails go to the outbox in the command's transaction, as the server queues them, without the server mailer's
 * in-process delivery rounds (this process ends right after; it delivers once itself, below).
 */
function outboxOnly(queued: OutgoingMail[]): Pick<Mailer, 'enqueue'> {
  return {
    async enqueue(tx, mails) {
      const list = [mails].flat();
      queued.push(...list);
      if (list.length > 0) await tx.insert(mailOutbox).values(list.map((mail) => ({ ...mail, nextAttemptAt: sql`now()` })));
    },
  };
}

/** How long the command waits for a mail the server's own outbox job is delivering. */
const MAIL_WAIT_MS = 10_000;

/** With SMTP_URL the queued mails are delivered now and each result is told; without it they wait for the server. */
async function reportMails(config: Config, database: DatabaseHandle, queued: readonly OutgoingMail[], output: Output): Promise<void> {
  if (!config.smtpUrl) {
    for (const mail of queued)
      output.out(`The mail to ${mail.to} ("${mail.subject}") is in the mail_outbox table (no SMTP_URL); the server writes it to its log.`);
    return;
  }
  // The mailer logs what the server's log would show; this command reports its own mails instead.
  const mailer = createMailer({ smtpUrl: config.smtpUrl, db: database.db, log: Fastify({ logger: false }).log });
  try {
    await mailer.deliverDue();
    for (const mail of queued) {
      const latest = async () =>
        (
          await database.db
            .select()
            .from(mailOutbox)
            .where(and(eq(mailOutbox.to, mail.to), eq(mailOutbox.subject, mail.subject)))
            .orderBy(desc(mailOutbox.id))
            .limit(1)
        )[0];
      let row = await latest();
      // The running server's outbox job may have taken this mail first: give its delivery a moment to finish.
      for (let waited = 0; row && !row.sentAt && !row.error && waited < MAIL_WAIT_MS; waited += 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        row = await latest();
      }
      if (row?.sentAt) output.out(`Mailed ${mail.to}: "${mail.subject}".`);
      else output.err(`The mail to ${mail.to} could not be sent yet (${row?.error ?? 'no answer'}); the server's outbox job tries again.`);
    }
  } finally {
    mailer.close();
  }
}

/** `backup <file>` and `restore <file> [--force]`: the embedded database's files, with the server stopped. */
async function runBackupCommand(
  name: 'backup' | 'restore',
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  output: Output,
): Promise<number> {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || (force && name === 'backup')) {
    output.err(`Usage: npm run admin -- ${name === 'backup' ? 'backup <file>' : 'restore <file> [--force]'}\n\n${usage()}`);
    return EXIT.usage;
  }
  const file = files[0] as string;
  let config: ReturnType<typeof loadStorageConfig>;
  try {
    config = loadStorageConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      output.err(error.message);
      return EXIT.config;
    }
    throw error;
  }
  if (config.databaseUrl) {
    output.err(
      [
        'DATABASE_URL is set: the database is PostgreSQL, which this command does not copy.',
        `Back it up with pg_dump -Fc and restore with pg_restore (docs/operations.md, "Backup and restore"); the private files are in ${
          config.s3Bucket ? `the S3 bucket ${config.s3Bucket} (keep its versioning on)` : path.join(config.dataDir, 'private-files')
        }.`,
      ].join('\n'),
    );
    return EXIT.failed;
  }
  try {
    if (name === 'backup') {
      const { parts, bytes } = await backupDataDir(config.dataDir, file);
      output.out(`Backed up ${parts.join(', ')} of ${config.dataDir} to ${path.resolve(file)} (${bytes} bytes).`);
      if (!parts.includes('secrets'))
        output.out('No generated token secret in DATA_DIR: keep JWT_SECRET with this backup, it is needed to restore.');
      output.out('The file holds identity documents and the token secret: keep it encrypted and access-controlled.');
    } else {
      const { parts } = await restoreDataDir(file, config.dataDir, { force });
      output.out(`Restored ${parts.join(', ')} into ${config.dataDir}. Start the server on this DATA_DIR.`);
    }
    return EXIT.ok;
  } catch (error) {
    if (error instanceof BackupError) output.err(`${error.message} Nothing was changed.`);
    else if (error instanceof DataDirInUseError)
      output.err(
        `The embedded database in ${error.dataDir} is open in the running server (process ${error.pid}): stop the server first, then run this command again. Nothing was changed.`,
      );
    else output.err(`The ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  }
}

/** A staff proposal command's work, once its arguments are read. */
type StaffProposalRun = (context: OperatorContext) => Promise<CommandOutcome>;

/** `staff-proposals`, `approve-staff-proposal <id>`, `reject-staff-proposal <id> --reason "..."`; a usage error otherwise. */
function staffProposalRun(name: string, args: readonly string[]): StaffProposalRun | string | null {
  if (name === 'staff-proposals') return args.length === 0 ? listStaffProposalsOnHost : 'Too many arguments';
  if (name !== 'approve-staff-proposal' && name !== 'reject-staff-proposal') return null;
  const [given, ...rest] = args;
  if (!given) return 'The proposal number is missing';
  const id = /^#?\d{1,9}$/.test(given) ? Number(given.replace('#', '')) : 0;
  if (id < 1) return `'${given}' is not a proposal number`;
  if (name === 'approve-staff-proposal')
    return rest.length === 0 ? (context) => approveStaffProposalOnHost(context, id) : 'Too many arguments';
  const [flag, reason, ...more] = rest;
  if (flag !== '--reason' || reason === undefined || more.length > 0) return 'Give the reason as --reason "..."';
  return (context) => rejectStaffProposalOnHost(context, id, reason);
}

/** One run: `argv` is what follows `npm run admin --`. Answers the exit code; writes plain English to `out` and `err`. */
export async function runAdminCli(argv: readonly string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  const [name, ...args] = argv;
  if (name === 'backup' || name === 'restore') return runBackupCommand(name, args, env, output);
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    if (name === undefined) {
      output.err(usage());
      return EXIT.usage;
    }
    output.out(usage());
    return EXIT.ok;
  }
  const proposalRun = staffProposalRun(name, args);
  if (typeof proposalRun === 'string') {
    output.err(`${proposalRun}.\n\n${usage()}`);
    return EXIT.usage;
  }
  let run: StaffProposalRun;
  if (proposalRun) run = proposalRun;
  else {
    if (!isOperatorCommand(name)) {
      output.err(`Unknown command '${name}'.\n\n${usage()}`);
      return EXIT.usage;
    }
    const [username, ...rest] = args;
    if (!username || rest.length > 0) {
      output.err(`${username ? 'Too many arguments' : 'The username is missing'}.\n\n${usage()}`);
      return EXIT.usage;
    }
    run = (context) => runOperatorCommand(context, name, username);
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
  // The host's commands write audit rows: signed with the server's audit key (ADR 0027).
  installAuditKeys(config.auditKeys);
  let database: DatabaseHandle | null = null;
  let limiter: RateLimiter | null = null;
  try {
    database = await openServerDatabase(config);
    limiter = config.redisUrl ? new RateLimiter(await createCounterStore(config.redisUrl), config.addressRateLimitFactor) : null;
    const queued: OutgoingMail[] = [];
    const outcome = await run({
      config,
      db: database.db,
      mailer: outboxOnly(queued),
      limiter,
      embedded: database.kind === 'pglite',
      operator: operatorName(),
    });
    for (const line of outcome.lines) (outcome.ok ? output.out : output.err)(line);
    if (queued.length > 0) await reportMails(config, database, queued, output);
    // A staff proposal command records only what it decided; an account command records every run.
    if (!proposalRun || outcome.detail.audited) output.out(`Recorded in the audit log as ${operatorName()}.`);
    return outcome.ok ? EXIT.ok : EXIT.failed;
  } catch (error) {
    if (error instanceof OperatorError) output.err(error.message);
    else if (isMissingTable(error))
      output.err(
        'The database has no portal tables (or older ones): start the server once with this configuration, then run this command.',
      );
    else output.err(`The command failed: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  } finally {
    await limiter?.close().catch(() => {});
    await database?.close().catch(() => {});
  }
}

// Run as a program (`npm run admin`), not when a test imports it.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  runAdminCli(process.argv.slice(2), process.env, {
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
