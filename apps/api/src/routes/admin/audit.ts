import { exportAudit as exportAuditEndpoint, getAuditChain, listAudit as listAuditEndpoint } from '@ico/domain/contracts/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { exportAudit } from '../../services/audit/export-audit';
import { listAudit } from '../../services/audit/list-audit';
import { verifyAuditChain } from '../../services/audit/verify-audit-chain';

/** The audit log of staff actions, its hash chain and its export. */
const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = requireStaff(app, 'audit.read');

  app.route({
    ...routeOf(app, listAuditEndpoint, { bearer: true }),
    onRequest: read,
    handler: (request) => listAudit(app, request.query),
  });

  app.route({
    ...routeOf(app, getAuditChain, { bearer: true }),
    onRequest: read,
    handler: async () => {
      const { lastAnchor: _, ...state } = await verifyAuditChain(app.database.db, {
        keys: app.config.auditKeys,
        anchorFile: app.config.auditAnchor.file,
      });
      return state;
    },
  });

  app.route({
    ...routeOf(app, exportAuditEndpoint, { bearer: true }),
    onRequest: read,
    handler: async (request, reply) => {
      const { fileName, csv } = await exportAudit(app, authOf(request).user.id, request.query, requestMeta(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
};

export default adminAuditRoutes;
