import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AML_RETENTION_YEARS } from '@ico/domain/account-closure';
import { RESERVATION_QUEUE_MAX_WAIT_CEILING_MS } from '@ico/domain/admission';
import { COMPANY } from '@ico/domain/company';
import { DEFAULT_SCREENING_THRESHOLD } from '@ico/domain/screening-score';
import { DEFAULT_SESSION_LIMITS, parseDuration, type SessionAudience, type SessionLimits } from '@ico/domain/session-lifetimes';
import { SUITABILITY_VALID_DAYS_DEFAULT } from '@ico/domain/suitability-expiry';
import { z } from 'zod';
import { createSecretFileOnce } from './security/secret-file';
import { ACCESS_TOKEN_SECONDS } from './security/tokens';
import { parseTrustedProxies } from './security/trusted-proxies';
import { type AuditKeyRing, loadOrCreateAuditKeys, parseAuditKeys, readAuditKeysFile } from './services/audit/audit-keys';
import { listUrlProblem } from './services/watchlists/fetch-list';
import type { S3Settings } from './storage/file-store';

const optionalUrl = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(
      z
        .url({ error: `must be a URL (${protocols.join(', ')})` })
        .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), { error: `must start with ${protocols.join(' or ')}` })
        .optional(),
    )
    .optional();

/** A session's lifetime or idle timeout: `30m`, `12h`, `30d`; unset, the domain's default (in milliseconds). */
const duration = (defaultMs: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return defaultMs;
      const ms = parseDuration(value);
      if (ms !== null) return ms;
      ctx.addIssue({ code: 'custom', message: 'must be a whole number of minutes, hours or days, e.g. 30m, 12h or 30d' });
      return z.NEVER;
    });

/** A watch list's URL for the scheduled refresh: https (plain http only to this machine), or unset. */
const watchlistUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(
    z
      .string()
      .refine((v) => listUrlProblem(v) === null, { error: 'must be an https:// URL (plain http only to 127.0.0.1)' })
      .optional(),
  )
  .optional();

