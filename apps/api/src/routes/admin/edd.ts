import {
  approveEdd as approveEddEndpoint,
  getEdd,
  listEdd,
  proposeEdd as proposeEddEndpoint,
  returnEdd as returnEddEndpoint,
} from '@ico/domain/contracts/edd';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { approveEdd } from '../../services/edd/approve-edd';
import { eddDetailOf } from '../../services/edd/edd-view';
import { eddQueue } from '../../services/edd/list-edd-queue';
import { proposeEdd } from '../../services/edd/propose-edd';
import { returnEdd } from '../../services/edd/return-edd';

/**
 * Issue 30, deliver 5: enhanced due diligence of high-risk investors. Compliance (risk.manage) reads, proposes approval
 * or returns; the senior role (edd.approve: admin) approves a proposal made by someone else.
 */
const adminEddRoutes: FastifyPluginAsyncZod = async (app) => {
  const review = requireStaff(app, 'risk.manage');

  app.route({
    ...routeOf(app, listEdd, { bearer: true }),
    onRequest: review,
    handler: (request) => eddQueue(app, request.query),
  });

  app.route({
    ...routeOf(app, getEdd, { bearer: true }),
    onRequest: review,
    handler: (request) => eddDetailOf(app.database.db, request.params.id),
  });

  app.route({
    ...routeOf(app, proposeEddEndpoint, { bearer: true }),
    onRequest: review,
    handler: (request) => proposeEdd(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  });

  const approve = routeOf(app, approveEddEndpoint, { bearer: true });
  app.route({
    ...approve,
    // The body has no fields: a call without one is accepted as before.
    schema: { ...approve.schema, body: documented(approveEddEndpoint.body) },
    onRequest: requireStaff(app, 'edd.approve'),
    handler: (request) => approveEdd(app, authOf(request).user.id, request.params.id, requestMeta(request)),
  });

  app.route({
    ...routeOf(app, returnEddEndpoint, { bearer: true }),
    onRequest: review,
    handler: (request) => returnEdd(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  });
};

export default adminEddRoutes;
