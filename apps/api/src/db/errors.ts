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
