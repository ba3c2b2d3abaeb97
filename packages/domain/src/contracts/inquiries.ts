import { z } from 'zod';
import {
  adminInquiriesQuerySchema,
  adminInquirySchema,
  inquiryReplySchema,
  pageSchema,
  publicInquiryRequestSchema,
} from '../communication';
import { memberInquirySchema } from '../inquiry-schemas';
import { idParamsSchema } from './path-ids';

/** The answer of POST /survay/inquiry/. */
export const publicInquiryAnswerSchema = z.object({ message: z.literal('INQUIRY_RECEIVED') });
/** The answer of POST /survay/membersupport/. */
export const memberInquiryAnswerSchema = z.object({ message: z.literal('INQUIRY_RECEIVED'), id: z.number() });

/** GET /api/admin/inquiries/ */
export const listInquiriesContract = { querystring: adminInquiriesQuerySchema, response: { 200: pageSchema(adminInquirySchema) } };

/** GET /api/admin/inquiries/:id/ */
export const getInquiryContract = { params: idParamsSchema('INQUIRY_NOT_EXIST', 20), response: { 200: adminInquirySchema } };

/** POST /api/admin/inquiries/:id/reply/ */
export const replyToInquiryContract = {
  params: idParamsSchema('INQUIRY_NOT_EXIST', 20),
  body: inquiryReplySchema,
  response: { 200: adminInquirySchema },
};

/** POST /api/survay/inquiry/ */
export const submitPublicInquiryContract = { body: publicInquiryRequestSchema, response: { 201: publicInquiryAnswerSchema } };

/** POST /api/survay/membersupport/ */
export const submitMemberInquiryContract = { body: memberInquirySchema, response: { 201: memberInquiryAnswerSchema } };
