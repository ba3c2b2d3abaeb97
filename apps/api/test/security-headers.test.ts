import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PNG_1X1 } from '@ico/testing/kyc-samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicFile } from '../src/db/schema';
import { createInvestor, type Investor } from './support/offerings';
import { createTempDir, removeDir, startTestServer, TEST_INDEX_HTML, type TestServer } from './support/test-server';
import { insertSubmission } from './support/verification';

/** One kind of answer the server gives, and how it is asked for; `private`: it answers a signed-in request. */
type Kind = { label: string; path: string; page?: boolean; private?: boolean; init?: () => RequestInit };

describe('security headers', () => {
  let server: TestServer;
  let webDist: string;
  let investor: Investor;
  let privateFileId: string;
  const publicFileId = randomUUID();
  const bearer = (): RequestInit => ({ headers: { authorization: `Bearer ${investor.token}` } });

  beforeAll(async () => {
    webDist = await createTempDir('web');
    await writeFile(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'assets', 'index-3f9a1c.js'), 'export const app = 1;\n');
    server = await startTestServer({ database: 'postgres', env: { WEB_DIST: webDist } });
    investor = await createInvestor(server);
    privateFileId = (await insertSubmission(server, investor.id, 'selfieFile')).fileId;
    await server.app.files.put(`public/${publicFileId}`, PNG_1X1, 'image/png');
    await server.app.database.db.insert(publicFile).values({
      id: publicFileId,
      storageKey: `public/${publicFileId}`,
      fileName: 'logo.png',
      contentType: 'image/png',
      size: PNG_1X1.length,
      sha256: 'not-checked-here',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await removeDir(webDist);
  });

  const KINDS: Kind[] = [
    { label: 'the web app page', path: '/', page: true },
    { label: 'a deep link into the web app', path: '/joining/42', page: true },
    { label: 'the page as a file', path: '/index.html', page: true },
    { label: 'a static asset', path: '/assets/index-3f9a1c.js' },
    { label: 'a public API answer', path: '/api/health/' },
    { label: 'a private API answer', path: '/api/auth/me/', private: true, init: bearer },
    { label: 'an API 401', path: '/api/auth/me/' },
    {
      label: 'an API 401 to an expired sign-in',
      path: '/api/auth/me/',
      private: true,
      init: () => ({ headers: { authorization: 'Bearer expired.or.forged' } }),
    },
    { label: 'an API 404', path: '/api/unknown/' },
    {
      label: 'an API 400',
      path: '/api/auth/token/obtain/',
      init: () => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' }),
    },
    { label: 'a private file', path: '/api/files/:private/', private: true, init: bearer },
    { label: 'a public file', path: '/api/public-files/:public/' },
  ];
  const fetchKind = (kind: Kind) =>
    fetch(`${server.baseUrl}${kind.path.replace(':private', privateFileId).replace(':public', publicFileId)}`, kind.init?.());

  it.each(KINDS.map((kind) => [kind.label, kind] as const))('are sent on %s', async (_label, kind) => {
    const response = await fetchKind(kind);
    const header = (name: string) => response.headers.get(name);
    expect(response.status).toBeLessThan(500);
    expect(header('x-content-type-options')).toBe('nosniff');
    expect(header('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(header('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(header('x-powered-by')).toBeNull();
    // Nothing may frame any answer: X-Frame-Options, and frame-ancestors wherever the CSP does not sandbox.
    expect(header('x-frame-options')).toBe('DENY');
    const csp = header('content-security-policy') ?? '';
    const directives = new Map(csp.split(';').map((d) => [d.trim().split(/\s+/)[0], d.trim()]));
    if (!directives.has('sandbox')) expect(directives.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    if (kind.page) {
      expect(directives.get('default-src')).toBe("default-src 'self'");
      expect(directives.get('script-src')).toBe("script-src 'self'");
      expect(directives.get('object-src')).toBe("object-src 'none'");
      expect(directives.get('base-uri')).toBe("base-uri 'self'");
    }
    if (kind.private) expect(header('cache-control')).toMatch(/\bno-store\b/);
  });

  it('sends a private file as an attachment-safe, sandboxed, uncached download to its owner only', async () => {
    const response = await fetchKind(KINDS.find((kind) => kind.label === 'a private file') as Kind);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''document.png`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  });

  it('sends a public file sandboxed and never sniffed, cacheable by anyone', async () => {
    const response = await fetchKind(KINDS.find((kind) => kind.label === 'a public file') as Kind);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''logo.png`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/);
  });
});
