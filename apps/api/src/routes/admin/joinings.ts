import { idParamsSchema } from '@ico/domain/contracts/path-ids';
import { joiningStatusChangeSchema } from '@ico/domain/offering-admin';
import { JOINING_STATUSES } from '@ico/domain/statuses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { changeStatusByStaff } from '../../services/joinings/change-joining-status';
import { joiningDetail } from '../../services/joinings/get-joining-for-staff';
import { adminJoiningRowSchema } from './offerings';

const security = [{ bearer: [] }];
const idParams = idParamsSchema('NO_JOINING_EXISTS', 20);
const status = z.enum(JOINING_STATUSES);
const detailSchema = z.object({
  joining: adminJoiningRowSchema.extend({
    message: z.string().nullable(),
    signature: z.string().nullable(),
    version: z.string().nullable(),
  }),
  offering: z.object({ id: z.number().int(), tokenName: z.string(), ticker: z.string() }),
  slips: z.array(z.object({ id: z.string(), fileName: z.string(), contentType: z.string(), created_at: z.string() })),
  history: z.array(
    z.object({
      from: status.nullable(),
      to: status,
      actor: z.string(),
      actorName: z.string().nullable(),
      reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  next: z.array(status),
});

/** One joining in the back office: its slips, history and the staff's next steps along the transition table. */
const adminJoiningRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff(app, 'joinings.operate');

  app.get(
    '/joinings/:id/',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'A joining with its investor, slips, status history and the statuses staff may set next',
        params: idParams,
        response: { 200: detailSchema },
      },
    },
    (request) => joiningDetail(app, request.params.id),
  );

  app.post(
    '/joinings/:id/status/',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Move a joining along the transition table (audited; the investor gets a message)',
        params: idParams,
        body: joiningStatusChangeSchema,
        response: { 200: detailSchema },
      },
    },
    (request) => changeStatusByStaff(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  );
};

export default adminJoiningRoutes;
