import { submitMemberInquiryContract } from '@ico/domain/contracts/inquiries';
import { memberInquirySchema } from '@ico/domain/inquiry-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseOrThrow } from '../../errors';
import { authOf, requireUser } from '../../plugins/auth';
import { anyFields, documented } from '../../plugins/documented-inputs';
import { submitMemberInquiry } from '../../services/inquiries/submit-member-inquiry';

/** The member inquiry (spec section 7; docs/api/communication.md). */
const memberSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/membersupport/',
    {
      // Blocked members may ask too: asking why is what they most need.
      onRequest: requireUser(app),
      schema: {
        tags: ['survay'],
        security: [{ bearer: [] }],
        summary: 'Member inquiry (form: category, subject, description; user and email come from the session)',
        ...submitMemberInquiryContract,
        body: documented(submitMemberInquiryContract.body, anyFields),
      },
    },
    async (request, reply) => {
      const input = parseOrThrow(memberInquirySchema, request.body ?? {});
      const id = await submitMemberInquiry(app, authOf(request).user, input);
      return reply.code(201).send({ message: 'INQUIRY_RECEIVED' as const, id });
    },
  );
};

export default memberSupportRoutes;
