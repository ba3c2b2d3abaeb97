import { ERROR_CODES, type ErrorCode } from '@ico/domain/errors';
import { validationKeyOf } from '@ico/domain/validation-keys';
import type { z } from 'zod';

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

/** Parses with a domain schema, or answers 400 VALIDATION_FAILED with the first key of each field (`detail`). */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const detail: Record<string, string> = {};
  for (const issue of result.error.issues) detail[issue.path.map(String).join('.') || '_'] ??= validationKeyOf(issue.message);
  throw new AppError('VALIDATION_FAILED', detail);
}

/** Path ids are digits only; anything else (or out of the integer range) is simply not there: `notFound`. */
export function parseId(value: string, notFound: ErrorCode): number {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new AppError(notFound);
  return id;
}

/** U+0000 and unpaired surrogate halves: PostgreSQL cannot store them as text or JSON, and no field needs them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what this finds.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any string (or object key) in a parsed body, query or form field is text the database cannot store. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (typeof value !== 'object' || value === null || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || hasUnstorableText(item, depth + 1));
}
