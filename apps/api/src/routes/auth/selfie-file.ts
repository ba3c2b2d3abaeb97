import { submitIdentityFilesContract } from '@ico/domain/contracts/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { submitVerificationFiles } from '../../services/verification/submit-verification-files';
import { readVerificationUpload } from '../../uploads/read-verification-upload';

/** The investor's identity screen: a selfie and the ID card (Thai) or passport pages (foreign). */
const identityFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/selfie_file/',
    {
      onRequest: requireUser(app),
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: 'Selfie and ID card (Thai) or passport pages (foreign), multipart',
        consumes: ['multipart/form-data'],
        ...submitIdentityFilesContract,
        body: documented(submitIdentityFilesContract.body),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const body = await readVerificationUpload(request, 'selfieFile', auth.user);
      await submitVerificationFiles(app, auth, 'selfieFile', body, requestMeta(request));
      return { message: 'FINISH' as const };
    },
  );
};

export default identityFileRoutes;
