import { listMemberNotices as listMemberNoticesEndpoint, readNotice as readNoticeEndpoint } from '@ico/domain/contracts/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { listMemberNotices } from '../../services/notices/list-member-notices';
import { readNotice } from '../../services/notices/read-notice';

/** Notices to signed-in investors (public and members-only ones) and opening one; visitors read noticespublic.ts. */
const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);
  const db = app.database.db;

  app.route({
    ...routeOf(app, listMemberNoticesEndpoint, { bearer: true }),
    onRequest,
    handler: (request) => listMemberNotices(db, authOf(request).user, request.query.page),
  });

  // The spec's form field `user` is ignored (the session says who) and may be left out: documented, not validated.
  const read = routeOf(app, readNoticeEndpoint, { bearer: true });
  app.route({
    ...read,
    schema: { ...read.schema, body: documented(readNoticeEndpoint.body) },
    onRequest,
    handler: (request) => readNotice(db, authOf(request).user, request.params.id),
  });
};

export default noticeRoutes;
