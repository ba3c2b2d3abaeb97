import { listPublicNotices as listPublicNoticesEndpoint } from '@ico/domain/contracts/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { listPublicNotices } from '../../services/notices/list-public-notices';

/** Public notices, for visitors without an account. */
const publicNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...routeOf(app, listPublicNoticesEndpoint),
    handler: (request) => listPublicNotices(db, request.query.page),
  });
};

export default publicNoticeRoutes;
