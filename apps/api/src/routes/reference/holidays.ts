import { listHolidaysContract } from '@ico/domain/contracts/holidays';
import { and, asc, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holiday } from '../../db/schema';

/** Reference data the forms and deadlines use. */
const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/holidays/',
    {
      schema: { tags: ['reference'], summary: 'Thai public holidays of a year (excluded from payment deadlines)', ...listHolidaysContract },
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
