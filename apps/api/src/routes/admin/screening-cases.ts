import {
  approveCaseContract,
  caseReportContract,
  getCaseContract,
  listCasesContract,
  proposeCaseContract,
  rejectCaseContract,
} from '@ico/domain/contracts/screening-cases';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { approveCaseDecision } from '../../services/screening-cases/approve-case-decision';
import { downloadFreezeReport } from '../../services/screening-cases/download-freeze-report';
import { getCase } from '../../services/screening-cases/get-case';
import { listCases } from '../../services/screening-cases/list-cases';
import { proposeCaseDecision } from '../../services/screening-cases/propose-case-decision';
import { rejectCaseDecision } from '../../services/screening-cases/reject-case-decision';

const security = [{ bearer: [] }];

/** Issue 30: the compliance queue of screening cases; every decision needs two officers holding `screening.decide`. */
const adminScreeningCaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const decide = requireStaff(app, 'screening.decide');

  app.get(
    '/screening-cases/',
    {
      onRequest: decide,
      schema: { tags: ['admin'], security, summary: 'Screening cases, oldest first (open ones by default)', ...listCasesContract },
    },
    (request) => listCases(app, request.query),
  );

  app.get(
    '/screening-cases/:id/',
    {
      onRequest: decide,
      schema: {
        tags: ['admin'],
        security,
        summary: "A case: the investor's facts beside each hit's list entry, documents, steps",
        ...getCaseContract,
      },
    },
    (request) => getCase(app, request.params.id),
  );

  app.post(
    '/screening-cases/:id/proposal/',
    {
      onRequest: decide,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Propose FALSE_POSITIVE or TRUE_MATCH with a reason (audited)',
        ...proposeCaseContract,
      },
    },
    (request) => proposeCaseDecision(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  );

  app.post(
    '/screening-cases/:id/approve/',
    {
      onRequest: decide,
      schema: {
        tags: ['admin'],
        security,
        summary: 'A second officer approves the proposal: clears a false positive or freezes the account (audited)',
        ...approveCaseContract,
        body: documented(approveCaseContract.body),
      },
    },
    (request) => approveCaseDecision(app, authOf(request).user.id, request.params.id, requestMeta(request)),
  );

  app.post(
    '/screening-cases/:id/reject/',
    {
      onRequest: decide,
      schema: {
        tags: ['admin'],
        security,
        summary: 'A second officer sends the proposal back with a reason (audited)',
        ...rejectCaseContract,
      },
    },
    (request) => rejectCaseDecision(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  );

  app.get(
    '/screening-cases/:id/report/',
    {
      onRequest: decide,
      schema: {
        tags: ['admin'],
        security,
        summary: 'The freeze report of a true match as PDF or CSV (Bangkok time; audited)',
        ...caseReportContract,
      },
    },
    async (request, reply) => {
      const file = await downloadFreezeReport(app, authOf(request).user.id, request.params.id, request.query.format, requestMeta(request));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};

export default adminScreeningCaseRoutes;
