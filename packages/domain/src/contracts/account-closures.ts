import { z } from 'zod';
import { pageQuerySchema, paginated } from '../account';
import { CLOSURE_REASON_MAX_LENGTH, CLOSURE_STATUSES } from '../account-closure';
import { requiredString } from '../fields';
import { USER_LEVELS } from '../statuses';
import { stepUpSchema } from './data-exports';
import { endpoint } from './endpoint';
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
export const staffClosureAnswerSchema = z.object({ closure: staffClosureSchema });
export type StaffClosureAnswer = z.infer<typeof staffClosureAnswerSchema>;

export const getMyClosure = endpoint({
  method: 'GET',
  path: '/auth/closure/',
  summary: 'My newest closure request, or null',
  response: { 200: myClosureAnswerSchema },
});

export const requestAccountClosure = endpoint({
  method: 'POST',
  path: '/auth/closure/',
  summary:
    'Ask to close my account: password, and a one-time code with two-factor (405 OTP_REQUIRED without); 409 RESERVATION_IN_PROGRESS while a reservation, payment or refund is in progress; blocks the account at once and ends my other sessions',
  body: closureRequestSchema,
  response: { 201: myClosureAnswerSchema },
  errors: [
    'VALIDATION_FAILED',
    'OLD_PASSWORD_WRONG',
    'OTP_REQUIRED',
    'WRONG_OTP',
    'FORBIDDEN',
    'CLOSURE_PENDING',
    'RESERVATION_IN_PROGRESS',
    'TOO_MANY_REQUESTS',
  ],
});

export const listAccountClosures = endpoint({
  method: 'GET',
  path: '/admin/closures/',
  summary: 'Account closure requests, pending first (oldest first), 25 a page; by status or one user',
  querystring: closuresQuerySchema,
  response: { 200: paginated(staffClosureSchema) },
  errors: ['VALIDATION_FAILED', 'INVALID_PARAMETER', 'USER_NOT_EXIST'],
});

/** No fields: the path names the request; the staff member's session is the actor. */
export const completeClosureBodySchema = z.object({}).meta({ description: 'No fields: the path names the closure request completed' });

export const completeAccountClosure = endpoint({
  method: 'POST',
  path: '/admin/closures/:id/complete/',
  summary:
    'Close the account (409 RESERVATION_IN_PROGRESS while one is); data kept until delete_after (AML retention), sessions end; audited and mailed',
  params: closureParams,
  body: completeClosureBodySchema,
  response: { 200: staffClosureAnswerSchema },
  errors: ['CLOSURE_NOT_EXIST', 'STATUS_CONFLICT', 'RESERVATION_IN_PROGRESS'],
});

export const refuseAccountClosure = endpoint({
  method: 'POST',
  path: '/admin/closures/:id/refuse/',
  summary: 'Refuse a pending closure request with a reason the investor reads; the previous level is restored; audited',
  params: closureParams,
  body: closureRefusalSchema,
  response: { 200: staffClosureAnswerSchema },
  errors: ['VALIDATION_FAILED', 'CLOSURE_NOT_EXIST', 'STATUS_CONFLICT'],
});
