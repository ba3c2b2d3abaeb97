import type { FastifyRequest } from 'fastify';

/**
 * Mailed links carry a random code (32 base64url characters) in their path (`/register/{email}/{code}`, the page
 * the browser loads) or query (`?code=`, the API check). The request log would keep every such live link in plain
 * text: a segment or query value that looks like one is logged as this instead. Hex-and-dash values (session uuids,
 * hashes) are not codes and stay readable.
 */
const REDACTED = '[code]';
const TOKEN = /^[A-Za-z0-9_-]{32,}$/;
const HEX = /^[0-9a-f-]+$/i;

const isCode = (value: string) => TOKEN.test(value) && !HEX.test(value);

export function urlWithoutCodes(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const cleanPath = path
    .split('/')
    .map((segment) => (isCode(segment) || isCode(safeDecode(segment)) ? REDACTED : segment))
    .join('/');
  if (query === undefined) return cleanPath;
  const cleanQuery = query
    .split('&')
    .map((pair) => {
      const [name, value = ''] = pair.split('=', 2);
      return isCode(safeDecode(value)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${cleanPath}?${cleanQuery}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Fastify's request serializer, with the URL's codes left out. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: urlWithoutCodes(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
