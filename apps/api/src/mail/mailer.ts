import { COMPANY } from '@ico/domain/company';
import { eq, inArray, sql, type WithSubquery } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Database, resultRows, type Tx } from '../db/client';
import { mailOutbox } from '../db/schema';
import { AppError } from '../errors';
import { withoutLiveLinks } from './live-links';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

/** A queued mail is tried this many times (with growing pauses) before it is given up and left with its error. */
export const MAX_MAIL_ATTEMPTS = 8;
/** A process that took a mail has this long to send it before another process may take it again. */
const LEASE_SECONDS = 120;
const BATCH = 100;

/** Pause before attempt n+1: 30 s, 1 min, 2 min, ... up to an hour. */
const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

export type Mailer = {
  /**
   * Stores the mail in the outbox and, with SMTP_URL, sends it; a refused send is a 503 for the caller. With SMTP_URL
   * the stored copy has its single-use links replaced by a note (live-links.ts); queued mails lose them once delivered.
   */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Writes mails to the outbox in the caller's transaction, so they exist exactly when what they tell about
   * does; the outbox worker delivers them after the commit. `alongside`: the caller's own inserts (`$with`),
   * written by the same statement, one round trip for all (at least one mail is then required).
   */
  enqueue(tx: Tx | Database, mails: OutgoingMail | OutgoingMail[], alongside?: readonly WithSubquery[]): Promise<void>;
  /** Delivers the due outbox mails (leased with SKIP LOCKED, so processes never send one twice); returns how many it tried. */
  deliverDue(): Promise<number>;
  /** Runs deliverDue until nothing is due (one run at a time in this process). */
  drain(): void;
  close(): void;
};

export function createMailer(options: { smtpUrl: string | undefined; db: Database; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const from = `"${COMPANY.brand}" <${COMPANY.supportEmail}>`;
  const db = options.db;

  /**
   * The embedded default has no mail server: the outbox row and this log line are the delivery, so they keep the
   * mail whole, single-use links included (a developer finishes a sign-up or a reset from them). Links still work
   * once and expire (30 minutes, 72 hours for staff-opened accounts), and their codes are stored only hashed in
   * email_verification. A portal with real users sets SMTP_URL: then no stored copy keeps a live link (docs/operations.md, "First start").
   */
  const logStored = (id: number | undefined, mail: Pick<OutgoingMail, 'to' | 'subject' | 'text'>) =>
    options.log.info({ mail: { id, to: mail.to, subject: mail.subject, text: mail.text } }, 'mail stored in the outbox (no SMTP_URL)');

  async function deliverOne(transport: Transporter, row: typeof mailOutbox.$inferSelect): Promise<void> {
    try {
      await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.text, html: row.html });
      // Delivered: the stored copy keeps no single-use link (live-links.ts).
      const { text, html } = withoutLiveLinks(row);
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), nextAttemptAt: null, error: null, text, html })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const giveUp = row.attempts >= MAX_MAIL_ATTEMPTS;
      options.log.warn({ err: error, mailId: row.id, attempts: row.attempts, giveUp }, 'queued mail could not be sent');
      // A mail given up never reaches its reader: its link is of no use to anyone else either.
      const kept = giveUp ? withoutLiveLinks(row) : row;
      await db
        .update(mailOutbox)
        .set({
          error: String(error),
          nextAttemptAt: giveUp ? null : sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})`,
          text: kept.text,
          html: kept.html,
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }

  async function deliverDue(): Promise<number> {
    // Take a batch by moving its due time past a lease: a process that dies mid-send leaves them for later.
    const leased = await db.execute<{ id: number }>(sql`
      update mail_outbox set next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
      where id in (
        select id from mail_outbox
        where sent_at is null and next_attempt_at is not null and next_attempt_at <= now()
        order by next_attempt_at limit ${BATCH}
        for update skip locked
      )
      returning id`);
    const ids = resultRows<{ id: number }>(leased).map((r) => Number(r.id));
    if (ids.length === 0) return 0;
    const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    if (!transport) {
      // The embedded default has no mail server: the outbox rows and these log lines are the delivery.
      for (const row of rows) logStored(row.id, row);
      await db.update(mailOutbox).set({ nextAttemptAt: null }).where(inArray(mailOutbox.id, ids));
      return rows.length;
    }
    for (const row of rows) await deliverOne(transport, row);
    return rows.length;
  }

  // The in-process trigger: soon after an enqueue (its transaction has usually committed by then) and once more a
  // little later for a slow commit; the outbox job (every 10 seconds, every process) picks up anything else.
  // Each delay has one timer: enqueues while it runs ask for one more round after it, so every enqueue still gets
  // a delivery at least that long after it, and a launch's thousands of enqueues a second cost 20 rounds, not one each.
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  function drain(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        // Between batches, let the requests waiting on this process go first.
        while ((await deliverDue()) === BATCH && !stopped) await new Promise((resolve) => setImmediate(resolve));
      } while (again && !stopped);
    })()
      .catch((error: unknown) => options.log.error({ err: error }, 'mail outbox delivery failed'))
      .finally(() => {
        running = null;
      });
  }
  function deliveryRound(delay: number): () => void {
    let pending: NodeJS.Timeout | null = null;
    let requested = false;
    const schedule = () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        pending = null;
        drain();
        if (requested && !stopped) {
          requested = false;
          schedule();
        }
      }, delay);
      timer.unref();
      timers.add(timer);
      pending = timer;
    };
    return () => {
      if (pending) requested = true;
      else schedule();
    };
  }
  const rounds = [deliveryRound(50), deliveryRound(1500)];
  function wake(): void {
    for (const round of rounds) round();
  }

  return {
    async send(mail) {
      // With a mail server the stored copy never holds a single-use link: the mail is sent from memory, once (a failed
      // direct send is the caller's 503, never retried). Without one, the row is how the mail is read: it keeps it.
      const stored = transport ? withoutLiveLinks(mail) : mail;
      const [row] = await db.insert(mailOutbox).values(stored).returning({ id: mailOutbox.id });
      if (!transport) {
        logStored(row?.id, mail);
        return;
      }
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        if (row) await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        options.log.error({ err: error, to: mail.to }, 'mail could not be sent');
        if (row)
          await db
            .update(mailOutbox)
            .set({ error: String(error) })
            .where(eq(mailOutbox.id, row.id));
        throw new AppError('SERVICE_UNAVAILABLE');
      }
    },
    async enqueue(tx, mails, alongside = []) {
      const list = Array.isArray(mails) ? mails : [mails];
      if (list.length === 0) {
        if (alongside.length > 0) throw new Error('enqueue: writes alongside the mails need at least one mail');
        return;
      }
      for (let i = 0; i < list.length; i += 1000) {
        const statement = i === 0 && alongside.length > 0 ? tx.with(...alongside) : tx;
        await statement.insert(mailOutbox).values(list.slice(i, i + 1000).map((m) => ({ ...m, nextAttemptAt: sql`now()` })));
      }
      wake();
    },
    deliverDue,
    drain,
    close() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      transport?.close();
    },
  };
}
