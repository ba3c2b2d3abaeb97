import {
  approveCase,
  downloadCaseReport,
  getCase as getCaseEndpoint,
  listCases as listCasesEndpoint,
  proposeCase,
  rejectCase,
} from '@ico/domain/contracts/screening-cases';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { approveCaseDecision } from '../../services/screening-cases/approve-case-decision';
import { downloadFreezeReport } from '../../services/screening-cases/download-freeze-report';
import { getCase } from '../../services/screening-cases/get-case';
import { listCases } from '../../services/screening-cases/list-cases';
import { proposeCaseDecision } from '../../services/screening-cases/propose-case-decision';
import { rejectCaseDecision } from '../../services/screening-cases/reject-case-decision';

/** Issue 30: the compliance queue of screening cases; every decision needs two officers holding `screening.decide`. */
const adminScreeningCaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const decide = requireStaff(app, 'screening.decide');

  app.route({
    ...routeOf(app, listCasesEndpoint, { bearer: true }),
    onRequest: decide,
    handler: (request) => listCases(app, request.query),
  });

  app.route({
    ...routeOf(app, getCaseEndpoint, { bearer: true }),
    onRequest: decide,
    handler: (request) => getCase(app, request.params.id),
  });

  app.route({
    ...routeOf(app, proposeCase, { bearer: true }),
    onRequest: decide,
    handler: (request) => proposeCaseDecision(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  });

  const approve = routeOf(app, approveCase, { bearer: true });
  app.route({
    ...approve,
    // The body has no fields: a call without one is accepted as before.
    schema: { ...approve.schema, body: documented(approveCase.body) },
    onRequest: decide,
    handler: (request) => approveCaseDecision(app, authOf(request).user.id, request.params.id, requestMeta(request)),
  });

  app.route({
    ...routeOf(app, rejectCase, { bearer: true }),
    onRequest: decide,
    handler: (request) => rejectCaseDecision(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  });

  app.route({
    ...routeOf(app, downloadCaseReport, { bearer: true }),
    onRequest: decide,
    handler: async (request, reply) => {
      const file = await downloadFreezeReport(app, authOf(request).user.id, request.params.id, request.query.format, requestMeta(request));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
};

export default adminScreeningCaseRoutes;
