import { sendVerificationCodeContract } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../plugins/auth';
import { sendVerificationCode } from '../../services/accounts/send-verification-code';

/** Sign-up by e-mail, step 1 (spec section 2): the mailed link. */
const sendVerificationCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/send_email_verification_code/',
    {
      schema: { tags: ['auth'], summary: 'Mail a sign-up link (form-encoded: email)', ...sendVerificationCodeContract },
    },
    async (request) => {
      await sendVerificationCode(app, { email: request.body.email, language: request.body.language ?? 'en' }, requestMeta(request));
      return { message: 'VERIFICATION_CODE_SENT' };
    },
  );
};

export default sendVerificationCodeRoutes;
