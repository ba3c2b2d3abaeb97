import { inboxMessageSchema, pageQuerySchema, pageSchema } from '@ico/domain/communication';
import { markReadBodySchema } from '@ico/domain/contracts/messages';
import { idParamsSchema } from '@ico/domain/contracts/path-ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseOrThrow } from '../../errors';
import { authOf, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { listMessages } from '../../services/messages/list-inbox-messages';
import { readMessage } from '../../services/messages/read-message';

const security = [{ bearer: [] }];
const idParams = idParamsSchema('MESSAGE_NOT_EXIST');
/** The page is checked by the domain schema so a bad one answers 400 with its key, like any field. */
const pageQuery = documented(pageQuerySchema, z.record(z.string(), z.unknown()));
const pageOf = (query: unknown) => parseOrThrow(pageQuerySchema, query ?? {}).page;

/** The caller's messages (spec section 7, `/forum/...`; docs/api/communication.md). */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);
  const db = app.database.db;

  app.get(
    '/messages/',
    {
      onRequest,
      schema: {
        tags: ['forum'],
        security,
        summary: "The caller's messages, 10 a page, newest first",
        querystring: pageQuery,
        response: { 200: pageSchema(inboxMessageSchema) },
      },
    },
    (request) => listMessages(db, authOf(request).user, pageOf(request.query)),
  );

  app.post(
    '/messages/:id/',
    {
      onRequest,
      schema: {
        tags: ['forum'],
        security,
        summary: 'Open a message: marks it read',
        params: idParams,
        body: documented(markReadBodySchema),
        response: { 200: inboxMessageSchema },
      },
    },
    (request) => readMessage(db, authOf(request).user, request.params.id),
  );
};

export default messageRoutes;
