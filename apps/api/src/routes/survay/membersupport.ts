import { submitMemberInquiry as submitMemberInquiryEndpoint } from '@ico/domain/contracts/inquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requireUser } from '../../plugins/auth';
import { submitMemberInquiry } from '../../services/inquiries/submit-member-inquiry';

/** The member inquiry (spec section 7; docs/api/communication.md): Fastify validates the form from the contract. */
const memberSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, submitMemberInquiryEndpoint, { bearer: true }),
    // Blocked members may ask too: asking why is what they most need.
    onRequest: requireUser(app),
    handler: async (request, reply) => {
      const id = await submitMemberInquiry(app, authOf(request).user, request.body);
      return reply.code(201).send({ message: 'INQUIRY_RECEIVED' as const, id });
    },
  });
};

export default memberSupportRoutes;
