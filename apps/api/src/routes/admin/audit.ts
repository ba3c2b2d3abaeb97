import { listAuditContract } from '@ico/domain/contracts/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/auth';
import { listAudit } from '../../services/audit/list-audit';

const security = [{ bearer: [] }];

/** The audit log of staff actions. */
const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit/',
    {
      onRequest: requireStaff(app, 'audit.read'),
      schema: { tags: ['admin'], security, summary: 'The audit log, newest first', ...listAuditContract },
    },
    (request) => listAudit(app, request.query),
  );
};

export default adminAuditRoutes;
