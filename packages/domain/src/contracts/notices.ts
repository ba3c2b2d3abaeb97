import { adminNoticeSchema, adminPageQuerySchema, noticeInputSchema, noticeSchema, pageQuerySchema, pageSchema } from '../communication';
import { markReadBodySchema } from './messages';
import { idParamsSchema } from './path-ids';
/** GET /api/admin/notices/ */
export const listNoticesForStaffContract = { querystring: adminPageQuerySchema, response: { 200: pageSchema(adminNoticeSchema) } };

/** POST /api/admin/notices/ */
export const createNoticeContract = { body: noticeInputSchema, response: { 201: adminNoticeSchema } };

/** PUT /api/admin/notices/:id/ */
export const updateNoticeContract = {
  params: idParamsSchema('NOTICE_NOT_EXIST', 20),
  body: noticeInputSchema,
  response: { 200: adminNoticeSchema },
};

/** DELETE /api/admin/notices/:id/ */
export const deleteNoticeContract = { params: idParamsSchema('NOTICE_NOT_EXIST', 20) };

/** GET /api/forum/notices/ */
export const listMemberNoticesContract = { querystring: pageQuerySchema, response: { 200: pageSchema(noticeSchema) } };

/** GET /api/forum/noticespublic/ */
export const listPublicNoticesContract = { querystring: pageQuerySchema, response: { 200: pageSchema(noticeSchema) } };

/** POST /api/forum/notices/:id/ */
export const readNoticeContract = { params: idParamsSchema('NOTICE_NOT_EXIST'), body: markReadBodySchema, response: { 200: noticeSchema } };