/** Every setting comes from the environment and is checked here, once, at start. */
const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  ADMIN_PASSWORD: z.string().min(12, { error: 'must have at least 12 characters' }).optional(),
  JWT_SECRET: z.string().min(32, { error: 'must have at least 32 characters' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Proxies whose X-Forwarded-For is believed: addresses and CIDR ranges, comma separated, never "any" (trusted-proxies.ts). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustedProxies(value);
      if ('proxies' in parsed) return parsed.proxies;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  /** The portal's address as investors reach it, for links in mails; defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalUrl(['http', 'https']),
  /** Where the built web app is; defaults to apps/web/dist of this checkout. */
  WEB_DIST: z.string().trim().min(1).optional(),
  /** Multiplies the per-address abuse limits, for test suites and load tests that come from one address. */
  ADDRESS_RATE_LIMIT_FACTOR: z.coerce.number({ error: 'must be a number' }).int().min(1).max(10_000).default(1),
  /** S3-compatible storage for private files; without S3_BUCKET they are kept under DATA_DIR/private-files. */
  S3_BUCKET: z.string().trim().min(3).optional(),
  S3_ENDPOINT: optionalUrl(['http', 'https']),
  S3_REGION: z.string().trim().min(1).default('ap-southeast-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  /** How long one process keeps the public offering answers (milliseconds; 0 turns the cache off). */
  PUBLIC_CACHE_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(60_000).default(1000),
  /**
   * How long one process may answer a session's check from memory (milliseconds; 0 turns the cache off). Every change
   * of a session or its user drops it at once in every process; this only bounds an entry's age.
   */
  SESSION_CACHE_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(300_000).default(30_000),
  /** The most sessions one process keeps in that cache. */
  SESSION_CACHE_ENTRIES: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1_000_000).default(20_000),
  /** Maximum connections of the PostgreSQL pool of one process. */
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(200).default(10),
  /** API requests one process works on at once; more are answered 503 with Retry-After at once (load shedding). */
  CONCURRENT_REQUEST_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(64),
  /** Reservations one process works on at once (they queue on the offering's lock); more wait in line (fair admission). */
  CONCURRENT_RESERVATION_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(4),
  /** Reservations that may wait in one process's line; one more is answered 503 with a waiting-room ticket. */
  RESERVATION_QUEUE_LENGTH: z.coerce.number({ error: 'must be a number' }).int().min(0).max(100_000).default(2000),
  /** The longest a reservation waits in line (milliseconds); longer, it is answered 503 with a waiting-room ticket. */
  RESERVATION_QUEUE_MAX_WAIT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(100)
    .max(RESERVATION_QUEUE_MAX_WAIT_CEILING_MS, {
      error: `must be at most ${RESERVATION_QUEUE_MAX_WAIT_CEILING_MS} (the browser's patience)`,
    })
    .default(10_000),
  /** How long a waiting-room ticket holds the investor's place (seconds). */
  WAITING_TICKET_TTL_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(30).max(3600).default(300),
  /** Live progress streams (Server-Sent Events) one process holds open; more are answered 503 (pages then poll). */
  LIVE_STREAM_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1_000_000).default(10_000),
  /** Live progress streams one client address holds open in one process; more are answered 429. */
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1_000_000).default(50),
  /** 'true': a database without offerings gets the demo offerings at start (`npm start` sets it). */
  DEMO_DATA: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  /** 'false' stops this process from cancelling overdue reservations (another process, or a test, does it). */
  PAYMENT_DEADLINE_JOB: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  /** Years a closed account's data is kept before the deletion job removes it: the AML law's five at least. */
  AML_RETENTION_YEARS: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number of years' })
    .min(AML_RETENTION_YEARS, { error: `must be at least ${AML_RETENTION_YEARS} (Anti-Money Laundering Act B.E. 2542, section 22)` })
    .max(50)
    .default(AML_RETENTION_YEARS),
  /** 'false' stops this process from deleting closed accounts past their retention period (another process, or a test, does it). */
  ACCOUNT_DELETION_JOB: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  /**
   * Minutes between two comparisons of every offering's reserved counter with the sum of its live reservations
   * (a difference raises an alarm in the log and the back office); 0 stops this process from running them.
   */
  RESERVED_COUNTER_CHECK_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number of minutes' })
    .min(0)
    .max(1440, { error: 'must be at most 1440 (a day)' })
    .default(10),
  /**
   * Days after a two-factor reset during which the account's password cannot be reset by mailed link (the owner is
   * mailed instead): a thief who passed the reset with a stolen mailbox does not take the password too. 0: no hold.
   */
  MFA_RESET_PASSWORD_HOLD_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number of days' })
    .min(0)
    .max(90)
    .default(3),
  /**
   * Hours a staff member waits before approving money, counted from the approval of their account, their enabling
   * again or their being given a role that can approve (issue 29): time for the other staff to notice a member who
   * should not be there. 0 (tests) approves at once.
   */
  STAFF_APPROVAL_WAIT_HOURS: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number of hours' })
    .min(0)
    .max(720, { error: 'must be at most 720 (30 days)' })
    .default(72),
  /**
   * Issue 30: the score (0 to 1) from which a watch-list match is a potential match that opens a case (decision 0030:
   * 0.85 lets one typo per name through and stops a disagreeing birth year on an exact name).
   */
  SCREENING_THRESHOLD: z.coerce
    .number({ error: 'must be a number' })
    .min(0.5, { error: 'must be at least 0.5' })
    .max(1, { error: 'must be at most 1' })
    .default(DEFAULT_SCREENING_THRESHOLD),
  /**
   * Issue 30: days a passed suitability assessment stays valid (the SEC's renewal at least every 2 years, in force
   * 16 November 2025); the investor is mailed 30 days before the end, and an expired one cannot reserve.
   */
  SUITABILITY_VALID_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number of days' })
    .min(31, { error: 'must be at least 31 (the renewal mail goes 30 days before)' })
    .max(730, { error: 'must be at most 730 (the SEC renews at least every 2 years)' })
    .default(SUITABILITY_VALID_DAYS_DEFAULT),
  /** Where new inquiries are mailed; the company's support address by default. */
  SUPPORT_MAILBOX: z.email({ error: 'must be an e-mail address' }).optional(),
  /** API processes serving PORT together (node:cluster); more than one needs DATABASE_URL. */
  WORKERS: z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).min(1).max(64).default(1),
  /** The Bearer token that Prometheus sends to /api/metrics; without it the metrics are not served. */
  METRICS_TOKEN: z.string().trim().min(32, { error: 'must have at least 32 characters' }).optional(),
  /** Seconds a stopping process answers not-ready (/api/ready/) while still serving, so a load balancer drains it. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number({ error: 'must be a number' }).min(0).max(300).default(5),
  /**
   * The audit keys (issue 29, ADR 0027): `id:base64secret`, comma separated, each at least 32 random bytes; the first
   * signs, every one verifies. Unset: one is generated into DATA_DIR/secrets/audit-hmac-keys (mode 0600) and reused.
   */
  AUDIT_HMAC_KEYS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const parsed = parseAuditKeys(value);
      if ('ring' in parsed) return parsed.ring;
      for (const problem of parsed.problems) ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }),
  /** The append-only file the audit log's head is anchored in (default DATA_DIR/audit-anchors.jsonl); `none`: mail only. */
  AUDIT_ANCHOR_FILE: z.string().trim().min(1).optional(),
  /** The compliance officer's address the audit log's head is also mailed to (through the mail outbox). */
  AUDIT_ANCHOR_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  /** Minutes between two anchors of the audit log's head; 0: only when the server stops. */
  AUDIT_ANCHOR_INTERVAL_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number of minutes' })
    .min(0)
    .max(1440, { error: 'must be at most 1440 (a day)' })
    .default(60),
  /** How long a session lasts from its sign-in, and without use (investors, then staff). */
  INVESTOR_SESSION_LIFETIME: duration(DEFAULT_SESSION_LIMITS.investor.lifetimeMs),
  INVESTOR_SESSION_IDLE_TIMEOUT: duration(DEFAULT_SESSION_LIMITS.investor.idleMs),
  STAFF_SESSION_LIFETIME: duration(DEFAULT_SESSION_LIMITS.staff.lifetimeMs),
  STAFF_SESSION_IDLE_TIMEOUT: duration(DEFAULT_SESSION_LIMITS.staff.idleMs),
  /** Issue 30: where the scheduled refresh fetches the UN consolidated list, the AMLO list and the PEP list (docs/watchlists.md). */
  WATCHLIST_UN_URL: watchlistUrl,
  WATCHLIST_AMLO_URL: watchlistUrl,
  WATCHLIST_PEP_URL: watchlistUrl,
  /** Hours between two fetches of each configured list URL (a list is imported only when its bytes changed). */
  WATCHLIST_REFRESH_HOURS: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number of hours' })
    .min(1)
    .max(720, { error: 'must be at most 720 (30 days)' })
    .default(24),
  /**
   * The WalletConnect (Reown) project id: with it the reservation offers to sign with a phone wallet over WalletConnect;
   * without it the button is not shown and nothing of WalletConnect is loaded.
   */
  WALLETCONNECT_PROJECT_ID: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .regex(/^[0-9a-f]{32}$/i, { error: 'must be the 32-character project id of the WalletConnect (Reown) dashboard' })
        .optional(),
    )
    .optional(),
});

