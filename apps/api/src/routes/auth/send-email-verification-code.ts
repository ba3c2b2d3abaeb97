import { sendVerificationCode as sendVerificationCodeEndpoint } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { requestMeta } from '../../plugins/auth';
import { sendVerificationCode } from '../../services/accounts/send-verification-code';

/** Sign-up by e-mail, step 1 (spec section 2): the mailed link. */
const sendVerificationCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, sendVerificationCodeEndpoint),
    handler: async (request) => {
      await sendVerificationCode(app, { email: request.body.email, language: request.body.language ?? 'en' }, requestMeta(request));
      return { message: 'VERIFICATION_CODE_SENT' };
    },
  });
};

export default sendVerificationCodeRoutes;
