import { checkMfaResetLinkContract, submitMfaResetSelfieContract } from '@ico/domain/contracts/mfa-resets';
import { MFA_RESET_SELFIE_FIELD } from '@ico/domain/mfa-reset';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  app.post(
    '/mfa_reset/check/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a two-factor reset link before the page asks for the selfie',
        ...checkMfaResetLinkContract,
      },
    },
    (request) => checkMfaResetLink(app, request.body.code, requestMeta(request)),
  );

  app.post(
    '/mfa_reset/selfie/',
    {
      schema: {
        tags: ['auth'],
        summary: "The new selfie holding the ID card or passport, with the link's code (multipart)",
        consumes: ['multipart/form-data'],
        ...submitMfaResetSelfieContract,
        body: documented(submitMfaResetSelfieContract.body),
      },
    },
    async (request) => {
      const body = await readMultipart(request, { files: [MFA_RESET_SELFIE_FIELD], fields: ['code'] });
      await submitMfaResetSelfie(app, body, requestMeta(request));
      return { message: 'FINISH' as const };
    },
  );
};

export default mfaResetRoutes;
