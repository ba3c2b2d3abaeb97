import { API_TIMEOUT_MS } from '@ico/domain/constants';
import type { ErrorBody } from '@ico/domain/errors';
import { clearSession, readSession, saveTokens } from './session';

/** A failed call: the HTTP status (0 when the network failed), the server's stable code and its field details. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

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
  signal?: AbortSignal;
};

const BASE = '/api';
const sessionExpiredListeners = new Set<() => void>();
/**
 * Whether the server refused the stored session and the user has not been told yet. Kept here, not in a
 * component, so the app shell tells the user even when the refusal came before it was listening.
 */
let sessionExpired = false;

/** The app shell subscribes and tells the user; the client itself never shows dialogs or navigates. */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

export const isSessionExpired = () => sessionExpired;

/** The user has been told (the dialog was closed). */
export function acknowledgeSessionExpired(): void {
  sessionExpired = false;
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

async function send(path: string, options: RequestOptions, accessToken: string | undefined): Promise<Response> {
  const { body, contentType } = toBody(options);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (contentType) headers['content-type'] = contentType;
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  try {
    return await fetch(`${BASE}${path}`, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, timeout.aborted ? 'TIMEOUT' : 'NETWORK_ERROR');
  }
}

async function toError(response: Response): Promise<ApiError> {
  let body: Partial<ErrorBody> = {};
  try {
    body = (await response.json()) as Partial<ErrorBody>;
  } catch {
    // Not our JSON (a proxy's page): the status alone tells what happened.
  }
  const code = typeof body.message === 'string' ? body.message : response.status === 429 ? 'TOO_MANY_REQUESTS' : 'INTERNAL_ERROR';
  return new ApiError(response.status, code, body.detail && typeof body.detail === 'object' ? body.detail : {});
}

let refreshing: Promise<boolean> | null = null;

/** Trades the refresh token for a new pair once, however many calls failed with 401 at the same moment. */
function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const session = readSession();
    if (!session) return false;
    const response = await send('/auth/token/refresh/', { json: { refresh: session.refreshToken }, auth: false }, undefined).catch(
      () => null,
    );
    if (!response?.ok) return false;
    const pair = (await response.json()) as { access: string; refresh: string };
    saveTokens(pair.access, pair.refresh);
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Calls the API under `/api`: JSON accept header, 10 s time-out, the bearer token when signed in.
 * On 401 it refreshes the tokens once and repeats the call; if that fails the session is cleared and the
 * session-expired listeners run (spec section 8).
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const useAuth = options.auth ?? true;
  const session = useAuth ? readSession() : null;
  let response = await send(path, options, session?.accessToken);
  if (response.status === 401 && session) {
    if (await refreshTokens()) {
      response = await send(path, options, readSession()?.accessToken);
    }
    if (response.status === 401) {
      clearSession();
      sessionExpired = true;
      for (const listener of sessionExpiredListeners) listener();
    }
  }
  if (!response.ok) throw await toError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
