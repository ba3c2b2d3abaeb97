import { codeOfLink } from '@ico/testing/investors';
import { linkIn, type ParsedMail, parseMail } from '@ico/testing/mime';
import { SIGN_UP_SUBJECT } from '@ico/testing/portal';
import { SMTPServer } from 'smtp-server';

export type Mailbox = {
  /** SMTP_URL for the API under test. */
  url: string;
  messages: ParsedMail[];
  /** The newest message to `to` that arrived (waits up to 10 s). */
  waitFor(to: string, options?: { subject?: RegExp; after?: number }): Promise<ParsedMail>;
  /** The code of the newest /register/{email}/{code} link mailed to `to`. */
  codeFor(to: string): Promise<string>;
  close(): Promise<void>;
};

/** A real SMTP server on a free port: the API sends through it exactly as it would in production. */
export async function startMailServer(): Promise<Mailbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('mail server has no port');
  const waitFor: Mailbox['waitFor'] = async (to, options = {}) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const found = messages
        .slice(options.after ?? 0)
        .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!options.subject || options.subject.test(m.subject)))
        .at(-1);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail to ${to}`);
  };
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    waitFor,
    async codeFor(to) {
      return codeOfLink(linkIn(await waitFor(to, { subject: SIGN_UP_SUBJECT }), '/register/'));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
