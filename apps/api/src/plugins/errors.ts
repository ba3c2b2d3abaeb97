import { ERROR_CODES, type ErrorBody, type ErrorCode, isErrorCode } from '@ico/domain/errors';
import { validationKeyOf } from '@ico/domain/validation-keys';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable } from '../db/errors';
import { AppError, hasUnstorableText } from '../errors';

/** Field -> first message key, from the type provider's validation errors. */
function fieldDetails(error: FastifyError): Record<string, string> {
  const detail: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return detail;
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    detail[field] ??= validationKeyOf(issue.message);
  }
  return detail;
}

/**
 * A path id the route's params schema refused as absent (`pathIdSchema`): its issue names the route's "not found"
 * code, answered as that error, as when the id is valid but no row has it.
 */
function absentPathId(error: FastifyError): AppError | undefined {
  if (error.validationContext !== 'params' || !hasZodFastifySchemaValidationErrors(error)) return undefined;
  const code = error.validation
    .map((issue) => issue.message)
    .find((message): message is ErrorCode => isErrorCode(message) && ERROR_CODES[message] === 404);
  return code ? new AppError(code) : undefined;
}

/** Client errors Fastify and its plugins raise, mapped to our stable codes. */
const FASTIFY_CODES: Record<string, AppError['code']> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_FILES_LIMIT: 'BAD_REQUEST',
  FST_PARTS_LIMIT: 'BAD_REQUEST',
  FST_FIELDS_LIMIT: 'BAD_REQUEST',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'BAD_REQUEST',
  FST_ERR_RATE_LIMIT: 'TOO_MANY_REQUESTS',
};

/** Our own error, also when a library wrapped it on its way out (drizzle wraps what fails inside a query). */
function appErrorIn(error: unknown): AppError | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    if (current instanceof AppError) return current;
  }
  return undefined;
}

/**
 * One error handler: every error leaves as `{ message, detail }`; 5xx never show their insides. Before any
 * route's validation, text the database cannot store (a U+0000, half a surrogate pair) in a query or body is
 * refused as 400 INVALID_PARAMETER, so no schema has to know, and it never becomes a failed query (a 500).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // Path ids are not checked here: anything odd in one is simply not there (parseId, 404).
    if (hasUnstorableText(request.query) || hasUnstorableText(request.body)) {
      throw new AppError('INVALID_PARAMETER');
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ErrorBody;
    const appError = appErrorIn(error) ?? absentPathId(error);
    if (appError) {
      status = appError.statusCode;
      body = { message: appError.code, ...(appError.detail ? { detail: appError.detail } : {}) };
      if (appError.retryAfterSeconds !== undefined) reply.header('retry-after', String(appError.retryAfterSeconds));
    } else if (error.validation) {
      status = 400;
      body = { message: 'VALIDATION_FAILED', detail: fieldDetails(error) };
    } else if (error.code && FASTIFY_CODES[error.code]) {
      const code = FASTIFY_CODES[error.code]!;
      status = code === 'FILE_TOO_LARGE' ? 413 : code === 'TOO_MANY_REQUESTS' ? 429 : 400;
      body = { message: code };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Other client errors of Fastify itself (malformed JSON, bad URL encoding, ...).
      status = error.statusCode === 413 ? 413 : 400;
      body = { message: status === 413 ? 'FILE_TOO_LARGE' : 'BAD_REQUEST' };
    } else if (databaseUnavailable(error)) {
      // PostgreSQL down or restarting: the request did nothing it could keep; the client may try again shortly.
      status = 503;
      body = { message: 'SERVICE_UNAVAILABLE' };
      reply.header('retry-after', '5');
      request.log.warn({ err: error }, 'database unavailable');
    } else {
      status = error.statusCode === 503 ? 503 : 500;
      body = { message: status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR' };
      request.log.error({ err: error }, 'request failed');
    }
    if (status === 429 && reply.getHeader('retry-after') === undefined) reply.header('retry-after', '60');
    return reply.status(status).send(body);
  });
}
