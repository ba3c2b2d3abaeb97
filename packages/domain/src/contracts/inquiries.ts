import { z } from 'zod';
import {
  adminInquiriesQuerySchema,
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
  inquiryReplySchema,
  pageSchema,
  publicInquiryRequestSchema,
} from '../communication';
import { memberInquirySchema } from '../inquiry-schemas';
import { LANGUAGES } from '../language';
import { endpoint } from './endpoint';
import { staffRefSchema } from './messages';
import { idParamsSchema } from './path-ids';

export const adminInquirySchema = z.object({
  id: z.number(),
  kind: z.enum(INQUIRY_KINDS),
  status: z.enum(INQUIRY_STATUSES),
  email: z.string(),
  category: z.string(),
  subject: z.string(),
  description: z.string(),
  language: z.enum(LANGUAGES),
  user: z.object({ id: z.number(), username: z.string(), level: z.string() }).nullable(),
  created_at: z.string(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  repliedBy: staffRefSchema,
});
export type AdminInquiry = z.infer<typeof adminInquirySchema>;

/** The answer of POST /survay/inquiry/. */
export const publicInquiryAnswerSchema = z.object({ message: z.literal('INQUIRY_RECEIVED') });
/** The answer of POST /survay/membersupport/. */
export const memberInquiryAnswerSchema = z.object({ message: z.literal('INQUIRY_RECEIVED'), id: z.number() });

export const listInquiries = endpoint({
  method: 'GET',
  path: '/admin/inquiries/',
  summary: 'Inquiries from visitors and members, newest first, by status and kind (25 a page)',
  querystring: adminInquiriesQuerySchema,
  response: { 200: pageSchema(adminInquirySchema) },
  errors: ['VALIDATION_FAILED'],
});

export const getInquiry = endpoint({
  method: 'GET',
  path: '/admin/inquiries/:id/',
  summary: 'One inquiry',
  params: idParamsSchema('INQUIRY_NOT_EXIST', 20),
  response: { 200: adminInquirySchema },
  errors: ['INQUIRY_NOT_EXIST'],
});

export const replyToInquiry = endpoint({
  method: 'POST',
  path: '/admin/inquiries/:id/reply/',
  summary: "Answer an inquiry once: a member's inbox message, or a mail to a visitor (audited)",
  params: idParamsSchema('INQUIRY_NOT_EXIST', 20),
  body: inquiryReplySchema,
  response: { 200: adminInquirySchema },
  errors: ['VALIDATION_FAILED', 'INQUIRY_NOT_EXIST', 'STATUS_CONFLICT'],
});

export const submitPublicInquiry = endpoint({
  method: 'POST',
  path: '/survay/inquiry/',
  summary: 'Public inquiry (form: email, subject, description, category, language); stored and mailed to support',
  body: publicInquiryRequestSchema,
  encoding: 'form',
  response: { 201: publicInquiryAnswerSchema },
  errors: ['VALIDATION_FAILED', 'TOO_MANY_REQUESTS'],
});

export const submitMemberInquiry = endpoint({
  method: 'POST',
  path: '/survay/membersupport/',
  summary: 'Member inquiry (form: category, subject, description; user and email come from the session)',
  body: memberInquirySchema,
  encoding: 'form',
  response: { 201: memberInquiryAnswerSchema },
  errors: ['VALIDATION_FAILED', 'TOO_MANY_REQUESTS'],
});
