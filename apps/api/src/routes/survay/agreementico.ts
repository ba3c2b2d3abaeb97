import { acceptAgreementContract } from '@ico/domain/contracts/joinings';
import { agreementSchema } from '@ico/domain/join-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { authOf, requireUser } from '../../plugins/auth';
import { anyFields, documented } from '../../plugins/documented-inputs';
import { checkMaySubmit } from '../../services/accounts/check-may-submit';
import { acceptAgreement } from '../../services/joinings/accept-agreement';

const security = [{ bearer: [] }];

/** An offering's risk agreement: the investor's second step of a joining. */
const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.post(
    '/agreementico/:icoId/',
    {
      onRequest,
      schema: {
        tags: ['survay'],
        security,
        summary: 'Accept the risk agreement (form: agreementCheck, agreementUrl)',
        ...acceptAgreementContract,
        body: documented(acceptAgreementContract.body, anyFields),
      },
    },
    async (request) => {
      const account = authOf(request).user;
      checkMaySubmit(account);
      const offeringId = request.params.icoId;
      const parsed = agreementSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const ticked = parsed.error.issues.every((issue) => issue.path[0] !== 'agreementCheck');
        if (!ticked) throw new AppError('MUST_ACCEPT_TERMS');
        throw new AppError('VALIDATION_FAILED', { agreementUrl: parsed.error.issues[0]?.message ?? 'INVALID_PARAMETER' });
      }
      return acceptAgreement(app, account, offeringId);
    },
  );
};

export default agreementRoutes;
