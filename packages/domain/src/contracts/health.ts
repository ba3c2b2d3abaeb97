import { z } from 'zod';

/** GET /health/ (200 when the database answers, 503 when it does not). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  databaseReachable: z.boolean(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health/ */
export const getHealthContract = { response: { 200: healthSchema, 503: healthSchema } };
