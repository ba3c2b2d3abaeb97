import { submitPaymentSlipContract } from '@ico/domain/contracts/joinings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { authOf, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { checkMaySubmit } from '../../services/accounts/check-may-submit';
import { checkSlipExpected, SLIP_FIELD } from '../../services/joinings/payment-slip-rules';
import { submitPaymentSlip } from '../../services/joinings/submit-payment-slip';
import { readMultipart } from '../../uploads/read-multipart';

const security = [{ bearer: [] }];

/** The investor sends the payment slip of a reservation (spec section 7). */
const paymentSlipRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.post(
    '/paymentslip_file/:id/',
    {
      onRequest,
      schema: {
        tags: ['icoportal'],
        security,
        summary: 'Send the payment slip (multipart: paymentSlipFilePrivate)',
        consumes: ['multipart/form-data'],
        ...submitPaymentSlipContract,
        body: documented(submitPaymentSlipContract.body),
      },
    },
    async (request) => {
      const account = authOf(request).user;
      checkMaySubmit(account);
      const joiningId = request.params.id;
      await checkSlipExpected(app, account.id, joiningId, new Date());
      // A payment is money moving: as for the reservation, two-factor must be on (terms of use).
      if (!account.mfaEnabled) throw new AppError('MFA_NOT_ENABLED');
      const body = await readMultipart(request, { files: [SLIP_FIELD] });
      return submitPaymentSlip(app, account.id, joiningId, body);
    },
  );
};

export default paymentSlipRoutes;
