import { z } from 'zod';
import { messageAudienceSchema } from '../communication';

/** POST /admin/messages/preview/. */
export const recipientCountBodySchema = z.object({ audience: messageAudienceSchema });
export const recipientCountSchema = z.object({ recipients: z.number() });

/** POST /forum/messages/:id/ and /forum/notices/:id/ (mark as read): no fields, the path names what was read. */
export const markReadBodySchema = z.object({}).meta({ description: 'No fields: the path names the message or notice read' });
