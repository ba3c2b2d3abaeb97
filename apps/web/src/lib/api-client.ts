import { API_TIMEOUT_MS } from '@ico/domain/constants';
import { API_BASE, type EndpointAnswer, type EndpointDefinition, type PathParams, pathOf } from '@ico/domain/contracts/endpoint';
import type { ErrorBody } from '@ico/domain/errors';
import type { z } from 'zod';
import { clearSession, readSession, saveTokens } from './session';

/**
 * The one way the web calls the API: JSON, form-encoded and multipart bodies, the bearer token, one shared
 * refresh on 401, errors as ApiError, answers as JSON or as a file (private files, CSV exports), and upload
 * progress for multipart bodies.
 */

/** A failed call: the HTTP status (0 when the network failed), the server's stable code and its field details. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: Record<string, string> = {},
    /** How long the server asks to wait before trying again (its Retry-After, in seconds), when it says. */
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

/** Called with the share of the body sent so far (0 to 1). */
export type UploadProgress = (fraction: number) => void;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent form-encoded, as the spec names for several calls. */
  form?: Record<string, string | number | boolean | readonly string[] | undefined>;
  /** Sent as multipart (file uploads). */
  formData?: FormData;
  /** Adds the stored access token (default true). */
  auth?: boolean;
  /** Further request headers (the reservation's waiting-room ticket). */
  headers?: Record<string, string>;
  /**
   * A token that is not stored yet (the sign-in asks who it belongs to before storing the session): sent
   * instead of the stored one, and a 401 is the answer, not a reason to refresh.
   */
  accessToken?: string;
  /** Reports how much of a multipart body has been sent; the call then goes by XMLHttpRequest. */
  onUploadProgress?: UploadProgress;
  signal?: AbortSignal;
  /** Longer than the 10 s of ordinary calls, for an answer that takes long to arrive whole (the personal data archive). */
  timeoutMs?: number;
};

/** Files of 2.5 MB (identity documents, slips) over a slow mobile link need longer than the 10 s of ordinary calls. */
const UPLOAD_TIMEOUT_MS = 120_000;

const sessionExpiredListeners = new Set<() => void>();
/**
 * The code the server refused the stored session with (SESSION_EXPIRED past its time limits, SESSION_REVOKED when it
 * was signed out elsewhere), while the user has not been told yet; null otherwise. Kept here, not in a component, so
 * the app shell tells the user even when the refusal came before it was listening.
 */
let sessionEnd: string | null = null;

/** The app shell subscribes and tells the user; the client itself never shows dialogs or navigates. */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

export const isSessionExpired = () => sessionEnd !== null;

/** Why the stored session ended (the server's code), or null when it has not or the user has been told. */
export const sessionEndCode = () => sessionEnd;

/** The user has been told (the dialog was closed). */
export function acknowledgeSessionExpired(): void {
  sessionEnd = null;
  for (const listener of sessionExpiredListeners) listener();
}

function toBody(options: RequestOptions): { body?: BodyInit; contentType?: string } {
  if (options.formData) return { body: options.formData };
  if (options.form) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(options.form)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) params.append(key, item);
      else params.append(key, String(value));
    }
    return { body: params, contentType: 'application/x-www-form-urlencoded' };
  }
  if (options.json !== undefined) return { body: JSON.stringify(options.json), contentType: 'application/json' };
  return {};
}

/** Statuses whose Response may not carry a body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** XMLHttpRequest rather than fetch: only it reports how much of the upload has been sent. */
function sendWithProgress(
  url: string,
  init: RequestInit & { headers: Record<string, string> },
  onProgress: UploadProgress,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method ?? 'POST', url);
    for (const [name, value] of Object.entries(init.headers)) request.setRequestHeader(name, value);
    request.responseType = 'blob';
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = NULL_BODY_STATUSES.has(request.status) ? null : (request.response as Blob);
      resolve(new Response(body, { status: request.status, headers: parseHeaders(request.getAllResponseHeaders()) }));
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR'));
    request.ontimeout = () => reject(new ApiError(0, 'TIMEOUT'));
    const signal = init.signal;
    if (signal) signal.addEventListener('abort', () => request.abort(), { once: true });
    request.onabort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    request.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

async function send(path: string, options: RequestOptions, accessToken: string | undefined): Promise<Response> {
  const { body, contentType } = toBody(options);
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (contentType) headers['content-type'] = contentType;
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const method = options.method ?? (body ? 'POST' : 'GET');
  if (options.onUploadProgress) {
    return sendWithProgress(`${API_BASE}${path}`, { method, headers, body, signal: options.signal ?? null }, options.onUploadProgress);
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, timeout.aborted ? 'TIMEOUT' : 'NETWORK_ERROR');
  }
}

function fallbackCode(status: number): string {
  if (status === 429) return 'TOO_MANY_REQUESTS';
  // A proxy refuses an oversized upload before the server can answer with its own code.
  if (status === 413) return 'FILE_TOO_LARGE';
  return 'INTERNAL_ERROR';
}

