import { decideSubmission as decideSubmissionEndpoint, getScreening, listScreeningQueue } from '@ico/domain/contracts/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { decideSubmission } from '../../services/verification/decide-submission';
import { screeningDetail } from '../../services/verification/get-screening';
import { screeningQueue } from '../../services/verification/list-screening-queue';

/** The screening queue of verification items (detail info, identity files, bank file, company file). */
const adminScreeningRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff(app, 'verification.screen');

  app.route({
    ...routeOf(app, listScreeningQueue, { bearer: true }),
    onRequest,
    handler: (request) => screeningQueue(app, request.query),
  });

  app.route({
    ...routeOf(app, getScreening, { bearer: true }),
    onRequest,
    handler: (request) => screeningDetail(app, request.params.id),
  });

  app.route({
    ...routeOf(app, decideSubmissionEndpoint, { bearer: true }),
    onRequest,
    handler: (request) => decideSubmission(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  });
};

export default adminScreeningRoutes;
