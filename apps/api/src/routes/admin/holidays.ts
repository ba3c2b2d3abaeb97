import { bangkokDate } from '@ico/domain/business-days';
import {
  addHoliday as addHolidayEndpoint,
  deleteHoliday as deleteHolidayEndpoint,
  listHolidaysForStaff,
} from '@ico/domain/contracts/holidays';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { addHoliday } from '../../services/holidays/add-holiday';
import { deleteHoliday } from '../../services/holidays/delete-holiday';
import { listHolidays } from '../../services/holidays/list-holidays';

/** The holiday list payment deadlines skip; staff keep it up to date. */
const adminHolidayRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff(app, 'holidays.manage');

  app.route({
    ...routeOf(app, listHolidaysForStaff, { bearer: true }),
    onRequest,
    handler: (request) => listHolidays(app, request.query.year ?? Number(bangkokDate(new Date()).slice(0, 4))),
  });

  app.route({
    ...routeOf(app, addHolidayEndpoint, { bearer: true }),
    onRequest,
    handler: async (request, reply) =>
      reply.status(201).send(await addHoliday(app, authOf(request).user.id, request.body, requestMeta(request))),
  });

  app.route({
    ...routeOf(app, deleteHolidayEndpoint, { bearer: true }),
    onRequest,
    handler: async (request, reply) => {
      await deleteHoliday(app, authOf(request).user.id, request.params.date, requestMeta(request));
      return reply.status(204).send();
    },
  });
};

export default adminHolidayRoutes;
