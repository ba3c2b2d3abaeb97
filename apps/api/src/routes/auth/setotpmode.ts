import { setOtpModeContract } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { setOtpMode } from '../../services/accounts/set-otp-mode';

const security = [{ bearer: [] }];

/** The signed-in user turns two-factor sign-in on or off. */
const otpModeRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.post(
    '/setotpmode/',
    {
      onRequest,
      schema: {
        tags: ['auth'],
        security,
        summary: 'Two-factor on/off (form: mfa_enabled, password, otp); turning on answers the recovery codes once',
        ...setOtpModeContract,
      },
    },
    (request) => setOtpMode(app, authOf(request), request.body, requestMeta(request)),
  );
};

export default otpModeRoutes;
