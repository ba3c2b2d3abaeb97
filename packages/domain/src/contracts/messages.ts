import { z } from 'zod';
import {
  adminPageQuerySchema,
  adminUserMessageSchema,
  campaignSchema,
  inboxMessageSchema,
  messageAudienceSchema,
  messageComposeSchema,
  pageQuerySchema,
  pageSchema,
  updatedInformationSchema,
} from '../communication';
import { idParamsSchema } from './path-ids';

/** POST /admin/messages/preview/. */
export const recipientCountBodySchema = z.object({ audience: messageAudienceSchema });
export const recipientCountSchema = z.object({ recipients: z.number() });

/** POST /forum/messages/:id/ and /forum/notices/:id/ (mark as read): no fields, the path names what was read. */
export const markReadBodySchema = z.object({}).meta({ description: 'No fields: the path names the message or notice read' });

/** GET /api/admin/messages/ */
export const listCampaignsContract = { querystring: adminPageQuerySchema, response: { 200: pageSchema(campaignSchema) } };

/** POST /api/admin/messages/preview/ */
export const countRecipientsContract = { body: recipientCountBodySchema, response: { 200: recipientCountSchema } };

/** POST /api/admin/messages/ */
export const sendCampaignContract = { body: messageComposeSchema, response: { 201: campaignSchema } };

/** GET /api/admin/users/:id/messages/ */
export const listUserMessagesContract = {
  params: idParamsSchema('USER_NOT_EXIST', 20),
  querystring: adminPageQuerySchema,
  response: { 200: pageSchema(adminUserMessageSchema) },
};

/** GET /api/forum/messages/ */
export const listInboxMessagesContract = { querystring: pageQuerySchema, response: { 200: pageSchema(inboxMessageSchema) } };

/** POST /api/forum/messages/:id/ */
export const readMessageContract = {
  params: idParamsSchema('MESSAGE_NOT_EXIST'),
  body: markReadBodySchema,
  response: { 200: inboxMessageSchema },
};

/** GET /api/forum/updatedinformation/ */
export const getUpdatedInformationContract = { response: { 200: updatedInformationSchema } };
