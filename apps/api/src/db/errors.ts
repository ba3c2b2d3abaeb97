/** The constraint a unique violation (SQLSTATE 23505) hit, from node-postgres or PGlite, wrapped or not; else null. */
export function uniqueViolation(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const match = typeof candidate.message === 'string' ? /constraint "([^"]+)"/.exec(candidate.message) : null;
      return match?.[1] ?? '';
    }
  }
  return null;
}

/** Socket errors of a database that is down, restarting or out of reach. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs of a server that cannot serve now: connection exceptions (08), shutting down or starting (57P0x), full. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
/** What node-postgres says when the pool waited too long or a connection died under a query. */
const UNAVAILABLE_MESSAGE = /timeout exceeded when trying to connect|Connection terminated|terminating connection|connection error/i;

/**
 * Whether `error` (wrapped or not) says the database could not be reached or could not serve, rather than that
 * the query was wrong: such a request answers 503 and may be tried again.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    const candidate = current as { code?: unknown; message?: unknown };
    if (typeof candidate.code === 'string' && (UNREACHABLE_CODES.has(candidate.code) || UNAVAILABLE_SQLSTATE.test(candidate.code)))
      return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGE.test(candidate.message)) return true;
  }
  return false;
}