export type Config = {
  /** Issue 30: days a passed suitability assessment stays valid (SUITABILITY_VALID_DAYS). */
  suitabilityValidDays: number;
  /** Issue 30: the score from which a watch-list match opens a case (SCREENING_THRESHOLD). */
  screeningThreshold: number;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** API requests this process works on at once before it answers 503 (cached public reads and health excepted). */
  concurrentRequestLimit: number;
  /** Reservations this process works on at once; the next ones wait in line. */
  concurrentReservationLimit: number;
  /** The reservations' line in one process: its length, the longest wait in it, and a ticket's lifetime (ms). */
  reservationQueue: { maxLength: number; maxWaitMs: number; ticketTtlMs: number };
  /** Open live progress streams per process and per client address (issue 18). */
  liveStreams: { perProcess: number; perAddress: number };
  /** Lifetime of the public offering answers in one process (0: no cache). */
  publicCacheMs: number;
  /** The longest one process answers a session's check from memory (0: no cache), and how many it keeps. */
  sessionCacheMs: number;
  sessionCacheEntries: number;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The proxies whose X-Forwarded-For is believed (addresses and CIDR ranges); empty: the peer is the client. */
  trustProxy: string[];
  webDist: string;
  publicUrl: string;
  addressRateLimitFactor: number;
  s3: S3Settings | undefined;
  /** Adds the demo offerings to a database that has none (DEMO_DATA=true). */
  demoData: boolean;
  /** Runs the every-minute job that cancels reservations whose payment period is over. */
  paymentDeadlineJob: boolean;
  /** Receives a mail for every new inquiry. */
  supportMailbox: string;
  /** Milliseconds a member waits, from the grant that lets them approve, before approving money. */
  staffApprovalWaitMs: number;
  /** Milliseconds after a completed two-factor reset during which a password reset by mailed link waits. */
  mfaResetPasswordHoldMs: number;
  /** The absolute lifetime and idle timeout of a session, for investors and for staff. */
  sessionLimits: Record<SessionAudience, SessionLimits>;
  /** Years a closed account's data is kept (AML law) before it is deleted. */
  amlRetentionYears: number;
  /** Runs the hourly job that deletes closed accounts past their retention period. */
  accountDeletionJob: boolean;
  /** Processes serving the port together (node:cluster); 1 is this process alone. */
  workers: number;
  /** The Bearer token of /api/metrics; undefined: no metrics endpoint. */
  metricsToken: string | undefined;
  /** Milliseconds between the stop signal (not ready from then on) and closing the server. */
  shutdownDrainMs: number;
  /** Milliseconds between two reserved counter checks of this process; 0: none. */
  reservedCounterCheckMs: number;
  /** The WalletConnect project id the web app signs with (public: it goes to every browser); undefined: no WalletConnect. */
  walletConnectProjectId: string | undefined;
  /** The keys of the audit log's and the joinings' MACs (ADR 0027): AUDIT_HMAC_KEYS, or the embedded default's generated key. */
  auditKeys: AuditKeyRing;
  /** Issue 30: the watch lists' URLs for the scheduled refresh (unset: imported by hand only) and its interval. */
  watchlists: { urls: { un?: string; amlo?: string; pep?: string }; refreshMs: number };
  /**
   * Whether those keys came from AUDIT_HMAC_KEYS or were read or generated in DATA_DIR: processes that share a
   * PostgreSQL database must share the keys too, or each reads the others' reservations as tampered.
   */
  auditKeysSource: 'environment' | 'data-dir';
  /** Where the audit log's head is anchored (a file, a mail; null/undefined: not there) and how often (ms; 0: at stop only). */
  auditAnchor: { file: string | null; email: string | undefined; intervalMs: number };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const MIN_SECRET_LENGTH = 32;

function readSecret(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError([
      `${file}: the stored token-signing secret is shorter than ${MIN_SECRET_LENGTH} characters; remove the file to generate a new one`,
    ]);
  }
  return secret;
}

