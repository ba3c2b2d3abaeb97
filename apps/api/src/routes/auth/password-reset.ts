import { checkResetLinkContract, forgotPasswordContract, resetPasswordContract } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../plugins/auth';
import { checkPasswordResetLink } from '../../services/accounts/check-password-reset-link';
import { requestPasswordReset } from '../../services/accounts/request-password-reset';
import { resetPassword } from '../../services/accounts/reset-password';

/** The forgotten password, self-service: a mailed single-use link, then a new password (and a code with two-factor). */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
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

export default passwordResetRoutes;
