import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Filled in by issue 5 (see docs/api/offerings.md). */
export const adminHolidayRoutes: FastifyPluginAsyncZod = async () => {};
