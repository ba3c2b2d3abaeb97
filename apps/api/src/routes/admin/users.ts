import {
  changeLevelSchema,
  createCorporateSchema,
  loginHistoryItemSchema,
  meSchema,
  pageQuerySchema,
  paginated,
  userSummarySchema,
} from '@ico/domain/account';
import { USER_LEVELS } from '@ico/domain/statuses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { changeLevel } from '../../services/accounts/change-account-level';
import { createCorporate } from '../../services/accounts/create-corporate-account';
import { userDetail } from '../../services/accounts/get-account';
import { searchUsers } from '../../services/accounts/search-accounts';

const security = [{ bearer: [] }];
const userIdParams = z.object({ id: z.coerce.number({ error: 'INVALID_PARAMETER' }).int().positive().max(2_147_483_647) });
const summaryAnswer = z.object({ user: userSummarySchema });

/** Investors in the back office: search, detail, level changes, corporate accounts. */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/',
    {
      onRequest: requireStaff(app, 'users.read'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Search investors',
        querystring: pageQuerySchema.extend({
          q: z.string().trim().max(100, { error: 'TEXT_TOO_LONG' }).optional(),
          level: z.enum(USER_LEVELS, { error: 'INVALID_OPTION' }).optional(),
        }),
        response: { 200: paginated(userSummarySchema) },
      },
    },
    (request) => searchUsers(app, request.query),
  );

  app.get(
    '/users/:id/',
    {
      onRequest: requireStaff(app, 'users.read'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'One user with recent sign-ins',
        params: userIdParams,
        response: { 200: z.object({ user: meSchema, loginHistory: z.array(loginHistoryItemSchema) }) },
      },
    },
    (request) => userDetail(app, request.params.id),
  );

  app.post(
    '/users/:id/level/',
    {
      onRequest: requireStaff(app, 'users.level'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Set a user level (audited)',
        params: userIdParams,
        body: changeLevelSchema,
        response: { 200: summaryAnswer },
      },
    },
    async (request) => ({ user: await changeLevel(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)) }),
  );

  app.post(
    '/corporate/',
    {
      onRequest: requireStaff(app, 'users.createCorporate'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Open a corporate investor account; the investor sets the password by the mailed link',
        body: createCorporateSchema,
        response: { 201: summaryAnswer },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ user: await createCorporate(app, authOf(request).user.id, request.body, requestMeta(request)) }),
  );
};

export default adminUserRoutes;
