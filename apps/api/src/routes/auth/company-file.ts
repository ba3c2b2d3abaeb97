import { submitCompanyFilesContract } from '@ico/domain/contracts/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { submitVerificationFiles } from '../../services/verification/submit-verification-files';
import { readVerificationUpload } from '../../uploads/read-verification-upload';

/** The corporate investor's company screen: the company's data and up to three documents. */
const companyFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/company_file/',
    {
      onRequest: requireUser(app),
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: 'Company data and up to three documents (corporate users), multipart',
        consumes: ['multipart/form-data'],
        ...submitCompanyFilesContract,
        body: documented(submitCompanyFilesContract.body),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const body = await readVerificationUpload(request, 'companyFile', auth.user);
      await submitVerificationFiles(app, auth, 'companyFile', body, requestMeta(request));
      return { message: 'FINISH' as const };
    },
  );
};

export default companyFileRoutes;
