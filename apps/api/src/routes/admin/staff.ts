import { auditEntrySchema, createStaffSchema, pageQuerySchema, paginated, userSummarySchema } from '@ico/domain/account';
import { AUDIT_ACTIONS } from '@ico/domain/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { listAudit } from '../../services/audit/list-audit';
import { createStaff } from '../../services/staff/create-staff';
import { listStaff } from '../../services/staff/list-staff';

const security = [{ bearer: [] }];

/** Staff accounts and the audit log of their actions. */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/',
    {
      onRequest: requireStaff(app, 'staff.manage'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Staff accounts',
        querystring: pageQuerySchema,
        response: { 200: paginated(userSummarySchema) },
      },
    },
    (request) => listStaff(app, request.query.page),
  );

  app.post(
    '/staff/',
    {
      onRequest: requireStaff(app, 'staff.manage'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Add a staff member; the password is set by the mailed link',
        body: createStaffSchema,
        response: { 201: z.object({ user: userSummarySchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ user: await createStaff(app, authOf(request).user.id, request.body, requestMeta(request)) }),
  );

  app.get(
    '/audit/',
    {
      onRequest: requireStaff(app, 'audit.read'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'The audit log, newest first',
        querystring: pageQuerySchema.extend({ action: z.enum(AUDIT_ACTIONS, { error: 'INVALID_OPTION' }).optional() }),
        response: { 200: paginated(auditEntrySchema) },
      },
    },
    (request) => listAudit(app, request.query),
  );
};
