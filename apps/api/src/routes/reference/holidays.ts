import { and, asc, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { holiday } from '../../db/schema';

const holidaySchema = z.object({ date: z.string(), nameEN: z.string(), nameTH: z.string() });

/** Reference data the forms and deadlines use. */
const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/holidays/',
    {
      schema: {
        tags: ['reference'],
        summary: 'Thai public holidays of a year (excluded from payment deadlines)',
        querystring: z.object({
          year: z.coerce
            .number({ error: 'INVALID_PARAMETER' })
            .int({ error: 'INVALID_PARAMETER' })
            .min(2000, { error: 'INVALID_PARAMETER' })
            .max(2100, { error: 'INVALID_PARAMETER' }),
        }),
        response: { 200: z.object({ results: z.array(holidaySchema) }) },
      },
    },
    async (request) => {
      const { year } = request.query;
      const results = await app.database.db
        .select({ date: holiday.date, nameEN: holiday.nameEN, nameTH: holiday.nameTH })
        .from(holiday)
        .where(and(gte(holiday.date, `${year}-01-01`), lte(holiday.date, `${year}-12-31`)))
        .orderBy(asc(holiday.date));
      return { results };
    },
  );
};

export default referenceRoutes;
