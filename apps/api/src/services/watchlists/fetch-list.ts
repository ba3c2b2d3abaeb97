import { WATCHLIST_FETCH_TIMEOUT_MS, WATCHLIST_MAX_BYTES } from '@ico/domain/watchlists';

/** Why a list's URL gave no file; the message is the operator's. */
export class ListFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListFetchError';
  }
}

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Whether a list may be fetched from `url`: HTTPS, or plain HTTP to this machine only (a list served locally, the
 * tests' server); the problem otherwise.
 */
export function listUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not a URL';
  }
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname)) return null;
  return 'must be an https:// URL (plain http only to 127.0.0.1)';
}

/** The bytes at `url`: at most WATCHLIST_MAX_BYTES, within the timeout, HTTPS (redirects too), answered 200. */
export async function fetchListBytes(url: string, options: { timeoutMs?: number; maxBytes?: number } = {}): Promise<Uint8Array> {
  const problem = listUrlProblem(url);
  if (problem) throw new ListFetchError(`${url} ${problem}`);
  const maxBytes = options.maxBytes ?? WATCHLIST_MAX_BYTES;
  const signal = AbortSignal.timeout(options.timeoutMs ?? WATCHLIST_FETCH_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, { signal, redirect: 'follow', headers: { accept: 'application/xml, text/csv, */*' } });
  } catch (error) {
    const reason = signal.aborted
      ? 'no answer within the time limit'
      : error instanceof Error
        ? (error.cause as Error)?.message || error.message
        : String(error);
    throw new ListFetchError(`${url} could not be fetched: ${reason}`);
  }
  if (listUrlProblem(response.url || url)) {
    await response.body?.cancel();
    throw new ListFetchError(`${url} redirected to ${response.url}, which ${listUrlProblem(response.url)}`);
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new ListFetchError(`${url} answered HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new ListFetchError(`${url} is larger than ${maxBytes} bytes`);
  }
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const part of response.body ?? []) {
      size += part.byteLength;
      if (size > maxBytes) {
        await response.body?.cancel();
        throw new ListFetchError(`${url} is larger than ${maxBytes} bytes`);
      }
      parts.push(part);
    }
  } catch (error) {
    if (error instanceof ListFetchError) throw error;
    throw new ListFetchError(`${url} could not be read whole: ${signal.aborted ? 'no answer within the time limit' : String(error)}`);
  }
  return Buffer.concat(parts);
}
