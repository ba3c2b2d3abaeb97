import { submitBankFiles } from '@ico/domain/contracts/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { submitVerificationFiles } from '../../services/verification/submit-verification-files';
import { readVerificationUpload } from '../../uploads/read-verification-upload';

/** The investor's bank screen: the account and an image of the bank book. */
const bankFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routeOf(app, submitBankFiles, { bearer: true });
  app.route({
    ...route,
    // The parts are read as a stream by the handler; /api/docs shows the contract's fields.
    schema: { ...route.schema, body: documented(submitBankFiles.body) },
    onRequest: requireUser(app),
    handler: async (request) => {
      const auth = authOf(request);
      const body = await readVerificationUpload(request, 'bankFile', auth.user);
      await submitVerificationFiles(app, auth, 'bankFile', body, requestMeta(request));
      return { message: 'FINISH' as const };
    },
  });
};

export default bankFileRoutes;
