import { adminInquiriesQuerySchema, adminInquirySchema, inquiryReplySchema, pageSchema } from '@ico/domain/communication';
import { idParamsSchema } from '@ico/domain/contracts/path-ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { getInquiry } from '../../services/inquiries/get-inquiry';
import { listInquiries } from '../../services/inquiries/list-inquiries';
import { replyToInquiry } from '../../services/inquiries/reply-to-inquiry';

const security = [{ bearer: [] }];
/** Path ids are read by the service: anything but a positive integer is an unknown inquiry (404). */
const idParams = idParamsSchema('INQUIRY_NOT_EXIST', 20);

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
        querystring: adminInquiriesQuerySchema,
        response: { 200: pageSchema(adminInquirySchema) },
      },
    },
    (request) => listInquiries(app, request.query),
  );

  app.get(
    '/inquiries/:id/',
    {
      onRequest,
      schema: { tags: ['admin'], security, summary: 'One inquiry', params: idParams, response: { 200: adminInquirySchema } },
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
        params: idParams,
        body: inquiryReplySchema,
        response: { 200: adminInquirySchema },
      },
    },
    (request) => replyToInquiry(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  );
};

export default adminInquiryRoutes;
