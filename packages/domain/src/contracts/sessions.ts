import { z } from 'zod';
import { refreshSchema, tokenPairSchema } from '../account';
import { loginSchema } from '../auth-schemas';
import { requiredString } from '../fields';
import { strictIdParamsSchema } from './path-ids';
/** POST /api/auth/token/obtain/ */
export const obtainSessionContract = { body: loginSchema, response: { 200: tokenPairSchema } };

/** POST /api/auth/token/refresh/ */
export const refreshSessionContract = { body: refreshSchema, response: { 200: tokenPairSchema } };

/** POST /api/auth/logout/ */
export const endSessionContract = { body: refreshSchema };

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

/** GET /api/auth/sessions/ */
export const listSessionsContract = { response: { 200: sessionListSchema } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isSessionId = (value: string): boolean => UUID.test(value);

/** A session id in a path: one that cannot be a session is simply not there (404 NOT_FOUND, like another user's). */
export const sessionIdParamsSchema = z.object({ id: z.string().max(64).refine(isSessionId, { error: 'NOT_FOUND' }) });

/** How many sessions an action ended. */
export const revokedSessionsSchema = z.object({ revoked: z.number().int().nonnegative() });
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;

/** DELETE /api/auth/sessions/:id/ (204; another user's session answers 404 NOT_FOUND) */
export const revokeSessionContract = { params: sessionIdParamsSchema };

/** POST /api/auth/sessions/revoke_others/ */
export const revokeOtherSessionsContract = {
  body: z.object({}).meta({ description: 'No fields: every session of the caller but the one calling ends' }),
  response: { 200: revokedSessionsSchema },
};

/** Why staff end a user's sessions: written to the audit log and told to the user in the mail. */
export const SESSIONS_REASON_MAX_LENGTH = 500;
export const endUserSessionsSchema = z.object({
  reason: requiredString('REASON_REQUIRED').max(SESSIONS_REASON_MAX_LENGTH, { error: 'TEXT_TOO_LONG' }),
});
export type EndUserSessionsInput = z.infer<typeof endUserSessionsSchema>;

/** POST /api/admin/users/:id/sessions/revoke/ */
export const endUserSessionsContract = {
  params: strictIdParamsSchema,
  body: endUserSessionsSchema,
  response: { 200: revokedSessionsSchema },
};
