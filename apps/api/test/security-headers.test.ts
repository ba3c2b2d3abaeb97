import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'pglite' });
  });
  afterAll(() => server?.close());

  it.each([
    ['the API', '/api/health/'],
    ['an API error', '/api/unknown/'],
    ['the web app page', '/about'],
    ['a file of the web app', '/index.html'],
  ])('are sent on %s (%s)', async (_label, path) => {
    const response = await fetch(`${server.baseUrl}${path}`);
    const header = (name: string) => response.headers.get(name);

    expect(response.status).toBeLessThan(500);
    const csp = header('content-security-policy') ?? '';
    const directives = new Map(csp.split(';').map((d) => [d.trim().split(/\s+/)[0], d.trim()]));
    expect(directives.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directives.get('default-src')).toBe("default-src 'self'");
    expect(directives.get('object-src')).toBe("object-src 'none'");
    expect(header('x-frame-options')).toBe('DENY');
    expect(header('x-content-type-options')).toBe('nosniff');
    expect(header('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(header('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(header('x-powered-by')).toBeNull();
  });
});
