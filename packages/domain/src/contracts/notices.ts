import { z } from 'zod';
import { adminPageQuerySchema, NOTICE_AUDIENCES, noticeInputSchema, pageQuerySchema, pageSchema } from '../communication';
import { endpoint } from './endpoint';
import { staffRefSchema } from './messages';
import { idParamsSchema } from './path-ids';

/**
 * Spec section 3: Notice: same fields as Message. `title` and `message` are English (the spec's fields), the
 * Thai texts beside them, as for offerings. `isRead` is always false for visitors.
 */
export const noticeSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  titleTH: z.string(),
  messageTH: z.string(),
  audience: z.enum(NOTICE_AUDIENCES),
  created_at: z.string(),
  isRead: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const adminNoticeSchema = noticeInputSchema.extend({
  id: z.number(),
  author: staffRefSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** Members who opened it. */
  reads: z.number(),
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;

/** POST /forum/notices/:id/ (form): the spec sends the reader's username, which the server ignores (the session says who). */
export const noticeReadBodySchema = z.object({
  user: z.string().optional().meta({ description: "The reader's username (the spec's field); ignored: the session says who" }),
});

export const listNoticesForStaff = endpoint({
  method: 'GET',
  path: '/admin/notices/',
  summary: 'Every notice, newest first, with how many members read it (25 a page)',
  querystring: adminPageQuerySchema,
  response: { 200: pageSchema(adminNoticeSchema) },
  errors: ['VALIDATION_FAILED'],
});

export const createNotice = endpoint({
  method: 'POST',
  path: '/admin/notices/',
  summary: 'Publish a notice (audited)',
  body: noticeInputSchema,
  response: { 201: adminNoticeSchema },
  errors: ['VALIDATION_FAILED'],
});

export const updateNotice = endpoint({
  method: 'PUT',
  path: '/admin/notices/:id/',
  summary: "Replace a notice's audience and texts (audited)",
  params: idParamsSchema('NOTICE_NOT_EXIST', 20),
  body: noticeInputSchema,
  response: { 200: adminNoticeSchema },
  errors: ['VALIDATION_FAILED', 'NOTICE_NOT_EXIST'],
});

export const deleteNotice = endpoint({
  method: 'DELETE',
  path: '/admin/notices/:id/',
  summary: 'Remove a notice (audited)',
  params: idParamsSchema('NOTICE_NOT_EXIST', 20),
  errors: ['NOTICE_NOT_EXIST'],
});

export const listMemberNotices = endpoint({
  method: 'GET',
  path: '/forum/notices/',
  summary: "Members' notices (public and members only), 10 a page, with the caller's read state",
  querystring: pageQuerySchema,
  response: { 200: pageSchema(noticeSchema) },
  errors: ['VALIDATION_FAILED'],
});

export const listPublicNotices = endpoint({
  method: 'GET',
  path: '/forum/noticespublic/',
  summary: 'Public notices for visitors, 10 a page',
  querystring: pageQuerySchema,
  response: { 200: pageSchema(noticeSchema) },
  errors: ['VALIDATION_FAILED'],
});

export const readNotice = endpoint({
  method: 'POST',
  path: '/forum/notices/:id/',
  summary: 'Open a notice: marks it read (form: user, ignored: the session says who)',
  params: idParamsSchema('NOTICE_NOT_EXIST'),
  body: noticeReadBodySchema,
  encoding: 'form',
  response: { 200: noticeSchema },
  errors: ['NOTICE_NOT_EXIST'],
});
