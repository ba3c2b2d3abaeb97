import { isLanguage } from '@ico/domain/language';
import type { AuditAction } from '@ico/domain/staff';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Tx } from '../db/client';
import { mfaReset, user } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { twoFactorResetMails } from '../mail/two-factor-reset-mails';
import { LIMITS, type Limit, type RateLimiter } from '../security/rate-limiter';
import { isAccountClosed } from '../services/account-closures/is-account-closed';
import { resetTwoFactor } from '../services/accounts/reset-two-factor';
import { queuePasswordResetLink } from '../services/accounts/send-password-reset-link';
import type { UserRow } from '../services/accounts/user-row';
import { recordAudit } from '../services/audit/record-audit';
import { expireResetLinks } from '../services/mfa-resets/reset-links';
import { endAllSessions } from '../services/sessions/end-all-sessions';
import type { SessionStateWriter } from '../services/sessions/session-state-writes';

/** The command line keeps no session cache: its writes reach the servers' caches through the database's news. */
const COMMAND_LINE: SessionStateWriter = { sessionCache: null };

/** What a command run works with: the server's configuration and database, opened by this process. */
export type OperatorContext = {
  config: Config;
  db: Database;
  mailer: Pick<Mailer, 'enqueue'>;
  /**
   * The rate-limit counters this process can reach: those in Redis (REDIS_URL), which every server process shares.
   * null without REDIS_URL: each server process keeps its counters in its own memory.
   */
  limiter: RateLimiter | null;
  /** The embedded database: this process holds its lock, so no server runs on it now. */
  embedded: boolean;
  /** Who ran the command (system user and host), for the audit log. */
  operator: string;
};

/** What a run did, in plain English for the operator; `ok: false` exits non-zero. */
export type CommandOutcome = { ok: boolean; lines: string[]; detail: Record<string, unknown> };

