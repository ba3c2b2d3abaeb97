import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors';
import { ONE_DATABASE, startTestServer, type TestServer } from './support/test-server';

/** Every error answer is JSON `{ message, detail? }` with a stable code (PRODUCT.md section 3). */
async function expectError(response: Response, status: number, body: { message: string; detail?: Record<string, string> }) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual(body);
}

const postJson = (url: string, body: string, contentType = 'application/json') =>
  fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body });

describe('error answers', () => {
  let server: TestServer;
  const url = (path: string) => `${server.baseUrl}${path}`;

  beforeAll(async () => {
    server = await startTestServer({
      socket: true,
      database: ONE_DATABASE,
      // The API has no write endpoint yet: these routes let the body parsing and the error handler be
      // checked through a real route, as the future endpoints will use them.
      extend(app) {
        app.post('/api/test-only/echo/', async (request) => ({ received: request.body }));
        app.get('/api/test-only/conflict/', async () => {
          throw new AppError('PF_ALREADY_SUBMITED', { id: 'STATUS_CONFLICT' });
        });
        app.get('/api/test-only/crash/', async () => {
          throw new Error('connection string postgres://secret@db leaked');
        });
      },
    });
  });
  afterAll(() => server?.close());

  it('answers 404 NOT_FOUND for an unknown /api path, whatever the method', async () => {
    await expectError(await fetch(url('/api/unknown/')), 404, { message: 'NOT_FOUND' });
    await expectError(await fetch(url('/api')), 404, { message: 'NOT_FOUND' });
    await expectError(await fetch(url('/api/health/'), { method: 'DELETE' }), 404, { message: 'NOT_FOUND' });
  });

  it('answers 404 for a path without its trailing slash (paths are exactly as the spec names them)', async () => {
    await expectError(await fetch(url('/api/health')), 404, { message: 'NOT_FOUND' });
  });

  it('answers 400 BAD_REQUEST, never 500, for a malformed JSON body', async () => {
    await expectError(await postJson(url('/api/test-only/echo/'), '{"amount": 1,'), 400, { message: 'BAD_REQUEST' });
    // Even on a path that has no POST route, the body is refused before anything else.
    await expectError(await postJson(url('/api/health/'), '{bad'), 400, { message: 'BAD_REQUEST' });
  });

  it('answers 400 BAD_REQUEST for an empty JSON body', async () => {
    await expectError(await postJson(url('/api/test-only/echo/'), ''), 400, { message: 'BAD_REQUEST' });
  });

  it('maps an unsupported content type (415 in Fastify) to 400 BAD_REQUEST', async () => {
    await expectError(await postJson(url('/api/test-only/echo/'), '<amount>1</amount>', 'application/xml'), 400, {
      message: 'BAD_REQUEST',
    });
  });

  it('answers an unsupported content type on an unknown path with the same error format', async () => {
    await expectError(await postJson(url('/api/unknown/'), '<a/>', 'application/xml'), 404, { message: 'NOT_FOUND' });
  });

  it('answers 413 FILE_TOO_LARGE for a body over 1 MiB', async () => {
    await expectError(await postJson(url('/api/test-only/echo/'), JSON.stringify('x'.repeat(1024 * 1024))), 413, {
      message: 'FILE_TOO_LARGE',
    });
  });

  it('accepts the encodings the spec uses (JSON and form-encoded)', async () => {
    const json = await postJson(url('/api/test-only/echo/'), '{"amount":1}');
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ received: { amount: 1 } });

    const form = await postJson(url('/api/test-only/echo/'), 'amount=1&name=%E0%B8%81', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(200);
    expect(await form.json()).toEqual({ received: { amount: '1', name: 'ก' } });
  });

  it('answers an AppError with its status, code and detail', async () => {
    await expectError(await fetch(url('/api/test-only/conflict/')), 409, {
      message: 'PF_ALREADY_SUBMITED',
      detail: { id: 'STATUS_CONFLICT' },
    });
  });

  it('answers 500 INTERNAL_ERROR for an unexpected error without showing its insides', async () => {
    const response = await fetch(url('/api/test-only/crash/'));

    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'INTERNAL_ERROR' });
    expect(text).not.toContain('secret');
  });

  // Fastify's router refuses such a URL before the error handler runs; app.ts answers it in our format.
  it('answers 400 BAD_REQUEST in the documented format for a malformed URL encoding', async () => {
    await expectError(await fetch(url('/api/%E0%A4%A')), 400, { message: 'BAD_REQUEST' });
  });

  it.each([
    ['a garbage request line', 'GARBAGE\r\n\r\n'],
    ['a Content-Length that is not a number', 'POST /api/health/ HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'],
    ['a broken chunk', 'POST /api/health/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'],
    ['headers over 16 KB', `GET /api/health/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
  ])('answers what the HTTP parser refuses (%s) with 400 BAD_REQUEST in the documented format', async (_name, raw) => {
    const answer = await rawRequest(server.baseUrl, raw);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe('{"message":"BAD_REQUEST"}');
  });
});

/** Writes `raw` to the server's socket and reads until it closes. */
function rawRequest(baseUrl: string, raw: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(raw));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in time')));
  });
}
