import { submitPaymentSlip as submitPaymentSlipEndpoint } from '@ico/domain/contracts/joinings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { routeOf } from '../../http/route-of';
import { authOf, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { checkMaySubmit } from '../../services/accounts/check-may-submit';
import { checkSlipExpected, SLIP_FIELD } from '../../services/joinings/payment-slip-rules';
import { submitPaymentSlip } from '../../services/joinings/submit-payment-slip';
import { readMultipart } from '../../uploads/read-multipart';

/** The investor sends the payment slip of a reservation (spec section 7). */
const paymentSlipRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  // Multipart: the parts are read as a stream in the handler; the contract's body is for the documentation only.
  const upload = routeOf(app, submitPaymentSlipEndpoint, { bearer: true });
  app.route({
    ...upload,
    schema: { ...upload.schema, body: documented(submitPaymentSlipEndpoint.body) },
    onRequest,
    handler: async (request) => {
      const account = authOf(request).user;
      checkMaySubmit(account);
      const joiningId = request.params.id;
      await checkSlipExpected(app, account.id, joiningId, new Date());
      // A payment is money moving: as for the reservation, two-factor must be on (terms of use).
      if (!account.mfaEnabled) throw new AppError('MFA_NOT_ENABLED');
      const body = await readMultipart(request, { files: [SLIP_FIELD] });
      return submitPaymentSlip(app, account.id, joiningId, body);
    },
  });
};

export default paymentSlipRoutes;
