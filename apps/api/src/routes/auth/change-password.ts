import { changePasswordContract } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { changePassword } from '../../services/accounts/change-password';

const security = [{ bearer: [] }];

/** The signed-in user changes their password. */
const changePasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.post(
    '/change_password/',
    {
      onRequest,
      schema: {
        tags: ['auth'],
        security,
        summary: 'Change password (JSON); 405 OTP_REQUIRED when two-factor is on and no otp was sent',
        ...changePasswordContract,
      },
    },
    async (request) => {
      await changePassword(app, authOf(request), request.body, requestMeta(request));
      return { message: 'PASSWORD_CHANGED' };
    },
  );
};

export default changePasswordRoutes;
