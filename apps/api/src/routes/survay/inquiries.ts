import { publicInquiryRequestSchema } from '@ico/domain/communication';
import { submitMemberInquiryContract, submitPublicInquiryContract } from '@ico/domain/contracts/inquiries';
import { memberInquirySchema } from '@ico/domain/inquiry-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseOrThrow } from '../../errors';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { anyFields, documented } from '../../plugins/documented-inputs';
import { submitMemberInquiry } from '../../services/inquiries/submit-member-inquiry';
import { submitPublicInquiry } from '../../services/inquiries/submit-public-inquiry';

/** The public inquiry form and the member inquiry (spec sections 2 and 7; docs/api/communication.md). */
const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/inquiry/',
    {
      schema: {
        tags: ['survay'],
        summary: 'Public inquiry (form: email, subject, description, category, language); stored and mailed to support',
        ...submitPublicInquiryContract,
        body: documented(submitPublicInquiryContract.body, anyFields),
      },
    },
    async (request, reply) => {
      const input = parseOrThrow(publicInquiryRequestSchema, request.body ?? {});
      await submitPublicInquiry(app, input, requestMeta(request));
      return reply.code(201).send({ message: 'INQUIRY_RECEIVED' as const });
    },
  );

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

export default inquiryRoutes;
