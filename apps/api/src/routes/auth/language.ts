import { setLanguageContract } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../plugins/auth';
import { setLanguage } from '../../services/accounts/set-language';

const security = [{ bearer: [] }];

/** The language of the signed-in user's mails. */
const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.post(
    '/language/',
    {
      onRequest,
      schema: { tags: ['auth'], security, summary: 'The language of mails to this user', ...setLanguageContract },
    },
    async (request, reply) => {
      await setLanguage(app, authOf(request).user.id, request.body.language);
      return reply.status(204).send();
    },
  );
};

export default languageRoutes;
