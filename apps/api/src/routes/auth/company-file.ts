import { submitCompanyFiles } from '@ico/domain/contracts/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { submitVerificationFiles } from '../../services/verification/submit-verification-files';
import { readVerificationUpload } from '../../uploads/read-verification-upload';

/** The corporate investor's company screen: the company's data and up to three documents. */
const companyFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routeOf(app, submitCompanyFiles, { bearer: true });
  app.route({
    ...route,
    // The parts are read as a stream by the handler; /api/docs shows the contract's fields.
    schema: { ...route.schema, body: documented(submitCompanyFiles.body) },
    onRequest: requireUser(app),
    handler: async (request) => {
      const auth = authOf(request);
      const body = await readVerificationUpload(request, 'companyFile', auth.user);
      await submitVerificationFiles(app, auth, 'companyFile', body, requestMeta(request));
      return { message: 'FINISH' as const };
    },
  });
};

export default companyFileRoutes;
