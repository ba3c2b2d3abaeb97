import { submitPublicInquiry as submitPublicInquiryEndpoint } from '@ico/domain/contracts/inquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { requestMeta } from '../../plugins/auth';
import { submitPublicInquiry } from '../../services/inquiries/submit-public-inquiry';

/** The public inquiry form (spec section 2; docs/api/communication.md): Fastify validates the form from the contract. */
const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, submitPublicInquiryEndpoint),
    handler: async (request, reply) => {
      await submitPublicInquiry(app, request.body, requestMeta(request));
      return reply.code(201).send({ message: 'INQUIRY_RECEIVED' as const });
    },
  });
};

export default inquiryRoutes;
