import { bangkokDate } from '@ico/domain/business-days';
import { addHolidayContract, deleteHolidayContract, listHolidaysForStaffContract } from '@ico/domain/contracts/holidays';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { addHoliday } from '../../services/holidays/add-holiday';
import { deleteHoliday } from '../../services/holidays/delete-holiday';
import { listHolidays } from '../../services/holidays/list-holidays';

const security = [{ bearer: [] }];

/** The holiday list payment deadlines skip; staff keep it up to date. */
const adminHolidayRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff(app, 'holidays.manage');

  app.get(
    '/holidays/',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'The holidays of a year (the current Bangkok year by default), in date order',
        ...listHolidaysForStaffContract,
      },
    },
    (request) => listHolidays(app, request.query.year ?? Number(bangkokDate(new Date()).slice(0, 4))),
  );

  app.post(
    '/holidays/',
    {
      onRequest,
      schema: { tags: ['admin'], security, summary: 'Add a holiday (audited)', ...addHolidayContract },
    },
    async (request, reply) => reply.status(201).send(await addHoliday(app, authOf(request).user.id, request.body, requestMeta(request))),
  );

  app.delete(
    '/holidays/:date/',
    {
      onRequest,
      schema: { tags: ['admin'], security, summary: 'Remove a holiday (audited)', ...deleteHolidayContract },
    },
    async (request, reply) => {
      await deleteHoliday(app, authOf(request).user.id, request.params.date, requestMeta(request));
      return reply.status(204).send();
    },
  );
};

export default adminHolidayRoutes;
