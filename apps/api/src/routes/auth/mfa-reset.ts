import {
  checkMfaResetLink as checkMfaResetLinkEndpoint,
  submitMfaResetSelfie as submitMfaResetSelfieEndpoint,
} from '@ico/domain/contracts/mfa-resets';
import { MFA_RESET_SELFIE_FIELD } from '@ico/domain/mfa-reset';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { requestMeta } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { checkMfaResetLink } from '../../services/mfa-resets/check-mfa-reset-link';
import { submitMfaResetSelfie } from '../../services/mfa-resets/submit-mfa-reset-selfie';
import { readMultipart } from '../../uploads/read-multipart';

/**
 * The investor's side of a two-factor reset, without signing in (the investor cannot: the mailed link is the key).
 * The code travels in the body, never in a URL the logs keep.
 */
const mfaResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, checkMfaResetLinkEndpoint),
    handler: (request) => checkMfaResetLink(app, request.body.code, requestMeta(request)),
  });

  const selfie = routeOf(app, submitMfaResetSelfieEndpoint);
  app.route({
    ...selfie,
    // The parts are read as a stream by the handler; /api/docs shows the contract's fields.
    schema: { ...selfie.schema, body: documented(submitMfaResetSelfieEndpoint.body) },
    handler: async (request) => {
      const body = await readMultipart(request, { files: [MFA_RESET_SELFIE_FIELD], fields: ['code'] });
      await submitMfaResetSelfie(app, body, requestMeta(request));
      return { message: 'FINISH' as const };
    },
  });
};

export default mfaResetRoutes;
