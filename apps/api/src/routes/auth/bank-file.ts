import { submitBankFilesContract } from '@ico/domain/contracts/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { submitVerificationFiles } from '../../services/verification/submit-verification-files';
import { readVerificationUpload } from '../../uploads/read-verification-upload';

/** The investor's bank screen: the account and an image of the bank book. */
const bankFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bank_file/',
    {
      onRequest: requireUser(app),
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: 'Bank account and bank book image, multipart; changing an account on file also needs password (and otp)',
        consumes: ['multipart/form-data'],
        ...submitBankFilesContract,
        body: documented(submitBankFilesContract.body),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const body = await readVerificationUpload(request, 'bankFile', auth.user);
      await submitVerificationFiles(app, auth, 'bankFile', body, requestMeta(request));
      return { message: 'FINISH' as const };
    },
  );
};

export default bankFileRoutes;
