import { forgotPasswordContract } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../plugins/auth';
import { requestPasswordReset } from '../../services/accounts/request-password-reset';

/** The forgotten password, self-service: the mailed single-use link. */
const forgotPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgot_password/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link to the address if it has an account (the same answer either way)',
        ...forgotPasswordContract,
      },
    },
    async (request) => {
      await requestPasswordReset(app, request.body, requestMeta(request));
      return { message: 'PASSWORD_RESET_SENT' };
    },
  );
};

export default forgotPasswordRoutes;
