import { submitDetailInfo as submitDetailInfoEndpoint } from '@ico/domain/contracts/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { routeOf } from '../../http/route-of';
import { authOf, requireUser } from '../../plugins/auth';
import { anyFields, documented } from '../../plugins/documented-inputs';
import { parseDetailInfo, submitDetailInfo } from '../../services/verification/submit-detail-info';

const ACCEPTED_TYPES = ['application/x-www-form-urlencoded', 'application/json'];

/** The detail information (KYC) form of spec section 2, form-encoded or JSON. */
const detailInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routeOf(app, submitDetailInfoEndpoint, { bearer: true });
  app.route({
    ...route,
    // The rules depend on the caller's nationality (the contract's union would accept the other nationality's fields
    // and answer its own details), so the handler checks the body against them.
    schema: { ...route.schema, body: documented(submitDetailInfoEndpoint.body, anyFields) },
    onRequest: requireUser(app),
    // Fastify parses text/plain too; this call takes a form or JSON only.
    preValidation: async (request) => {
      const type = request.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
      if (!type || !ACCEPTED_TYPES.includes(type)) throw new AppError('BAD_REQUEST');
    },
    handler: async (request) => {
      const { user } = authOf(request);
      const values = parseDetailInfo(user.nationality, request.body);
      await submitDetailInfo(app, user.id, values);
      return { message: 'DETAIL_INFO_SUBMITTED' };
    },
  });
};

export default detailInfoRoutes;
