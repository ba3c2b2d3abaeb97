import {
  createNotice as createNoticeEndpoint,
  deleteNotice as deleteNoticeEndpoint,
  listNoticesForStaff,
  updateNotice as updateNoticeEndpoint,
} from '@ico/domain/contracts/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { createNotice } from '../../services/notices/create-notice';
import { deleteNotice } from '../../services/notices/delete-notice';
import { listAdminNotices } from '../../services/notices/list-notices-for-staff';
import { updateNotice } from '../../services/notices/update-notice';

/** Notices staff publish to everyone or to members (docs/api/communication.md). */
const adminNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff(app, 'notices.manage');

  app.route({
    ...routeOf(app, listNoticesForStaff, { bearer: true }),
    onRequest,
    handler: (request) => listAdminNotices(app, request.query.page),
  });

  app.route({
    ...routeOf(app, createNoticeEndpoint, { bearer: true }),
    onRequest,
    handler: async (request, reply) =>
      reply.status(201).send(await createNotice(app, authOf(request).user.id, request.body, requestMeta(request))),
  });

  app.route({
    ...routeOf(app, updateNoticeEndpoint, { bearer: true }),
    onRequest,
    handler: (request) => updateNotice(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  });

  app.route({
    ...routeOf(app, deleteNoticeEndpoint, { bearer: true }),
    onRequest,
    handler: async (request, reply) => {
      await deleteNotice(app, authOf(request).user.id, request.params.id, requestMeta(request));
      return reply.status(204).send();
    },
  });
};

export default adminNoticeRoutes;
