import { listHolidays } from '@ico/domain/contracts/holidays';
import { and, asc, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holiday } from '../../db/schema';
import { routeOf } from '../../http/route-of';

/** Reference data the forms and deadlines use. */
const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, listHolidays),
    handler: async (request) => {
      const { year } = request.query;
      const results = await app.database.db
        .select({ date: holiday.date, nameEN: holiday.nameEN, nameTH: holiday.nameTH })
        .from(holiday)
        .where(and(gte(holiday.date, `${year}-01-01`), lte(holiday.date, `${year}-12-31`)))
        .orderBy(asc(holiday.date));
      return { results };
    },
  });
};

export default referenceRoutes;
