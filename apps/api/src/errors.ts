import { ERROR_CODES, type ErrorCode } from '@ico/domain/errors';

/** The one error type of the API: a stable code, its HTTP status, and optional field details. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail?: Record<string, string>,
    /** For 429: how long the caller should wait, in seconds (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code];
  }
}
