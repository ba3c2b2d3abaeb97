import { submitDetailInfoContract } from '@ico/domain/contracts/verification';
import type { Nationality } from '@ico/domain/options';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { authOf, requireUser } from '../../plugins/auth';
import { anyFields, documented } from '../../plugins/documented-inputs';
import { parseDetailInfo, submitDetailInfo } from '../../services/verification/submit-detail-info';

const security = [{ bearer: [] }];
const ACCEPTED_TYPES = ['application/x-www-form-urlencoded', 'application/json'];

/** The detail information (KYC) form of spec section 2, form-encoded or JSON. */
const detailInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/detail_info/',
    {
      onRequest: requireUser(app),
      // Fastify parses text/plain too; this call takes a form or JSON only.
      preValidation: async (request) => {
        const type = request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
        if (!type || !ACCEPTED_TYPES.includes(type)) throw new AppError('BAD_REQUEST');
      },
      schema: {
        tags: ['auth'],
        security,
        summary: 'Submit the detail information (form or JSON): the fields of detailInfoSchema(nationality), each phone joined to its code',
        ...submitDetailInfoContract,
        // The rules depend on the caller's nationality, so the handler checks the body against them.
        body: documented(submitDetailInfoContract.body, anyFields),
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const values = parseDetailInfo(user.nationality as Nationality, request.body);
      await submitDetailInfo(app, user.id, values);
      return { message: 'DETAIL_INFO_SUBMITTED' };
    },
  );
};

export default detailInfoRoutes;
