import { bangkokDate } from '@ico/domain/business-days';
import { holidayInputSchema } from '@ico/domain/offering-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { addHoliday } from '../../services/holidays/add-holiday';
import { deleteHoliday } from '../../services/holidays/delete-holiday';
import { listHolidays } from '../../services/holidays/list-holidays';

const security = [{ bearer: [] }];
const holidaySchema = z.object({ date: z.string(), nameEN: z.string(), nameTH: z.string() });

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
        querystring: z.object({
          year: z.coerce
            .number({ error: 'INVALID_PARAMETER' })
            .int({ error: 'INVALID_PARAMETER' })
            .min(2000, { error: 'INVALID_PARAMETER' })
            .max(2100, { error: 'INVALID_PARAMETER' })
            .optional(),
        }),
        response: { 200: z.array(holidaySchema) },
      },
    },
    (request) => listHolidays(app, request.query.year ?? Number(bangkokDate(new Date()).slice(0, 4))),
  );

  app.post(
    '/holidays/',
    {
      onRequest,
      schema: { tags: ['admin'], security, summary: 'Add a holiday (audited)', body: holidayInputSchema, response: { 201: holidaySchema } },
    },
    async (request, reply) => reply.status(201).send(await addHoliday(app, authOf(request).user.id, request.body, requestMeta(request))),
  );

  app.delete(
    '/holidays/:date/',
    {
      onRequest,
      schema: { tags: ['admin'], security, summary: 'Remove a holiday (audited)', params: z.object({ date: z.string().max(20) }) },
    },
    async (request, reply) => {
      await deleteHoliday(app, authOf(request).user.id, request.params.date, requestMeta(request));
      return reply.status(204).send();
    },
  );
};

export default adminHolidayRoutes;
