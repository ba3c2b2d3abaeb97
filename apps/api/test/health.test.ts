import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from './support/test-server';

describe.each(DATABASES)('GET /api/health/ on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  it('answers 200 with the database kind and that it is reachable', async () => {
    const response = await fetch(`${server.baseUrl}/api/health/`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { uptimeSeconds: number };
    expect(body).toEqual({ status: 'ok', database, databaseReachable: true, uptimeSeconds: expect.any(Number) });
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});
