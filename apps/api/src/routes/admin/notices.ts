import {
  createNoticeContract,
  deleteNoticeContract,
  listNoticesForStaffContract,
  updateNoticeContract,
} from '@ico/domain/contracts/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { createNotice } from '../../services/notices/create-notice';
import { deleteNotice } from '../../services/notices/delete-notice';
import { listAdminNotices } from '../../services/notices/list-notices-for-staff';
import { updateNotice } from '../../services/notices/update-notice';

const security = [{ bearer: [] }];

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
        ...listNoticesForStaffContract,
      },
    },
    (request) => listAdminNotices(app, request.query.page),
  );

  app.post(
    '/notices/',
    {
      onRequest,
      schema: { tags: ['admin'], security, summary: 'Publish a notice (audited)', ...createNoticeContract },
    },
    async (request, reply) => reply.status(201).send(await createNotice(app, authOf(request).user.id, request.body, requestMeta(request))),
  );

  app.put(
    '/notices/:id/',
    {
      onRequest,
      schema: { tags: ['admin'], security, summary: "Replace a notice's audience and texts (audited)", ...updateNoticeContract },
    },
    (request) => updateNotice(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  );

  app.delete(
    '/notices/:id/',
    {
      onRequest,
      schema: { tags: ['admin'], security, summary: 'Remove a notice (audited)', ...deleteNoticeContract },
    },
    async (request, reply) => {
      await deleteNotice(app, authOf(request).user.id, request.params.id, requestMeta(request));
      return reply.status(204).send();
    },
  );
};

export default adminNoticeRoutes;
