import { clientConfigSchema } from '@ico/domain/contracts/client-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_DATABASE, startTestServer, type TestServer } from './support/test-server';

const PROJECT_ID = '0123456789abcdef0123456789abcdef';
const RELAY = 'wss://relay.walletconnect.org';

/** Issue 19: the web app learns from the server whether WalletConnect is set up, and the page policy lets it work. */
describe('GET /api/reference/client-config/', () => {
  describe.each([
    ['without WALLETCONNECT_PROJECT_ID', {}, null],
    ['with WALLETCONNECT_PROJECT_ID', { WALLETCONNECT_PROJECT_ID: PROJECT_ID }, PROJECT_ID],
  ] as const)('%s', (_label, env, expected) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ database: ONE_DATABASE, env });
    }, 120_000);
    afterAll(() => server?.close());

    it('answers the project id (or null) to anyone, in the contract shape', async () => {
      const response = await fetch(`${server.baseUrl}/api/reference/client-config/`);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(clientConfigSchema.strict().parse(body)).toEqual({ walletConnectProjectId: expected });
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    });

    it(`${expected ? 'lets' : 'does not let'} pages reach the WalletConnect relay`, async () => {
      const response = await fetch(`${server.baseUrl}/api/health/`);
      const csp = response.headers.get('content-security-policy') ?? '';
      const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src')) ?? '';
      expect(connect).toContain("'self'");
      if (expected) expect(connect.split(/\s+/)).toContain(RELAY);
      else expect(connect.trim()).toBe("connect-src 'self'");
      // Scripts stay our own either way: the provider is part of the built app.
      expect(csp).toMatch(/script-src 'self'(;|$)/);
    });
  });
});
