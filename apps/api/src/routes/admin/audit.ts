import { auditChainContract, auditExportContract, listAuditContract } from '@ico/domain/contracts/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { exportAudit } from '../../services/audit/export-audit';
import { listAudit } from '../../services/audit/list-audit';
import { verifyAuditChain } from '../../services/audit/verify-audit-chain';

const security = [{ bearer: [] }];

/** The audit log of staff actions, its hash chain and its export. */
const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = requireStaff(app, 'audit.read');

  app.get(
    '/audit/',
    { onRequest: read, schema: { tags: ['admin'], security, summary: 'The audit log, newest first', ...listAuditContract } },
    (request) => listAudit(app, request.query),
  );

  app.get(
    '/audit/chain/',
    {
      onRequest: read,
      schema: {
        tags: ['admin'],
        security,
        summary: "The chain's state (hashes, MACs, anchors): intact, or its first broken row",
        ...auditChainContract,
      },
    },
    async () => {
      const { lastAnchor: _, ...state } = await verifyAuditChain(app.database.db, {
        keys: app.config.auditKeys,
        anchorFile: app.config.auditAnchor.file,
      });
      return state;
    },
  );

  app.get(
    '/audit/export/',
    {
      onRequest: read,
      schema: {
        tags: ['admin'],
        security,
        summary: 'The rows of a Bangkok date range as CSV (UTF-8 with BOM; audited)',
        ...auditExportContract,
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportAudit(app, authOf(request).user.id, request.query, requestMeta(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

export default adminAuditRoutes;
