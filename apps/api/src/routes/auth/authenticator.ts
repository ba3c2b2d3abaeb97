import { replaceAuthenticatorContract } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { replaceAuthenticator } from '../../services/accounts/replace-authenticator';

const security = [{ bearer: [] }];

/** A new authenticator app in place of the current one (a new phone, or a lost one after a recovery-code sign-in). */
const authenticatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/authenticator/replace/',
    {
      onRequest: requireUser(app),
      schema: {
        tags: ['auth'],
        security,
        summary:
          'Replace the authenticator: password and otp answer a new secret_url; then password and new_otp switch to it and answer new recovery codes',
        ...replaceAuthenticatorContract,
      },
    },
    (request) => replaceAuthenticator(app, authOf(request), request.body, requestMeta(request)),
  );
};

export default authenticatorRoutes;
