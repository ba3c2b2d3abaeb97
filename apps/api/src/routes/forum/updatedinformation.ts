import { getUpdatedInformationContract } from '@ico/domain/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../plugins/auth';
import { updatedInformation } from '../../services/messages/get-updated-information';

const security = [{ bearer: [] }];

/** The header badges: what is new since the last look. */
const updatedInformationRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);
  const db = app.database.db;

  app.get(
    '/updatedinformation/',
    {
      onRequest,
      schema: { tags: ['forum'], security, summary: 'Unread counts for the header badges', ...getUpdatedInformationContract },
    },
    (request) => updatedInformation(db, authOf(request).user),
  );
};

export default updatedInformationRoutes;
