import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, acknowledgeSessionExpired, api, apiFile, fileNameOf, isSessionExpired, sessionEndCode } from '../src/lib/api-client';
import { readSession, saveSession } from '../src/lib/session';

/** The browser's storage, enough for the session module. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the request core', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    saveSession({ user: { username: 'somchai', email: 's@example.com' }, accessToken: 'old', refreshToken: 'refresh-1' });
  });

  afterEach(() => vi.unstubAllGlobals());

  it('refreshes once for calls refused together, then repeats each with the new token', async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).authorization;
      if (url === '/api/auth/token/refresh/') return json(200, { access: 'new', refresh: 'refresh-2' });
      return auth === 'Bearer new' ? json(200, { url }) : json(401, { message: 'NOT_AUTHENTICATED' });
    });
    const answers = await Promise.all([api<{ url: string }>('/a/'), api<{ url: string }>('/b/')]);
    expect(answers.map((a) => a.url)).toEqual(['/api/a/', '/api/b/']);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/token/refresh/')).toHaveLength(1);
    expect(readSession()?.accessToken).toBe('new');
  });

  it('ends the session when the refresh is refused', async () => {
    fetchMock.mockImplementation(async () => json(401, { message: 'NOT_AUTHENTICATED' }));
    await expect(api('/a/')).rejects.toMatchObject({ status: 401, code: 'NOT_AUTHENTICATED' });
    expect(readSession()).toBeNull();
  });

  it.each(['SESSION_EXPIRED', 'SESSION_REVOKED'])('keeps the code of a refused refresh (%s) for the notice on /login', async (code) => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/auth/token/refresh/' ? json(401, { message: code }) : json(401, { message: 'SESSION_EXPIRED' }),
    );
    acknowledgeSessionExpired();
    await expect(api('/a/')).rejects.toMatchObject({ status: 401 });
    expect(readSession()).toBeNull();
    expect([isSessionExpired(), sessionEndCode()]).toEqual([true, code]);
    acknowledgeSessionExpired();
    expect([isSessionExpired(), sessionEndCode()]).toEqual([false, null]);
  });

  it.each([
    [
      'the server code and detail',
      json(400, { message: 'VALIDATION_FAILED', detail: { email: 'EMAIL_FORMAT' } }),
      'VALIDATION_FAILED',
      { email: 'EMAIL_FORMAT' },
    ],
    ['TOO_MANY_REQUESTS for a bare 429', new Response('busy', { status: 429 }), 'TOO_MANY_REQUESTS', {}],
    ['FILE_TOO_LARGE for a proxy 413', new Response('<html>', { status: 413 }), 'FILE_TOO_LARGE', {}],
    ['INTERNAL_ERROR for a bare 502', new Response('<html>', { status: 502 }), 'INTERNAL_ERROR', {}],
  ])('turns a failure into an ApiError: %s', async (_, response, code, detail) => {
    fetchMock.mockResolvedValue(response);
    const error = await api('/a/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code, detail });
  });

  it.each([
    ['120', 120],
    ['1', 1],
    [null, undefined],
    ['0', undefined],
    ['soon', undefined],
    ['Wed, 21 Oct 2026 07:28:00 GMT', undefined],
  ])("keeps a 429's Retry-After of %s as %s seconds", async (header, seconds) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (header !== null) headers['retry-after'] = header;
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'TOO_MANY_REQUESTS' }), { status: 429, headers }));
    const error = await api('/auth/token/obtain/', { json: {}, auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: seconds });
  });

  it('answers a file with the name the server gives', async () => {
    fetchMock.mockResolvedValue(
      new Response('id,status\n', {
        status: 200,
        headers: { 'content-disposition': `attachment; filename="x.csv"; filename*=UTF-8''joinings%20SIAM.csv` },
      }),
    );
    const file = await apiFile('/admin/offerings/1/joinings/export/', { fallbackName: 'joinings-1.csv' });
    expect(file.name).toBe('joinings SIAM.csv');
    expect(await file.blob.text()).toBe('id,status\n');
  });

  it('sends a token that is not stored yet and does not refresh on its 401', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'NOT_AUTHENTICATED' }));
    await expect(api('/auth/me/', { accessToken: 'fresh' })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).toMatchObject({ authorization: 'Bearer fresh' });
    expect(readSession()?.accessToken).toBe('old');
  });
});

describe('file name of a download', () => {
  it.each([
    [null, 'fallback.csv'],
    ['attachment; filename="plain.csv"', 'plain.csv'],
    ["attachment; filename*=UTF-8''%E0%B8%81.csv", 'ก.csv'],
    ['attachment; filename*=UTF-8\'\'%E0%B8.csv; filename="ascii.csv"', 'ascii.csv'],
  ])('%s -> %s', (disposition, name) => {
    expect(fileNameOf(disposition, 'fallback.csv')).toBe(name);
  });
});
