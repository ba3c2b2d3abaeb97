import { z } from 'zod';
import { OFFERING_IMAGE_FIELDS } from '../offering-admin';
import { offeringProgressSchema, offeringSchema } from '../offering-api';
import { fileFormSchema } from './uploads';

/** An offering as the back office sees it: the public answer with its payment settings. */
export const staffOfferingSchema = offeringSchema.extend({
  promptPayId: z.string(),
  paymentInstructionsEN: z.string(),
  paymentInstructionsTH: z.string(),
  knowledgePassMark: z.number().int(),
  progress: offeringProgressSchema,
});
export type StaffOffering = z.infer<typeof staffOfferingSchema>;

/** GET /admin/offerings/: each offering with its counts. */
export const staffOfferingListItemSchema = staffOfferingSchema.extend({ joinings: z.number().int(), knowledgeQuestions: z.number().int() });
export type StaffOfferingListItem = z.infer<typeof staffOfferingListItemSchema>;

/** POST /admin/offerings/:id/images/: the token image and the poster, multipart. */
export const offeringImagesFormSchema = fileFormSchema(OFFERING_IMAGE_FIELDS);

/** GET /admin/offerings/:id/activity/: reserved and paid amounts per Bangkok day. */
export const offeringActivitySchema = z.array(z.object({ date: z.string(), reserved: z.string(), paid: z.string() }));
export type OfferingActivity = z.infer<typeof offeringActivitySchema>;
export type ActivityPoint = OfferingActivity[number];
