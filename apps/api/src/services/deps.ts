import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { EventBus } from '../events/event-bus';
import type { Mailer } from '../mail/mailer';
import type { RateLimiter } from '../security/rate-limiter';
import type { TokenSigner } from '../security/tokens';
import type { OtpVault } from '../security/totp';
import type { FileStore } from '../storage/file-store';
import type { SessionCache } from './sessions/session-cache';

/** What the services need; the Fastify instance carries all of it, and tests can build it without HTTP. */
export type Deps = {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  files: FileStore;
  limiter: RateLimiter;
  tokens: TokenSigner;
  otp: OtpVault;
  log: FastifyBaseLogger;
  /** News to every API process (offering progress, revoked sessions). */
  bus: EventBus;
  /** Authenticated session state of this process, dropped on every process's news (session-state-writes.ts). */
  sessionCache: SessionCache;
};

/** Who is asking, for sign-in history, audit rows and per-address limits. */
export type RequestMeta = { ip: string; userAgent: string | undefined };
