import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ParsedMail, parseMail } from '@ico/testing/mime';
import type { Portal } from '@ico/testing/portal';

export { linkIn } from '@ico/testing/mime';

/** A message the portal sent, as the test SMTP server received it. */
export type ReceivedMail = ParsedMail & { file: string };

/** This worker's index of the received-mail folder: each file parsed once, the messages kept by recipient. */
const seen = new Set<string>();
const byRecipient = new Map<string, ReceivedMail[]>();

function indexNewMail(): void {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through the Playwright config');
  // File names start with the arrival time, so sorting keeps each recipient's list oldest first.
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.eml') || seen.has(file)) continue;
    seen.add(file);
    const mail: ReceivedMail = { ...parseMail(readFileSync(path.join(dir, file), 'utf8')), file };
    for (const address of mail.to.toLowerCase().match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? []) {
      byRecipient.set(address, [...(byRecipient.get(address) ?? []), mail]);
    }
  }
}

/** Waits for the newest message to `to` (polling the received-mail folder), optionally matching `subject`. */
export async function waitForMail(to: string, options: { subject?: RegExp; timeoutMs?: number } = {}): Promise<ReceivedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    indexNewMail();
    const found = (byRecipient.get(to.toLowerCase()) ?? []).filter((m) => !options.subject || options.subject.test(m.subject)).at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} arrived`);
}

/** The portal under test for the shared factories (@ico/testing/portal): its URL and its mail folder. */
export function e2ePortal(): Portal {
  const baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) throw new Error('E2E_BASE_URL is not set: run through the Playwright config');
  return { baseUrl, mail: { waitFor: (to, options) => waitForMail(to, options) } };
}