export type OperatorCommand = {
  /** One line for the usage text. */
  summary: string;
  /** The audit action of each run. */
  audit: AuditAction;
  /** The work, in one transaction with the account's row locked; the dispatcher audits it in the same transaction. */
  run(context: OperatorContext, tx: Tx, account: UserRow): Promise<CommandOutcome>;
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const languageOf = (account: UserRow) => (isLanguage(account.language) ? account.language : 'en');

/**
 * The counters that can keep an account from signing in, with the subject each is counted under (as the services
 * consume them): sign-in by username, one-time codes and password checks by user id, mailed codes by address.
 */
export const ACCOUNT_COUNTERS: ReadonlyArray<{ label: string; limit: Limit; subject: (account: UserRow) => string }> = [
  { label: 'sign-in', limit: LIMITS.loginAccount, subject: (account) => account.username },
  { label: 'sign-in wait', limit: LIMITS.loginAccountWait, subject: (account) => account.username },
  { label: 'one-time code', limit: LIMITS.otpAccount, subject: (account) => `user:${account.id}` },
  { label: 'password check', limit: LIMITS.passwordAccount, subject: (account) => `user:${account.id}` },
  { label: 'mailed code', limit: LIMITS.codeMailEmail, subject: (account) => account.email },
];

/** The same secrets counted per account and address (account-guard.ts): cleared for every address at once. */
export const ACCOUNT_ADDRESS_COUNTERS: ReadonlyArray<{ limit: Limit; prefix: (account: UserRow) => string }> = [
  { limit: LIMITS.loginAccountAddress, prefix: (account) => `${account.username}|` },
  { limit: LIMITS.otpAccountAddress, prefix: (account) => `user:${account.id}|` },
  { limit: LIMITS.passwordAccountAddress, prefix: (account) => `user:${account.id}|` },
];

// The sign-in count refuses nothing (past it, sign-ins from new addresses wait: the sign-in wait refuses).
const longestWindowMinutes =
  Math.max(...ACCOUNT_COUNTERS.filter((counter) => counter.limit !== LIMITS.loginAccount).map((counter) => counter.limit.windowMs)) /
  60_000;

/** `reset-mfa`: two-factor off, secret and recovery codes deleted, every session ended, the owner mailed. */
const resetMfa: OperatorCommand = {
  summary: 'Turn two-factor off, delete the recovery codes, end every session and mail the owner.',
  audit: 'host.resetMfa',
  async run(context, tx, account) {
    const done = await resetTwoFactor(COMMAND_LINE, tx, account, 'operator-reset-mfa');
    // A staff reset waiting for a selfie has nothing left to do.
    const closed = await tx
      .update(mfaReset)
      .set({ cancelledAt: new Date() })
      .where(and(eq(mfaReset.userId, account.id), isNull(mfaReset.completedAt), isNull(mfaReset.cancelledAt)))
      .returning({ id: mfaReset.id });
    await expireResetLinks(tx, account.id);
    await context.mailer.enqueue(
      tx,
      twoFactorResetMails.completed(account.email, languageOf(account), `${context.config.publicUrl}/login`),
    );
    return {
      ok: true,
      lines: [
        done.wasEnabled
          ? `Two-factor authentication of ${account.username} is now off.`
          : `Two-factor authentication of ${account.username} was already off.`,
        `Deleted ${plural(done.recoveryCodes, 'recovery code')}; ended ${plural(done.sessions, 'session')}.`,
        ...(closed.length > 0
          ? [`Cancelled the open staff reset (${closed.map((row) => `#${row.id}`).join(', ')}); its link no longer works.`]
          : []),
        ...(account.role
          ? [`${account.username} is staff: the back office opens again once two-factor is turned on at /2-factor after signing in.`]
          : []),
      ],
      detail: { wasEnabled: done.wasEnabled, recoveryCodes: done.recoveryCodes, sessions: done.sessions, cancelledResets: closed.length },
    };
  },
};

/** `unlock`: clears the account's sign-in counters, where this process can reach them. */
const unlock: OperatorCommand = {
  summary: 'Clear the rate-limit counters that keep the account from signing in (needs REDIS_URL while the server runs).',
  audit: 'host.unlock',
  async run(context, _tx, account) {
    const names = ACCOUNT_COUNTERS.map((counter) => counter.label).join(', ');
    if (context.limiter) {
      for (const counter of ACCOUNT_COUNTERS) await context.limiter.reset(counter.limit, counter.subject(account));
      for (const counter of ACCOUNT_ADDRESS_COUNTERS) await context.limiter.resetEvery(counter.limit, counter.prefix(account));
      return {
        ok: true,
        lines: [
          `Cleared the ${names} counters of ${account.username} in Redis, from every address: every server process sharing`,
          'REDIS_URL lets it try again now.',
        ],
        detail: {
          counters: 'redis',
          cleared: [...ACCOUNT_COUNTERS, ...ACCOUNT_ADDRESS_COUNTERS].map((counter) => counter.limit.name),
        },
      };
    }
    if (context.embedded) {
      return {
        ok: true,
        lines: [
          'REDIS_URL is not set, so the server keeps the rate-limit counters in its own memory. The embedded database is',
          'open here, so the server is stopped and its counters are already gone: nothing to clear.',
          `${account.username} can sign in as soon as the server is started again.`,
        ],
        detail: { counters: 'memory', cleared: [] },
      };
    }
    return {
      ok: false,
      lines: [
        'REDIS_URL is not set: each running server process keeps the rate-limit counters in its own memory, which this',
        `command cannot reach. Nothing was cleared. The counters of ${account.username} clear by themselves at most`,
        `${longestWindowMinutes} minutes after its last refused attempt, or when the server processes restart.`,
        'To clear them with this command, run the servers and this command with the same REDIS_URL.',
      ],
      detail: { counters: 'memory', cleared: [] },
    };
  },
};

/** `revoke-sessions`: every session of the account ends. */
const revokeSessions: OperatorCommand = {
  summary: 'End every session of the account (every device must sign in again).',
  audit: 'host.revokeSessions',
  async run(_context, tx, account) {
    const sessions = await endAllSessions(COMMAND_LINE, tx, account.id, 'operator-revoke-sessions');
    return {
      ok: true,
      lines: [`Ended ${plural(sessions, 'session')} of ${account.username}: every device must sign in again.`],
      detail: { sessions },
    };
  },
};

/** `reset-password-link`: mails the owner a single-use password-reset link (30 minutes), as "Forgot password?" does. */
const resetPasswordLink: OperatorCommand = {
  summary: 'Mail the owner a single-use password-reset link (valid 30 minutes); older reset links stop working.',
  audit: 'host.resetPasswordLink',
  async run(context, tx, account) {
    if (await isAccountClosed(tx, account.id)) {
      return { ok: false, lines: [`${account.username} is a closed account: nobody signs in to it again. Nothing was sent.`], detail: {} };
    }
    const { expiresAt } = await queuePasswordResetLink(tx, context.config, context.mailer, account);
    return {
      ok: true,
      lines: [
        `Queued a password-reset link for ${account.username} to ${account.email} (valid until ${expiresAt.toISOString()}).`,
        'The link is not shown here: only the owner of the address can use it.',
      ],
      detail: { expiresAt: expiresAt.toISOString() },
    };
  },
};

/** The operator's commands by name: another command is one more entry. */
export const OPERATOR_COMMANDS: Record<string, OperatorCommand> = {
  'reset-mfa': resetMfa,
  unlock,
  'revoke-sessions': revokeSessions,
  'reset-password-link': resetPasswordLink,
};

export const isOperatorCommand = (name: string): boolean => Object.hasOwn(OPERATOR_COMMANDS, name);

/** Raised for what the operator must fix (no such account, the server holds the database): printed, exit 1. */
export class OperatorError extends Error {}

/**
 * Runs one command on one account, in one transaction with the account's row locked, and records the run in the
 * audit log (no staff actor: the operator's system user and host are in the detail).
 */
export async function runOperatorCommand(context: OperatorContext, name: string, username: string): Promise<CommandOutcome> {
  const command = OPERATOR_COMMANDS[name];
  if (!command) throw new OperatorError(`Unknown command '${name}'.`);
  return context.db.transaction(async (tx) => {
    const [account] = await tx.select().from(user).where(eq(user.username, username.trim().toLowerCase())).for('update').limit(1);
    if (!account) throw new OperatorError(`No account has the username '${username}'. Nothing was changed.`);
    const outcome = await command.run(context, tx, account);
    await recordAudit(tx, {
      actorId: null,
      action: command.audit,
      targetType: 'user',
      targetId: account.id,
      detail: { username: account.username, operator: context.operator, command: name, ok: outcome.ok, ...outcome.detail },
    });
    return outcome;
  });
}
