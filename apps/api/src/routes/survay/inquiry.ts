import { publicInquiryRequestSchema } from '@ico/domain/communication';
import { submitPublicInquiryContract } from '@ico/domain/contracts/inquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseOrThrow } from '../../errors';
import { requestMeta } from '../../plugins/auth';
import { anyFields, documented } from '../../plugins/documented-inputs';
import { submitPublicInquiry } from '../../services/inquiries/submit-public-inquiry';

/** The public inquiry form (spec section 2; docs/api/communication.md). */
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
};

export default inquiryRoutes;
