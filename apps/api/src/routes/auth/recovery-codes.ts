import {
  countRecoveryCodes as countRecoveryCodesEndpoint,
  renewRecoveryCodes as renewRecoveryCodesEndpoint,
} from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { countRecoveryCodes } from '../../services/recovery-codes/count-recovery-codes';
import { renewRecoveryCodes } from '../../services/recovery-codes/renew-recovery-codes';

/** The caller's two-factor recovery codes: how many are left, and a new set with a step-up. */
const recoveryCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.route({
    ...routeOf(app, countRecoveryCodesEndpoint, { bearer: true }),
    onRequest,
    handler: (request) => countRecoveryCodes(app, authOf(request).user.id),
  });

  app.route({
    ...routeOf(app, renewRecoveryCodesEndpoint, { bearer: true }),
    onRequest,
    handler: (request) => renewRecoveryCodes(app, authOf(request), request.body, requestMeta(request)),
  });
};

export default recoveryCodeRoutes;
