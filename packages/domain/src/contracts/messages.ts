import { z } from 'zod';
import { adminPageQuerySchema, messageAudienceSchema, messageComposeSchema, pageQuerySchema, pageSchema } from '../communication';
import { endpoint } from './endpoint';
import { idParamsSchema } from './path-ids';

/** Spec section 3: Message: id, title, message, created_at, isRead. The title and body are in the investor's language. */
export const inboxMessageSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  created_at: z.string(),
  isRead: z.boolean(),
  /** The investor's username, shown as 'to' in the message dialog (spec section 2). */
  to: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** `GET /forum/updatedinformation/`: unread counts for the header badges. */
export const updatedInformationSchema = z.object({ newMessage: z.number(), newNotice: z.number() });
export type UpdatedInformation = z.infer<typeof updatedInformationSchema>;

/** The staff member who wrote or sent something, null once their account is gone. */
export const staffRefSchema = z.object({ id: z.number(), username: z.string() }).nullable();

/** A staff message as the back office lists it: the texts, the audience, how many received and read it. */
export const campaignSchema = z.object({
  id: z.number(),
  titleEN: z.string(),
  bodyEN: z.string(),
  titleTH: z.string(),
  bodyTH: z.string(),
  audience: messageAudienceSchema,
  recipients: z.number(),
  read: z.number(),
  sender: staffRefSchema,
  created_at: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** A member's inbox as staff see it on the user's page. */
export const adminUserMessageSchema = inboxMessageSchema.extend({ read_at: z.string().nullable(), campaignId: z.number().nullable() });
export type AdminUserMessage = z.infer<typeof adminUserMessageSchema>;

/** POST /admin/messages/preview/. */
export const recipientCountBodySchema = z.object({ audience: messageAudienceSchema });
export const recipientCountSchema = z.object({ recipients: z.number() });

/** POST /forum/messages/:id/ (mark as read): no fields, the path names what was read. */
export const markReadBodySchema = z.object({}).meta({ description: 'No fields: the path names the message read' });

export const listCampaigns = endpoint({
  method: 'GET',
  path: '/admin/messages/',
  summary: 'Staff messages sent, newest first, with recipients and how many read them (25 a page)',
  querystring: adminPageQuerySchema,
  response: { 200: pageSchema(campaignSchema) },
  errors: ['VALIDATION_FAILED'],
});

export const countRecipients = endpoint({
  method: 'POST',
  path: '/admin/messages/preview/',
  summary: 'How many investors a message to this audience would reach now',
  body: recipientCountBodySchema,
  response: { 200: recipientCountSchema },
  errors: ['VALIDATION_FAILED'],
});

export const sendCampaign = endpoint({
  method: 'POST',
  path: '/admin/messages/',
  summary: 'Send a message to one investor or a group, each in their language, with a mail copy (audited)',
  body: messageComposeSchema,
  response: { 201: campaignSchema },
  errors: ['VALIDATION_FAILED', 'NO_RECIPIENTS', 'USER_NOT_EXIST'],
});

export const listUserMessages = endpoint({
  method: 'GET',
  path: '/admin/users/:id/messages/',
  summary: "An investor's inbox as they see it, with when each message was read (25 a page)",
  params: idParamsSchema('USER_NOT_EXIST', 20),
  querystring: adminPageQuerySchema,
  response: { 200: pageSchema(adminUserMessageSchema) },
  errors: ['VALIDATION_FAILED', 'USER_NOT_EXIST'],
});

export const listInboxMessages = endpoint({
  method: 'GET',
  path: '/forum/messages/',
  summary: "The caller's messages, 10 a page, newest first",
  querystring: pageQuerySchema,
  response: { 200: pageSchema(inboxMessageSchema) },
  errors: ['VALIDATION_FAILED'],
});

export const readMessage = endpoint({
  method: 'POST',
  path: '/forum/messages/:id/',
  summary: 'Open a message: marks it read',
  params: idParamsSchema('MESSAGE_NOT_EXIST'),
  body: markReadBodySchema,
  response: { 200: inboxMessageSchema },
  errors: ['MESSAGE_NOT_EXIST'],
});

export const getUpdatedInformation = endpoint({
  method: 'GET',
  path: '/forum/updatedinformation/',
  summary: 'Unread counts for the header badges',
  response: { 200: updatedInformationSchema },
});