/**
 * The token-signing secret: from JWT_SECRET, or generated once and kept under DATA_DIR (mode 0600).
 * It is written to a temporary file and linked into place, so no process ever reads it half-written.
 */
function loadOrCreateSecret(dataDir: string): string {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, 'jwt-secret');
  try {
    return readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  createSecretFileOnce(file, `${randomBytes(48).toString('base64url')}\n`);
  return readSecret(file);
}

/**
 * An idle timeout shorter than an access token's life would not hold (the token works until it expires), and one
 * longer than the lifetime would never matter: both are refused at start.
 */
function sessionLimitProblems(name: string, limits: SessionLimits): string[] {
  const problems: string[] = [];
  if (limits.idleMs < ACCESS_TOKEN_SECONDS * 1000)
    problems.push(`${name}_SESSION_IDLE_TIMEOUT: must be at least ${ACCESS_TOKEN_SECONDS / 60}m (the life of an access token)`);
  if (limits.idleMs > limits.lifetimeMs) problems.push(`${name}_SESSION_IDLE_TIMEOUT: must not be longer than ${name}_SESSION_LIFETIME`);
  return problems;
}

const storageSchema = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true, S3_BUCKET: true });

/** The anchor file: AUDIT_ANCHOR_FILE, `none`, or by default beside the database in DATA_DIR. */
const anchorFileOf = (value: string | undefined, dataDir: string): string | null =>
  value === 'none' ? null : path.resolve(value ?? path.join(dataDir, 'audit-anchors.jsonl'));

const auditSchema = envSchema.pick({ DATA_DIR: true, AUDIT_HMAC_KEYS: true, AUDIT_ANCHOR_FILE: true });

/**
 * What `npm run audit:verify` needs, checked as loadConfig checks it but never generating a key: the keys from
 * AUDIT_HMAC_KEYS or the server's DATA_DIR (undefined when neither has one), and the anchor file.
 */
export function loadAuditConfig(env: NodeJS.ProcessEnv = process.env): {
  keys: AuditKeyRing | undefined;
  anchorFile: string | null;
  dataDir: string;
} {
  const parsed = auditSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  let keys: AuditKeyRing | undefined;
  try {
    keys = parsed.data.AUDIT_HMAC_KEYS ?? readAuditKeysFile(dataDir);
  } catch (error) {
    throw new ConfigError([error instanceof Error ? error.message : String(error)]);
  }
  return { keys, anchorFile: anchorFileOf(parsed.data.AUDIT_ANCHOR_FILE, dataDir), dataDir };
}

/**
 * Where the data is, checked as loadConfig checks it but without its side effects (no folder made, no secret
 * generated): for the backup and restore commands, which must find a new DATA_DIR as empty as it was.
 */
