import type { FastifyReply } from 'fastify';

/**
 * A stored file's answer: opened inline under its display name, never sniffed, and sandboxed so a PDF or an
 * image cannot run script on the portal's origin.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { contentType: string; fileName: string },
  data: Buffer,
  cacheControl: 'private, no-store' | 'public, max-age=31536000, immutable',
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .send(data);
}
