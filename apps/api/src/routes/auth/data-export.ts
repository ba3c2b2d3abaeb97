import { exportPersonalDataContract } from '@ico/domain/contracts/data-exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { exportPersonalData } from '../../services/accounts/export-personal-data';

const security = [{ bearer: [] }];

/** The investor's copy of their personal data (PDPA): one zip, streamed. */
const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/data_export/',
    {
      onRequest: requireUser(app),
      schema: {
        tags: ['auth'],
        security,
        summary:
          'Download every record about me and my files as one zip (personal-data.json and files/); password, and a one-time code with two-factor (405 OTP_REQUIRED without); 3 a day; audited and mailed',
        ...exportPersonalDataContract,
      },
    },
    async (request, reply) => {
      const archive = await exportPersonalData(app, authOf(request), request.body, requestMeta(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(archive.fileName)}`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(archive.stream);
    },
  );
};

export default dataExportRoutes;
