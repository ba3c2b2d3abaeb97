import { listMemberNoticesContract, readNoticeContract } from '@ico/domain/contracts/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { pageOf } from '../../plugins/page-query';
import { listMemberNotices } from '../../services/notices/list-member-notices';
import { readNotice } from '../../services/notices/read-notice';

const security = [{ bearer: [] }];

/** Notices to signed-in investors (public and members-only ones) and opening one; visitors read noticespublic.ts. */
const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);
  const db = app.database.db;

  app.get(
    '/notices/',
    {
      onRequest,
      schema: {
        tags: ['forum'],
        security,
        summary: "Members' notices (public and members only), 10 a page, with the caller's read state",
        ...listMemberNoticesContract,
        querystring: documented(listMemberNoticesContract.querystring, z.record(z.string(), z.unknown())),
      },
    },
    (request) => listMemberNotices(db, authOf(request).user, pageOf(request.query)),
  );

  app.post(
    '/notices/:id/',
    {
      onRequest,
      schema: {
        tags: ['forum'],
        security,
        summary: 'Open a notice: marks it read (form: user, ignored: the session says who)',
        ...readNoticeContract,
        body: documented(readNoticeContract.body),
      },
    },
    (request) => readNotice(db, authOf(request).user, request.params.id),
  );
};

export default noticeRoutes;
