/** Just enough MIME to read the portal's own mails in tests: headers, encoded words, text and HTML parts. */
export type ParsedMail = { to: string; subject: string; text: string; html: string };

export function decodeWords(value: string): string {
  // Whitespace between two encoded words is folding, not text (RFC 2047 section 6.2).
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** The text/plain and text/html parts of a MIME message (enough for the portal's own mails). */
function parts(raw: string): { headers: Map<string, string>; text: string; html: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    let text = '';
    let html = '';
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const inner = parts(section.replace(/^\r?\n/, ''));
      text ||= inner.text;
      html ||= inner.html;
    }
    return { headers, text, html };
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  return { headers, text: type.startsWith('text/html') ? '' : decoded, html: type.startsWith('text/html') ? decoded : '' };
}

export function parseMail(raw: string): ParsedMail {
  const message = parts(raw);
  return {
    to: decodeWords(message.headers.get('to') ?? ''),
    subject: decodeWords(message.headers.get('subject') ?? ''),
    text: message.text,
    html: message.html,
  };
}

/** The first link of a message that points into the portal at `pathPrefix` (e.g. '/register/'). */
export function linkIn(mail: ParsedMail, pathPrefix: string): string {
  const link = [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)]
    .map((m) => m[0])
    .find((url) => new URL(url).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`No ${pathPrefix} link in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}
