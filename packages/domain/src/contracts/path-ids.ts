import { z } from 'zod';
import type { ErrorCode } from '../errors';

const MAX_ID = 2_147_483_647;

/**
 * A numeric path id: digits only, within PostgreSQL's integer. Anything else is simply not there, so the issue
 * carries the route's "not found" code (the API answers it as that error, not as a validation failure). Longer
 * than `maxLength` characters is a malformed request (400), as for any field.
 */
export const pathIdSchema = (notFound: ErrorCode, maxLength = 64) =>
  z
    .string()
    .max(maxLength)
    .transform((value, ctx) => {
      const id = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
      if (Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID) return id;
      ctx.addIssue({ code: 'custom', message: notFound });
      return z.NEVER;
    });

/** The params of a route with one numeric `:id`. */
export const idParamsSchema = (notFound: ErrorCode, maxLength = 64) => z.object({ id: pathIdSchema(notFound, maxLength) });

/** The params of the back office's user and submission routes: a malformed id is a bad parameter (400), not 404. */
export const strictIdParamsSchema = z.object({ id: z.coerce.number({ error: 'INVALID_PARAMETER' }).int().positive().max(MAX_ID) });
