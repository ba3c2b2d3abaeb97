import { getMyEddContract, submitEddContract } from '@ico/domain/contracts/edd';
import { EDD_DOCUMENT_FIELD } from '@ico/domain/edd';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { myEdd } from '../../services/edd/get-my-edd';
import { submitEdd } from '../../services/edd/submit-edd';
import { readMultipart } from '../../uploads/read-multipart';

const security = [{ bearer: [] }];

/** Issue 30, deliver 5: the investor's source-of-funds or source-of-wealth declaration (enhanced due diligence). */
const eddRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.get(
    '/edd/',
    {
      onRequest,
      schema: { tags: ['auth'], security, summary: 'Whether a declaration is needed and where it stands', ...getMyEddContract },
    },
    (request) => myEdd(app.database.db, authOf(request).user.id),
  );

  app.post(
    '/edd/',
    {
      onRequest,
      schema: {
        tags: ['auth'],
        security,
        summary: 'Declare the source of funds or wealth with a document (multipart)',
        consumes: ['multipart/form-data'],
        ...submitEddContract,
        body: documented(submitEddContract.body),
      },
    },
    async (request) => {
      const body = await readMultipart(request, { files: [EDD_DOCUMENT_FIELD], fields: ['basis', 'origin', 'explanation'] });
      return submitEdd(app, authOf(request).user.id, body, requestMeta(request));
    },
  );
};

export default eddRoutes;