async function toError(response: Response): Promise<ApiError> {
  let body: Partial<ErrorBody> = {};
  try {
    body = (await response.json()) as Partial<ErrorBody>;
  } catch {
    // Not our JSON (a proxy's page, a file endpoint's bare status): the status alone tells what happened.
  }
  const code = typeof body.message === 'string' ? body.message : fallbackCode(response.status);
  const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
  return new ApiError(
    response.status,
    code,
    body.detail && typeof body.detail === 'object' ? body.detail : {},
    Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

/** A refresh that worked, or the code it was refused with. */
type RefreshOutcome = { ok: true } | { ok: false; code: string };
let refreshing: Promise<RefreshOutcome> | null = null;

/** Trades the refresh token for a new pair once, however many calls failed with 401 at the same moment. */
function refreshTokens(): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    const session = readSession();
    if (!session) return { ok: false, code: 'UNAUTHORIZED' };
    // Loaded when a refresh is due: the contract carries zod, which the first page's chunk leaves out (first-load.test.ts).
    const { refreshSession } = await import('@ico/domain/contracts/sessions');
    const request = requestOf(refreshSession, { body: { refresh: session.refreshToken } });
    const response = await send(request.path, { ...request.options, auth: false }, undefined).catch(() => null);
    if (!response) return { ok: false, code: 'NETWORK_ERROR' };
    if (!response.ok) return { ok: false, code: (await toError(response)).code };
    const pair: EndpointAnswer<typeof refreshSession> = await response.json();
    saveTokens(pair.access, pair.refresh);
    return { ok: true };
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Calls the API under `/api` and answers the successful Response: JSON accept header, 10 s time-out (two
 * minutes for an upload with progress), the bearer token when signed in. On 401 it refreshes the tokens once
 * and repeats the call; if that fails the session is cleared and the session-expired listeners run (spec
 * section 8). Any other failure is thrown as ApiError.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  if (options.accessToken !== undefined) {
    const response = await send(path, options, options.accessToken);
    if (!response.ok) throw await toError(response);
    return response;
  }
  const useAuth = options.auth ?? true;
  const session = useAuth ? readSession() : null;
  let response = await send(path, options, session?.accessToken);
  if (response.status === 401 && session) {
    const refreshed = await refreshTokens();
    if (refreshed.ok) {
      response = await send(path, options, readSession()?.accessToken);
    }
    if (response.status === 401) {
      clearSession();
      sessionEnd = refreshed.ok ? 'UNAUTHORIZED' : refreshed.code;
      for (const listener of sessionExpiredListeners) listener();
    }
  }
  if (!response.ok) throw await toError(response);
  return response;
}

/** A call whose answer is JSON (nothing for 204). */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The file name the server gives in Content-Disposition (RFC 6266, the UTF-8 form first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A broken encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1]?.trim();
  return plain || fallback;
}

/** A call whose answer is a file (a private document, a CSV export): its content and the name the server gives. */
export async function apiFile(
  path: string,
  options: RequestOptions & { fallbackName?: string } = {},
): Promise<{ blob: Blob; name: string }> {
  const response = await apiResponse(path, options);
  return { blob: await response.blob(), name: fileNameOf(response.headers.get('content-disposition'), options.fallbackName ?? 'download') };
}

/** A multipart body: text fields and files (a File keeps its name; a Blob is sent as it is). */
export type MultipartFields = Record<string, string | Blob | undefined>;

type BodyOf<E extends EndpointDefinition> = E['body'] extends z.ZodType
  ? E['encoding'] extends 'multipart'
    ? MultipartFields | FormData
    : z.input<E['body']>
  : never;

/** What a call of `E` needs: the path's parameters, its query and its body, each only when the endpoint has one. */
export type CallInput<E extends EndpointDefinition> = ([keyof PathParams<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) &
  (E['querystring'] extends z.ZodType ? { query?: z.input<E['querystring']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: BodyOf<E> } : { body?: undefined });

/** The options of a call besides what its endpoint fixes (method, encoding). */
export type CallOptions = Omit<RequestOptions, 'method' | 'json' | 'form' | 'formData'>;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

function withQuery(path: string, query: object | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function multipart(fields: MultipartFields | FormData): FormData {
  if (fields instanceof FormData) return fields;
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.append(name, value);
  return data;
}

/** The request of one call: its path with parameters and query, its method and its body in the endpoint's encoding. */
function requestOf<E extends EndpointDefinition>(target: E, input: CallInput<E>): { path: string; options: RequestOptions } {
  const path = withQuery(pathOf(target, (input.params ?? {}) as PathParams<E['path']>), input.query ?? undefined);
  const options: RequestOptions = { method: target.method };
  if (input.body !== undefined) {
    if (target.encoding === 'multipart') options.formData = multipart(input.body as MultipartFields | FormData);
    else if (target.encoding === 'form') options.form = input.body as RequestOptions['form'];
    else options.json = input.body;
  }
  return { path, options };
}

/**
 * Calls an endpoint by its contract (packages/domain/src/contracts): the URL, the method, the body's encoding and the
 * answer's type all come from it, so none is written in the web (issue 31).
 */
export function call<const E extends EndpointDefinition>(
  target: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  const request = requestOf(target, input);
  return api<EndpointAnswer<E>>(request.path, { ...options, ...request.options });
}

/** Calls an endpoint whose answer is a file (a private document, a CSV export). */
export function callFile<const E extends EndpointDefinition>(
  target: E,
  input: CallInput<E>,
  options: CallOptions & { fallbackName?: string } = {},
): Promise<{ blob: Blob; name: string }> {
  const request = requestOf(target, input);
  return apiFile(request.path, { ...options, ...request.options });
}
