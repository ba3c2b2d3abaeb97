import { z } from 'zod';
import { currentPasswordSchema } from '../auth-schemas';
import { requiredString, secondFactorCodeSchema } from '../fields';
import { endpoint } from './endpoint';
import { strictIdParamsSchema } from './path-ids';

/** The sign-in; `otp` (a one-time or a recovery code) is added after the server answered 405. The login form's rules. */
export const loginSchema = z.object({
  username: requiredString('USERNAME_REQUIRED'),
  password: currentPasswordSchema,
  otp: secondFactorCodeSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** `POST /auth/token/refresh/` and the logout call. */
export const refreshSchema = z.object({ refresh: requiredString('REQUIRED').max(200) });

export const obtainSession = endpoint({
  method: 'POST',
  path: '/auth/token/obtain/',
  summary: 'Sign in: 405 OTP_REQUIRED when two-factor is on and no otp was sent',
  body: loginSchema,
  response: { 200: tokenPairSchema },
  errors: ['WRONG_USERNAME_OR_PASSWORD', 'OTP_REQUIRED', 'WRONG_OTP', 'STAFF_DISABLED', 'TOO_MANY_REQUESTS'],
});

export const refreshSession = endpoint({
  method: 'POST',
  path: '/auth/token/refresh/',
  summary: 'Trade a refresh token for a new pair (each token works once)',
  body: refreshSchema,
  response: { 200: tokenPairSchema },
  errors: ['SESSION_REVOKED', 'SESSION_EXPIRED', 'STAFF_DISABLED'],
});

/** 204. */
export const endSession = endpoint({
  method: 'POST',
  path: '/auth/logout/',
  summary: 'End the session of a refresh token',
  body: refreshSchema,
});

/** What kind of device a session signed in from, as its user agent tells (null when it does not). */
export const SESSION_DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;
export type SessionDeviceType = (typeof SESSION_DEVICE_TYPES)[number];

/**
 * One signed-in device of the caller: where it signed in, from what (the user agent, and the browser, system and kind
 * of device read from it), when it signed in and last traded its refresh token, and whether it presented a second
 * factor at sign-in (the back office opens only for such a session).
 */
export const activeSessionSchema = z.object({
  id: z.string(),
  ipAddress: z.string(),
  userAgent: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  deviceType: z.enum(SESSION_DEVICE_TYPES).nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  second_factor: z.boolean(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const sessionListSchema = z.object({ results: z.array(activeSessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const listSessions = endpoint({
  method: 'GET',
  path: '/auth/sessions/',
  summary: 'My active sessions (address, device, sign-in and last use), the current one marked',
  response: { 200: sessionListSchema },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isSessionId = (value: string): boolean => UUID.test(value);

/** A session id in a path: one that cannot be a session is simply not there (404 NOT_FOUND, like another user's). */
export const sessionIdParamsSchema = z.object({ id: z.string().max(64).refine(isSessionId, { error: 'NOT_FOUND' }) });

/** How many sessions an action ended. */
export const revokedSessionsSchema = z.object({ revoked: z.number().int().nonnegative() });
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;

/** 204; another user's session answers 404 NOT_FOUND. */
export const revokeSession = endpoint({
  method: 'DELETE',
  path: '/auth/sessions/:id/',
  summary: 'Sign one of my sessions out (404 for a session that is not mine or already ended)',
  params: sessionIdParamsSchema,
  errors: ['NOT_FOUND'],
});

export const revokeOtherSessions = endpoint({
  method: 'POST',
  path: '/auth/sessions/revoke_others/',
  summary: 'Sign out every session of mine but this one',
  body: z.object({}).meta({ description: 'No fields: every session of the caller but the one calling ends' }),
  response: { 200: revokedSessionsSchema },
});

/** Why staff end a user's sessions: written to the audit log and told to the user in the mail. */
export const SESSIONS_REASON_MAX_LENGTH = 500;
export const endUserSessionsSchema = z.object({
  reason: requiredString('REASON_REQUIRED').max(SESSIONS_REASON_MAX_LENGTH, { error: 'TEXT_TOO_LONG' }),
});
export type EndUserSessionsInput = z.infer<typeof endUserSessionsSchema>;

export const endUserSessions = endpoint({
  method: 'POST',
  path: '/admin/users/:id/sessions/revoke/',
  summary: 'End every session of an investor, with a reason (audited, the investor is mailed)',
  params: strictIdParamsSchema,
  body: endUserSessionsSchema,
  response: { 200: revokedSessionsSchema },
  errors: ['VALIDATION_FAILED', 'INVALID_PARAMETER', 'USER_NOT_EXIST'],
});
