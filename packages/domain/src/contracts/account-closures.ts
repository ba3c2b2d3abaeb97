import { z } from 'zod';
import { pageQuerySchema, paginated } from '../account';
import { CLOSURE_REASON_MAX_LENGTH, CLOSURE_STATUSES } from '../account-closure';
import { requiredString } from '../fields';
import { USER_LEVELS } from '../statuses';
import { stepUpSchema } from './data-exports';
import { idParamsSchema, pathIdSchema } from './path-ids';

/** The investor's own closure request, as `/profile` shows it. */
export const myClosureSchema = z.object({
  id: z.number().int(),
  status: z.enum(CLOSURE_STATUSES),
  reason: z.string().nullable(),
  requested_at: z.string(),
  completed_at: z.string().nullable(),
  refused_at: z.string().nullable(),
  /** When the kept data is deleted (completion plus the AML retention period). */
  delete_after: z.string().nullable(),
});
export type MyClosure = z.infer<typeof myClosureSchema>;

/** The newest request of the caller (null when they never asked), and the years a closed account's records are kept. */
export const myClosureAnswerSchema = z.object({ closure: myClosureSchema.nullable(), retentionYears: z.number().int() });
export type MyClosureAnswer = z.infer<typeof myClosureAnswerSchema>;

/** `POST /auth/closure/`: the step-up and, if the investor wishes, why. */
export const closureRequestSchema = stepUpSchema.extend({
  reason: z.string().trim().max(CLOSURE_REASON_MAX_LENGTH, { error: 'TEXT_TOO_LONG' }).optional(),
});
export type ClosureRequest = z.infer<typeof closureRequestSchema>;

/** A closure request as staff see it: who, what level the account had, and whether a reservation still holds it. */
export const staffClosureSchema = z.object({
  id: z.number().int(),
  /** Null once the account is deleted (the row stays as the record). */
  userId: z.number().int().nullable(),
  username: z.string(),
  previousLevel: z.enum(USER_LEVELS),
  reason: z.string().nullable(),
  status: z.enum(CLOSURE_STATUSES),
  requested_at: z.string(),
  completed_at: z.string().nullable(),
  completedBy: z.string().nullable(),
  refused_at: z.string().nullable(),
  delete_after: z.string().nullable(),
  deleted_at: z.string().nullable(),
  /** Reservations of the investor in progress now: staff complete the request only at 0. */
  reservationsInProgress: z.number().int(),
});
export type StaffClosure = z.infer<typeof staffClosureSchema>;

export const closuresQuerySchema = pageQuerySchema.extend({
  status: z.enum(CLOSURE_STATUSES, { error: 'INVALID_OPTION' }).optional(),
  /** One user's requests (the user page). */
  userId: pathIdSchema('USER_NOT_EXIST', 20).optional(),
});
export type ClosuresQuery = z.input<typeof closuresQuerySchema>;

/** `POST /admin/closures/:id/refuse/`: the investor reads the reason. */
export const closureRefusalSchema = z.object({
  reason: requiredString('REASON_REQUIRED').max(500, { error: 'TEXT_TOO_LONG' }),
});

const closureParams = idParamsSchema('CLOSURE_NOT_EXIST', 20);
const staffClosureAnswerSchema = z.object({ closure: staffClosureSchema });

/** GET /api/auth/closure/ */
export const getMyClosureContract = { response: { 200: myClosureAnswerSchema } };

/** POST /api/auth/closure/ */
export const requestAccountClosureContract = { body: closureRequestSchema, response: { 201: myClosureAnswerSchema } };

/** GET /api/admin/closures/ */
export const listAccountClosuresContract = { querystring: closuresQuerySchema, response: { 200: paginated(staffClosureSchema) } };

/** No fields: the path names the request; the staff member's session is the actor. */
export const completeClosureBodySchema = z.object({}).meta({ description: 'No fields: the path names the closure request completed' });

/** POST /api/admin/closures/:id/complete/ */
export const completeAccountClosureContract = {
  params: closureParams,
  body: completeClosureBodySchema,
  response: { 200: staffClosureAnswerSchema },
};

/** POST /api/admin/closures/:id/refuse/ */
export const refuseAccountClosureContract = {
  params: closureParams,
  body: closureRefusalSchema,
  response: { 200: staffClosureAnswerSchema },
};
