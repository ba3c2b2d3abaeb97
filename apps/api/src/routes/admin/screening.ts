import { meSchema, pageQuerySchema, userSummarySchema } from '@ico/domain/account';
import { decisionSchema } from '@ico/domain/screening-schemas';
import { SCREENED_ITEMS, VERIFICATION_STATUSES } from '@ico/domain/statuses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { decideSubmission } from '../../services/verification/decide-submission';
import { screeningDetail } from '../../services/verification/get-screening';
import { screeningQueue } from '../../services/verification/list-screening-queue';

const security = [{ bearer: [] }];
const item = z.enum(SCREENED_ITEMS, { error: 'INVALID_OPTION' });
const idParams = z.object({ id: z.coerce.number({ error: 'INVALID_PARAMETER' }).int().positive().max(2_147_483_647) });
const submissionSchema = z.object({
  id: z.number().int(),
  item,
  status: z.enum(VERIFICATION_STATUSES),
  data: z.record(z.string(), z.string()),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
const fileSchema = z.object({ id: z.string(), field: z.string(), fileName: z.string(), contentType: z.string(), size: z.number().int() });

/** The screening queue of verification items (detail info, identity files, bank file, company file). */
const adminScreeningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/screening/',
    {
      onRequest: requireStaff(app, 'verification.screen'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Submissions waiting for screening, oldest first',
        querystring: pageQuerySchema.extend({ item: item.optional() }),
        response: {
          200: z.object({
            results: z.array(z.object({ id: z.number().int(), item, submittedAt: z.string(), user: userSummarySchema })),
            count: z.number().int(),
            counts: z.record(item, z.number().int()),
          }),
        },
      },
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
        params: idParams,
        response: {
          200: z.object({ submission: submissionSchema, user: meSchema, files: z.array(fileSchema), history: z.array(submissionSchema) }),
        },
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
        params: idParams,
        body: decisionSchema,
        response: { 200: z.object({ submission: submissionSchema, user: userSummarySchema, levelChanged: z.boolean() }) },
      },
    },
    (request) => decideSubmission(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  );
};

export default adminScreeningRoutes;
