import { z } from 'zod';
import { endpoint } from './endpoint';

/** GET /health/ (200 when the database answers, 503 when it does not). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  databaseReachable: z.boolean(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

export const getHealth = endpoint({
  method: 'GET',
  path: '/health/',
  summary: 'Service health',
  response: { 200: healthSchema, 503: healthSchema },
});

/** Why a process does not take traffic now: it is stopping, its database does not answer, or lacks a migration. */
export const NOT_READY_REASONS = ['shutting-down', 'database-unreachable', 'migrations-pending'] as const;

/** GET /ready/ (200 when this process should get traffic; 503 with the reason when a load balancer should skip it). */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  reason: z.enum(NOT_READY_REASONS).optional(),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const getReadiness = endpoint({
  method: 'GET',
  path: '/ready/',
  summary: 'Readiness for traffic',
  response: { 200: readinessSchema, 503: readinessSchema },
});
