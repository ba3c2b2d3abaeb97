import { adminNoticeSchema, adminPageQuerySchema, noticeInputSchema, pageSchema } from '@ico/domain/communication';
import { idParamsSchema } from '@ico/domain/contracts/path-ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { createNotice } from '../../services/notices/create-notice';
import { deleteNotice } from '../../services/notices/delete-notice';
import { listAdminNotices } from '../../services/notices/list-notices-for-staff';
import { updateNotice } from '../../services/notices/update-notice';

const security = [{ bearer: [] }];
/** Path ids are read by the service: anything but a positive integer is an unknown notice (404). */
const idParams = idParamsSchema('NOTICE_NOT_EXIST', 20);

/** Notices staff publish to everyone or to members (docs/api/communication.md). */
const adminNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff(app, 'notices.manage');

  app.get(
    '/notices/',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Every notice, newest first, with how many members read it (25 a page)',
        querystring: adminPageQuerySchema,
        response: { 200: pageSchema(adminNoticeSchema) },
      },
    },
    (request) => listAdminNotices(app, request.query.page),
  );

  app.post(
    '/notices/',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Publish a notice (audited)',
        body: noticeInputSchema,
        response: { 201: adminNoticeSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createNotice(app, authOf(request).user.id, request.body, requestMeta(request))),
  );

  app.put(
    '/notices/:id/',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: "Replace a notice's audience and texts (audited)",
        params: idParams,
        body: noticeInputSchema,
        response: { 200: adminNoticeSchema },
      },
    },
    (request) => updateNotice(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  );

  app.delete(
    '/notices/:id/',
    {
      onRequest,
      schema: { tags: ['admin'], security, summary: 'Remove a notice (audited)', params: idParams },
    },
    async (request, reply) => {
      await deleteNotice(app, authOf(request).user.id, request.params.id, requestMeta(request));
      return reply.status(204).send();
    },
  );
};

export default adminNoticeRoutes;
