import { setOtpMode as setOtpModeEndpoint } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { setOtpMode } from '../../services/accounts/set-otp-mode';

/** The signed-in user turns two-factor sign-in on or off. */
const otpModeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, setOtpModeEndpoint, { bearer: true }),
    onRequest: requireUser(app),
    handler: (request) => setOtpMode(app, authOf(request), request.body, requestMeta(request)),
  });
};

export default otpModeRoutes;
