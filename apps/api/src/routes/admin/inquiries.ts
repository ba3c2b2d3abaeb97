import {
  getInquiry as getInquiryEndpoint,
  listInquiries as listInquiriesEndpoint,
  replyToInquiry as replyToInquiryEndpoint,
} from '@ico/domain/contracts/inquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { getInquiry } from '../../services/inquiries/get-inquiry';
import { listInquiries } from '../../services/inquiries/list-inquiries';
import { replyToInquiry } from '../../services/inquiries/reply-to-inquiry';

/** The inquiries inbox and the replies (docs/api/communication.md). */
const adminInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff(app, 'inquiries.answer');

  app.route({
    ...routeOf(app, listInquiriesEndpoint, { bearer: true }),
    onRequest,
    handler: (request) => listInquiries(app, request.query),
  });

  app.route({
    ...routeOf(app, getInquiryEndpoint, { bearer: true }),
    onRequest,
    handler: (request) => getInquiry(app, request.params.id),
  });

  app.route({
    ...routeOf(app, replyToInquiryEndpoint, { bearer: true }),
    onRequest,
    handler: (request) => replyToInquiry(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  });
};

export default adminInquiryRoutes;
