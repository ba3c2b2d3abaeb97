import { checkLinkContract } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../plugins/auth';
import { checkLink } from '../../services/accounts/check-link';

/** Sign-up by e-mail: the mailed link checked before its form is shown. */
const verificationLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verification_link/',
    {
      schema: { tags: ['auth'], summary: 'Check a mailed link before its form is shown', ...checkLinkContract },
    },
    (request) => checkLink(app, request.query.email, request.query.code, requestMeta(request)),
  );
};

export default verificationLinkRoutes;
