import { countRecoveryCodesContract, renewRecoveryCodesContract } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { countRecoveryCodes } from '../../services/recovery-codes/count-recovery-codes';
import { renewRecoveryCodes } from '../../services/recovery-codes/renew-recovery-codes';

const security = [{ bearer: [] }];

/** The caller's two-factor recovery codes: how many are left, and a new set with a step-up. */
const recoveryCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.get(
    '/recovery_codes/',
    { onRequest, schema: { tags: ['auth'], security, summary: 'How many recovery codes are unused', ...countRecoveryCodesContract } },
    (request) => countRecoveryCodes(app, authOf(request).user.id),
  );

  app.post(
    '/recovery_codes/',
    {
      onRequest,
      schema: {
        tags: ['auth'],
        security,
        summary: 'New recovery codes (password and otp; 405 OTP_REQUIRED without otp); the earlier ones stop working',
        ...renewRecoveryCodesContract,
      },
    },
    (request) => renewRecoveryCodes(app, authOf(request), request.body, requestMeta(request)),
  );
};

export default recoveryCodeRoutes;
