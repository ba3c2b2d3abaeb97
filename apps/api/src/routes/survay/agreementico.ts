import { acceptAgreement as acceptAgreementEndpoint } from '@ico/domain/contracts/joinings';
import { agreementSchema } from '@ico/domain/join-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { routeOf } from '../../http/route-of';
import { authOf, requireUser } from '../../plugins/auth';
import { anyFields, documented } from '../../plugins/documented-inputs';
import { checkMaySubmit } from '../../services/accounts/check-may-submit';
import { acceptAgreement } from '../../services/joinings/accept-agreement';

/** An offering's risk agreement: the investor's second step of a joining. */
const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  // Its own refusals (MUST_ACCEPT_TERMS for an unticked box) after the account's: the handler checks the form.
  const accept = routeOf(app, acceptAgreementEndpoint, { bearer: true });
  app.route({
    ...accept,
    schema: { ...accept.schema, body: documented(acceptAgreementEndpoint.body, anyFields) },
    onRequest,
    handler: async (request) => {
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
  });
};

export default agreementRoutes;
