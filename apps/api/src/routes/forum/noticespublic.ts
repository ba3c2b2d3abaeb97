import { listPublicNoticesContract } from '@ico/domain/contracts/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documented } from '../../plugins/documented-inputs';
import { pageOf } from '../../plugins/page-query';
import { listPublicNotices } from '../../services/notices/list-public-notices';

/** Public notices, for visitors without an account. */
const publicNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/noticespublic/',
    {
      schema: {
        tags: ['forum'],
        summary: 'Public notices for visitors, 10 a page',
        ...listPublicNoticesContract,
        querystring: documented(listPublicNoticesContract.querystring, z.record(z.string(), z.unknown())),
      },
    },
    (request) => listPublicNotices(db, pageOf(request.query)),
  );
};

export default publicNoticeRoutes;
