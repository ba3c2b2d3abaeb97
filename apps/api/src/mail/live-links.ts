import { escapeHtml, unescapeHtml } from './html';

/**
 * Single-use links (sign-up, set-password, password reset...) are mailed once and must not stay readable in
 * `mail_outbox` after that: whoever reads the table (a backup, a support query, a leaked dump) could use them.
 * `render` marks such a link's button with this attribute; the mailer keeps, in the stored copy of a delivered mail,
 * this note in place of every marked link. Only the stored html tells which links were single-use, so the outbox
 * worker, which has nothing but the row, can do it too.
 */
export const SINGLE_USE_ATTRIBUTE = 'data-single-use';

/** What the stored copy shows where the link was: the mail's purpose stays readable from its subject and text. */
export const LINK_REMOVED_NOTE = '[single-use link removed from the stored copy after sending]';

const MARKED_ANCHOR = new RegExp(`<a ${SINGLE_USE_ATTRIBUTE} href="([^"]*)"[^>]*>(.*?)</a>`, 'g');

/** The mail as it may be kept once sent: every single-use link replaced by the note (a mail without one is unchanged). */
export function withoutLiveLinks<M extends { text: string; html: string }>(mail: M): M {
  const links = [...mail.html.matchAll(MARKED_ANCHOR)].map((match) => unescapeHtml(match[1] ?? '')).filter((url) => url !== '');
  if (links.length === 0) return mail;
  let text = mail.text;
  let html = mail.html.replace(
    MARKED_ANCHOR,
    (_, _href: string, label: string) => `<span>${label} ${escapeHtml(LINK_REMOVED_NOTE)}</span>`,
  );
  for (const url of links) {
    text = text.replaceAll(url, LINK_REMOVED_NOTE);
    html = html.replaceAll(escapeHtml(url), escapeHtml(LINK_REMOVED_NOTE));
  }
  return { ...mail, text, html };
}
