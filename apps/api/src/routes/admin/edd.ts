import { approveEddContract, getEddContract, listEddContract, proposeEddContract, returnEddContract } from '@ico/domain/contracts/edd';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { approveEdd } from '../../services/edd/approve-edd';
import { eddDetailOf } from '../../services/edd/edd-view';
import { eddQueue } from '../../services/edd/list-edd-queue';
import { proposeEdd } from '../../services/edd/propose-edd';
import { returnEdd } from '../../services/edd/return-edd';

const security = [{ bearer: [] }];

/**
 * Issue 30, deliver 5: enhanced due diligence of high-risk investors. Compliance (risk.manage) reads, proposes approval
 * or returns; the senior role (edd.approve: admin) approves a proposal made by someone else.
 */
const adminEddRoutes: FastifyPluginAsyncZod = async (app) => {
  const review = requireStaff(app, 'risk.manage');

  app.get(
    '/edd/',
    {
      onRequest: review,
      schema: { tags: ['admin'], security, summary: 'EDD declarations in review (or of one status), oldest first', ...listEddContract },
    },
    (request) => eddQueue(app, request.query),
  );

  app.get(
    '/edd/:id/',
    {
      onRequest: review,
      schema: { tags: ['admin'], security, summary: "One declaration with the investor's rating and document", ...getEddContract },
    },
    (request) => eddDetailOf(app.database.db, request.params.id),
  );

  app.post(
    '/edd/:id/propose/',
    {
      onRequest: review,
      schema: { tags: ['admin'], security, summary: 'Propose the approval of a declaration (audited)', ...proposeEddContract },
    },
    (request) => proposeEdd(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  );

  app.post(
    '/edd/:id/approve/',
    {
      onRequest: requireStaff(app, 'edd.approve'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Senior approval of a proposed declaration (four eyes; may promote to the retail level; audited)',
        ...approveEddContract,
        body: documented(approveEddContract.body),
      },
    },
    (request) => approveEdd(app, authOf(request).user.id, request.params.id, requestMeta(request)),
  );

  app.post(
    '/edd/:id/return/',
    {
      onRequest: review,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Return a declaration with a reason the investor reads (audited)',
        ...returnEddContract,
      },
    },
    (request) => returnEdd(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  );
};

export default adminEddRoutes;
