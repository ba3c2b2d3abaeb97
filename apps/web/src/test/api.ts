import type { EndpointDefinition } from '@ico/domain/contracts/endpoint';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@ico/domain/errors';
import type { z } from 'zod';

/**
 * The API as a test answers it: a table of `METHOD /path/:param/` (the path under /api, as the specification spells
 * it) to a handler that gets the real Request the app's client sent (headers, body) and answers a real Response.
 * The app's own code is not replaced: its API client calls `fetch`, and `fetch` is this table.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiHandler = (request: Request, params: Record<string, string>) => Response | Promise<Response>;
export type ApiRoutes = Partial<Record<`${Method} /${string}`, ApiHandler>>;

/** An endpoint's key in the table, from its contract: the path is never written in a test either. */
export const routeKey = <E extends EndpointDefinition>(endpoint: E) =>
  `${endpoint.method} ${endpoint.path}` as `${E['method']} ${E['path']}`;

/** A call the app made: its method, its path under /api with the query, and (for a test to read) a copy of it. */
export type ApiCall = { method: string; path: string; request: Request };

/**
 * An answer the contract's schema accepts: `body` is parsed by `schema` first, so a test cannot answer what the server
 * could not (a schema change breaks the test, not the screen in production), and the JSON is the parsed value.
 */
export function answer<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200): Response {
  return Response.json(schema.parse(body), { status });
}

/** The server's refusal with a code of the error catalogue, at the HTTP status the catalogue gives it. */
export function refuse(code: ErrorCode, detail?: Record<string, string>, headers?: Record<string, string>): Response {
  const body: ErrorBody = detail ? { message: code, detail } : { message: code };
  return Response.json(body, { status: ERROR_CODES[code], headers });
}

export const noContent = () => new Response(null, { status: 204 });

/** Answered when `release()` is called: a test sees the screen while the call is under way (a loader, a busy button). */
export function held(answerWith: () => Response): { handler: ApiHandler; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { handler: () => gate.then(answerWith), release: () => release() };
}

type Compiled = { method: string; pattern: RegExp; names: string[]; handler: ApiHandler };

let table: Compiled[] = [];
/** Files the app fetches by address besides the API (its text catalogues): path -> JSON body. */
const files = new Map<string, unknown>();

/** Serves files the app fetches by address (not API calls: not recorded, never unanswered). */
export function serveFiles(entries: Iterable<[string, unknown]>): void {
  for (const [path, body] of entries) files.set(path, body);
}
let calls: ApiCall[] = [];
let unanswered: string[] = [];

function compile(routes: ApiRoutes): Compiled[] {
  return Object.entries(routes).flatMap(([key, handler]) => {
    if (!handler) return [];
    const [method = '', path = ''] = key.split(' ');
    const names: string[] = [];
    const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return [{ method, pattern: new RegExp(`^${source}$`), names, handler }];
  });
}

/** Replaces the table (one per rendered screen). */
export function answerApi(routes: ApiRoutes): void {
  table = compile(routes);
  calls = [];
}

/** Adds or replaces routes while the screen is up (the next answer differs: a retry, a refetch after a write). */
export function alsoAnswer(routes: ApiRoutes): void {
  const added = compile(routes);
  table = [...added, ...table];
}

/** The calls made since the screen was rendered, in order. */
export const apiCalls = (): readonly ApiCall[] => calls;

export function takeUnansweredCalls(): string[] {
  const taken = unanswered;
  unanswered = [];
  table = [];
  calls = [];
  return taken;
}

async function dispatch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  // A request of a screen whose test has ended (its queries cancelled) is not this test's call: it fails as fetch would.
  if (init?.signal?.aborted) throw init.signal.reason ?? new DOMException('Aborted', 'AbortError');
  const request = new Request(new URL(input instanceof Request ? input.url : String(input), location.href), init);
  const url = new URL(request.url);
  if (files.has(url.pathname)) return Response.json(files.get(url.pathname));
  const path = url.pathname.replace(/^\/api/, '');
  calls.push({ method: request.method, path: `${path}${url.search}`, request: request.clone() });
  for (const route of table) {
    if (route.method !== request.method) continue;
    const match = route.pattern.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
    try {
      return await route.handler(request, params);
    } catch (error) {
      // An answer the contract's schema refused (or a failed check in the handler) fails the test, not the screen.
      unanswered.push(`${request.method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
      return Response.json({ message: 'INTERNAL_ERROR' }, { status: 500 });
    }
  }
  unanswered.push(`${request.method} ${path}`);
  // What a server that does not know the route answers; the test fails afterwards (setup.ts) whatever the screen did.
  return Response.json({ message: 'NOT_FOUND' }, { status: 404 });
}

globalThis.fetch = dispatch as typeof fetch;
