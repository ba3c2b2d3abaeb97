import { z } from 'zod';
import { refreshSchema, tokenPairSchema } from '../account';
import { loginSchema } from '../auth-schemas';
/** POST /api/auth/token/obtain/ */
export const obtainSessionContract = { body: loginSchema, response: { 200: tokenPairSchema } };

/** POST /api/auth/token/refresh/ */
export const refreshSessionContract = { body: refreshSchema, response: { 200: tokenPairSchema } };

/** POST /api/auth/logout/ */
export const endSessionContract = { body: refreshSchema };

/** One signed-in device of the caller: where it signed in, from what, and when it last traded its refresh token. */
export const activeSessionSchema = z.object({
  id: z.string(),
  ipAddress: z.string(),
  userAgent: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const sessionListSchema = z.object({ results: z.array(activeSessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

/** GET /api/auth/sessions/ */
export const listSessionsContract = { response: { 200: sessionListSchema } };
