import { describe, expect, it } from 'vitest';
import { mails } from '../src/mail/templates';

describe('an inbox message as mailed: the pages it names are links to the portal (issue 19)', () => {
  const base = 'https://portal.example.com';

  it('writes a named page as the portal address in the text and as an anchor in the HTML', () => {
    const mail = mails.inboxMessage('a@example.com', 'en', 'Payment', 'Your joining moved.\nSee the details at /joining/12.', base);
    expect(mail.text).toContain('See the details at https://portal.example.com/joining/12.');
    expect(mail.text).not.toMatch(/ \/joining\/12/);
    expect(mail.html).toContain('<a href="https://portal.example.com/joining/12">https://portal.example.com/joining/12</a>');
    // The inbox button still leads to the messages.
    expect(mail.html).toContain('href="https://portal.example.com/messages"');
  });

  it('keeps other text as text, escaped', () => {
    const mail = mails.inboxMessage('a@example.com', 'th', 'T', '<b>3/4</b> ดูที่ /joining/x', base);
    expect(mail.html).toContain('&lt;b&gt;3/4&lt;/b&gt; ดูที่ /joining/x');
    expect(mail.html).not.toContain('href="https://portal.example.com/joining/x"');
  });
});
