import { getInquiryContract, listInquiriesContract, replyToInquiryContract } from '@ico/domain/contracts/inquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { getInquiry } from '../../services/inquiries/get-inquiry';
import { listInquiries } from '../../services/inquiries/list-inquiries';
import { replyToInquiry } from '../../services/inquiries/reply-to-inquiry';

const security = [{ bearer: [] }];

/** The inquiries inbox and the replies (docs/api/communication.md). */
const adminInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff(app, 'inquiries.answer');

  app.get(
    '/inquiries/',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Inquiries from visitors and members, newest first, by status and kind (25 a page)',
        ...listInquiriesContract,
      },
    },
    (request) => listInquiries(app, request.query),
  );

  app.get(
    '/inquiries/:id/',
    {
      onRequest,
      schema: { tags: ['admin'], security, summary: 'One inquiry', ...getInquiryContract },
    },
    (request) => getInquiry(app, request.params.id),
  );

  app.post(
    '/inquiries/:id/reply/',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: "Answer an inquiry once: a member's inbox message, or a mail to a visitor (audited)",
        ...replyToInquiryContract,
      },
    },
    (request) => replyToInquiry(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  );
};

export default adminInquiryRoutes;
