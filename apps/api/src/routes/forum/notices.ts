import { noticeSchema, pageQuerySchema, pageSchema } from '@ico/domain/communication';
import { markReadBodySchema } from '@ico/domain/contracts/messages';
import { idParamsSchema } from '@ico/domain/contracts/path-ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseOrThrow } from '../../errors';
import { authOf, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { listMemberNotices } from '../../services/notices/list-member-notices';
import { listPublicNotices } from '../../services/notices/list-public-notices';
import { readNotice } from '../../services/notices/read-notice';

const security = [{ bearer: [] }];
const idParams = idParamsSchema('NOTICE_NOT_EXIST');
/** The page is checked by the domain schema so a bad one answers 400 with its key, like any field. */
const pageQuery = documented(pageQuerySchema, z.record(z.string(), z.unknown()));
const pageOf = (query: unknown) => parseOrThrow(pageQuerySchema, query ?? {}).page;

/** Notices: public ones to anyone, members-only ones to signed-in investors. */
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
        querystring: pageQuery,
        response: { 200: pageSchema(noticeSchema) },
      },
    },
    (request) => listMemberNotices(db, authOf(request).user, pageOf(request.query)),
  );

  app.get(
    '/noticespublic/',
    {
      schema: {
        tags: ['forum'],
        summary: 'Public notices for visitors, 10 a page',
        querystring: pageQuery,
        response: { 200: pageSchema(noticeSchema) },
      },
    },
    (request) => listPublicNotices(db, pageOf(request.query)),
  );

  app.post(
    '/notices/:id/',
    {
      onRequest,
      schema: {
        tags: ['forum'],
        security,
        summary: 'Open a notice: marks it read (form: user, ignored: the session says who)',
        params: idParams,
        body: documented(markReadBodySchema),
        response: { 200: noticeSchema },
      },
    },
    (request) => readNotice(db, authOf(request).user, request.params.id),
  );
};

export default noticeRoutes;
