import { auditEntrySchema, pageQuerySchema, paginated } from '@ico/domain/account';
import { AUDIT_ACTIONS } from '@ico/domain/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../plugins/auth';
import { listAudit } from '../../services/audit/list-audit';

const security = [{ bearer: [] }];

/** The audit log of staff actions. */
const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
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

export default adminAuditRoutes;
