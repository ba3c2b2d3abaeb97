import { decideSubmissionContract, getScreeningContract, listScreeningQueueContract } from '@ico/domain/contracts/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { decideSubmission } from '../../services/verification/decide-submission';
import { screeningDetail } from '../../services/verification/get-screening';
import { screeningQueue } from '../../services/verification/list-screening-queue';

const security = [{ bearer: [] }];

/** The screening queue of verification items (detail info, identity files, bank file, company file). */
const adminScreeningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/screening/',
    {
      onRequest: requireStaff(app, 'verification.screen'),
      schema: { tags: ['admin'], security, summary: 'Submissions waiting for screening, oldest first', ...listScreeningQueueContract },
    },
    (request) => screeningQueue(app, request.query),
  );

  app.get(
    '/screening/:id/',
    {
      onRequest: requireStaff(app, 'verification.screen'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'One submission with its investor, files and earlier decisions',
        ...getScreeningContract,
      },
    },
    (request) => screeningDetail(app, request.params.id),
  );

  app.post(
    '/screening/:id/decision/',
    {
      onRequest: requireStaff(app, 'verification.screen'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Approve, reject or return a submission (audited; the investor gets a message)',
        ...decideSubmissionContract,
      },
    },
    (request) => decideSubmission(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  );
};

export default adminScreeningRoutes;
