import { COMPANY } from '@ico/domain/company';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { AppError } from '../errors';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Stores the mail in the outbox and, with SMTP_URL, sends it; a refused send is a 503 for the caller. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

export function createMailer(options: { smtpUrl: string | undefined; db: Database; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const from = `"${COMPANY.brand}" <${COMPANY.supportEmail}>`;
  return {
    async send(mail) {
      const [row] = await options.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!transport) {
        // The embedded default has no mail server: the outbox table and this log line are the delivery.
        options.log.info(
          { mail: { id: row?.id, to: mail.to, subject: mail.subject, text: mail.text } },
          'mail stored in the outbox (no SMTP_URL)',
        );
        return;
      }
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        if (row) await options.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        options.log.error({ err: error, to: mail.to }, 'mail could not be sent');
        if (row)
          await options.db
            .update(mailOutbox)
            .set({ error: String(error) })
            .where(eq(mailOutbox.id, row.id));
        throw new AppError('SERVICE_UNAVAILABLE');
      }
    },
    close() {
      transport?.close();
    },
  };
}
