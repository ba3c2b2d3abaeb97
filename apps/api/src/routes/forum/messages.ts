import { listInboxMessagesContract, readMessageContract } from '@ico/domain/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { pageOf } from '../../plugins/page-query';
import { listMessages } from '../../services/messages/list-inbox-messages';
import { readMessage } from '../../services/messages/read-message';

const security = [{ bearer: [] }];

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
        ...listInboxMessagesContract,
        querystring: documented(listInboxMessagesContract.querystring, z.record(z.string(), z.unknown())),
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
        ...readMessageContract,
        body: documented(readMessageContract.body),
      },
    },
    (request) => readMessage(db, authOf(request).user, request.params.id),
  );
};

export default messageRoutes;
