import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * The global `fetch`, answering for the origins of servers that do not listen through Fastify's `app.inject`: the
 * request runs through the whole app (hooks, parsers, multipart, compression, cookies) without a socket, so suites
 * that do not test the socket keep calling `fetch(`${server.baseUrl}/api/...`)` and the shared factories unchanged.
 * Any other origin goes to the real `fetch`. An origin is a made-up host (`http://api-<n>.inject`): something that
 * tried to reach it over a socket (http.request, a browser) fails at once instead of reaching another server.
 */
type Registry = { apps: Map<string, FastifyInstance>; next: number; realFetch: typeof fetch };

const KEY = Symbol.for('ico.api-test.inject-fetch');
const holder = globalThis as typeof globalThis & { [KEY]?: Registry };

// Installed once per worker: with `isolate: false` the suites of a worker share globalThis.
function registry(): Registry {
  const existing = holder[KEY];
  if (existing) return existing;
  const created: Registry = { apps: new Map(), next: 0, realFetch: globalThis.fetch };
  holder[KEY] = created;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const app = created.apps.get(new URL(url).origin);
    return app ? injectFetch(app, new Request(input, init)) : created.realFetch(input, init);
  };
  return created;
}

/** Makes `app` answer `fetch` at a new origin until the returned function is called. */
export function serveThroughInject(app: FastifyInstance): { baseUrl: string; stop(): void } {
  const apps = registry();
  apps.next += 1;
  const baseUrl = `http://api-${apps.next}.inject`;
  apps.apps.set(baseUrl, app);
  return { baseUrl, stop: () => apps.apps.delete(baseUrl) };
}

// What Node's fetch (undici) sends when the caller does not: some routes read them (sessions keep the user agent).
const FETCH_DEFAULTS: Record<string, string> = {
  accept: '*/*',
  'accept-language': '*',
  'sec-fetch-mode': 'cors',
  'user-agent': 'node',
  'accept-encoding': 'gzip, deflate, br',
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([101, 204, 205, 304]);

function decoded(payload: Buffer, encoding: string | undefined): Buffer {
  // As fetch does, the body comes decoded while the content-encoding header stays.
  if (encoding === 'gzip' || encoding === 'x-gzip') return gunzipSync(payload);
  if (encoding === 'br') return brotliDecompressSync(payload);
  if (encoding === 'deflate') return inflateSync(payload);
  return payload;
}

async function injectFetch(app: FastifyInstance, request: Request, redirects = 0): Promise<Response> {
  const url = new URL(request.url);
  const headers: Record<string, string> = { ...FETCH_DEFAULTS, host: url.host };
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
  const answer = await app.inject({
    method: request.method as 'GET',
    url: `${url.pathname}${url.search}`,
    headers,
    ...(body && body.length > 0 ? { payload: body } : {}),
  });
  const location = answer.headers.location;
  if (REDIRECTS.has(answer.statusCode) && typeof location === 'string' && request.redirect !== 'manual') {
    if (request.redirect === 'error') throw new TypeError('fetch failed: redirect');
    if (redirects >= 20) throw new TypeError('fetch failed: too many redirects');
    const next = new URL(location, url);
    const asGet = answer.statusCode === 303 || ((answer.statusCode === 301 || answer.statusCode === 302) && request.method === 'POST');
    const followed = await fetch(
      new Request(next, {
        method: asGet ? 'GET' : request.method,
        headers: request.headers,
        body: asGet || !body ? undefined : body,
        redirect: request.redirect,
      }),
    );
    Object.defineProperty(followed, 'redirected', { value: true });
    return followed;
  }
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
  }
  const encoding = responseHeaders.get('content-encoding') ?? undefined;
  const noBody = NULL_BODY.has(answer.statusCode) || request.method === 'HEAD';
  const response = new Response(noBody ? null : new Uint8Array(decoded(answer.rawPayload, encoding)), {
    status: answer.statusCode,
    statusText: answer.statusMessage,
    headers: responseHeaders,
  });
  Object.defineProperty(response, 'url', { value: request.url });
  return response;
}