export function loadStorageConfig(env: NodeJS.ProcessEnv = process.env): {
  dataDir: string;
  databaseUrl: string | undefined;
  s3Bucket: string | undefined;
} {
  const parsed = storageSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  return { dataDir: path.resolve(parsed.data.DATA_DIR), databaseUrl: parsed.data.DATABASE_URL, s3Bucket: parsed.data.S3_BUCKET };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set']);
  }
  const sessionLimits: Record<SessionAudience, SessionLimits> = {
    investor: { lifetimeMs: e.INVESTOR_SESSION_LIFETIME, idleMs: e.INVESTOR_SESSION_IDLE_TIMEOUT },
    staff: { lifetimeMs: e.STAFF_SESSION_LIFETIME, idleMs: e.STAFF_SESSION_IDLE_TIMEOUT },
  };
  const limitProblems = [
    ...sessionLimitProblems('INVESTOR', sessionLimits.investor),
    ...sessionLimitProblems('STAFF', sessionLimits.staff),
  ];
  if (limitProblems.length > 0) throw new ConfigError(limitProblems);
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError([
      `WORKERS: ${e.WORKERS} processes need DATABASE_URL (PostgreSQL); the embedded database in DATA_DIR serves one process only`,
    ]);
  }
  if (e.AUDIT_ANCHOR_FILE === 'none' && !e.AUDIT_ANCHOR_EMAIL) {
    throw new ConfigError(['AUDIT_ANCHOR_FILE: none needs AUDIT_ANCHOR_EMAIL (the audit log must be anchored somewhere)']);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  let auditKeys: AuditKeyRing;
  try {
    auditKeys = e.AUDIT_HMAC_KEYS ?? loadOrCreateAuditKeys(dataDir);
  } catch (error) {
    throw new ConfigError([`AUDIT_HMAC_KEYS: unset, and ${error instanceof Error ? error.message : String(error)}`]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    concurrentRequestLimit: e.CONCURRENT_REQUEST_LIMIT,
    liveStreams: { perProcess: e.LIVE_STREAM_LIMIT, perAddress: e.LIVE_STREAMS_PER_ADDRESS },
    concurrentReservationLimit: e.CONCURRENT_RESERVATION_LIMIT,
    reservationQueue: {
      maxLength: e.RESERVATION_QUEUE_LENGTH,
      maxWaitMs: e.RESERVATION_QUEUE_MAX_WAIT_MS,
      ticketTtlMs: e.WAITING_TICKET_TTL_SECONDS * 1000,
    },
    publicCacheMs: e.PUBLIC_CACHE_MS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    sessionCacheEntries: e.SESSION_CACHE_ENTRIES,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(e.WEB_DIST ?? DEFAULT_WEB_DIST),
    addressRateLimitFactor: e.ADDRESS_RATE_LIMIT_FACTOR,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    demoData: e.DEMO_DATA === 'true',
    paymentDeadlineJob: e.PAYMENT_DEADLINE_JOB === 'true',
    supportMailbox: e.SUPPORT_MAILBOX ?? COMPANY.supportEmail,
    staffApprovalWaitMs: e.STAFF_APPROVAL_WAIT_HOURS * 3_600_000,
    suitabilityValidDays: e.SUITABILITY_VALID_DAYS,
    screeningThreshold: e.SCREENING_THRESHOLD,
    mfaResetPasswordHoldMs: e.MFA_RESET_PASSWORD_HOLD_DAYS * 86_400_000,
    sessionLimits,
    amlRetentionYears: e.AML_RETENTION_YEARS,
    accountDeletionJob: e.ACCOUNT_DELETION_JOB === 'true',
    workers: e.WORKERS,
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    reservedCounterCheckMs: e.RESERVED_COUNTER_CHECK_MINUTES * 60_000,
    walletConnectProjectId: e.WALLETCONNECT_PROJECT_ID,
    auditKeys,
    watchlists: {
      urls: { un: e.WATCHLIST_UN_URL, amlo: e.WATCHLIST_AMLO_URL, pep: e.WATCHLIST_PEP_URL },
      refreshMs: e.WATCHLIST_REFRESH_HOURS * 3_600_000,
    },
    auditKeysSource: e.AUDIT_HMAC_KEYS ? 'environment' : 'data-dir',
    auditAnchor: {
      file: anchorFileOf(e.AUDIT_ANCHOR_FILE, dataDir),
      email: e.AUDIT_ANCHOR_EMAIL,
      intervalMs: e.AUDIT_ANCHOR_INTERVAL_MINUTES * 60_000,
    },
  };
}
