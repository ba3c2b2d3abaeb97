import { checkResetLinkContract, resetPasswordContract } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../plugins/auth';
import { checkPasswordResetLink } from '../../services/accounts/check-password-reset-link';
import { resetPassword } from '../../services/accounts/reset-password';

/** The forgotten password, self-service: the link checked, then a new password (and a code with two-factor). */
const resetPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reset_password/',
    {
      schema: { tags: ['auth'], summary: 'Check a password-reset link before its form is shown', ...checkResetLinkContract },
    },
    (request) => checkPasswordResetLink(app, request.query.email, request.query.code, requestMeta(request)),
  );

  app.post(
    '/reset_password/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed link (and a one-time or recovery code with two-factor); every session ends',
        ...resetPasswordContract,
      },
    },
    async (request) => {
      await resetPassword(app, request.body, requestMeta(request));
      return { message: 'PASSWORD_RESET' };
    },
  );
};

export default resetPasswordRoutes;
