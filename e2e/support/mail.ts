import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { type ParsedMail, parseMail } from '../../apps/api/test/support/mime';

export { linkIn } from '../../apps/api/test/support/mime';

/** A message the portal sent, as the test SMTP server received it. */
export type ReceivedMail = ParsedMail & { file: string };

function readAll(): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through the Playwright config');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => ({ ...parseMail(readFileSync(path.join(dir, file), 'utf8')), file }));
}

/** Waits for the newest message to `to` (polling the received-mail folder), optionally matching `subject`. */
export async function waitForMail(to: string, options: { subject?: RegExp; timeoutMs?: number } = {}): Promise<ReceivedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    const found = readAll()
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!options.subject || options.subject.test(m.subject)))
      .at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} arrived`);
}
