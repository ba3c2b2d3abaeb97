import { z } from 'zod';
import { OFFERING_IMAGE_FIELDS, offeringInputSchema } from '../offering-admin';
import { offeringProgressSchema, offeringSchema } from '../offering-api';
import { idParamsSchema } from './path-ids';
import { fileFormSchema } from './uploads';

/** An offering as the back office sees it: the public answer with its payment settings. */
export const staffOfferingSchema = offeringSchema.extend({
  promptPayId: z.string(),
  paymentInstructionsEN: z.string(),
  paymentInstructionsTH: z.string(),
  /** The payee bank account (issue 19): all three or none. */
  payeeBank: z.string().nullable(),
  payeeAccountNumber: z.string().nullable(),
  payeeAccountName: z.string().nullable(),
  knowledgePassMark: z.number().int(),
  progress: offeringProgressSchema,
  /** New payment terms waiting for a second staff member's approval (issue 16), or null. */
  pendingPaymentTerms: z
    .object({
      proposalId: z.number().int(),
      promptPayId: z.string(),
      paymentInstructionsEN: z.string(),
      paymentInstructionsTH: z.string(),
      payeeBank: z.string().nullable(),
      payeeAccountNumber: z.string().nullable(),
      payeeAccountName: z.string().nullable(),
      proposedAt: z.string(),
    })
    .nullable(),
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

/** GET /api/admin/offerings/ */
export const listOfferingsForStaffContract = { response: { 200: z.array(staffOfferingListItemSchema) } };

/** POST /api/admin/offerings/ */
export const createOfferingContract = { body: offeringInputSchema, response: { 201: staffOfferingSchema } };

/** GET /api/admin/offerings/:id/ */
export const getOfferingForStaffContract = { params: idParamsSchema('ICO_NOT_EXIST', 20), response: { 200: staffOfferingSchema } };

/** PUT /api/admin/offerings/:id/ */
export const updateOfferingContract = {
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  body: offeringInputSchema,
  response: { 200: staffOfferingSchema },
};

/** POST /api/admin/offerings/:id/images/ */
export const setOfferingImagesContract = {
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  body: offeringImagesFormSchema,
  response: { 200: staffOfferingSchema },
};

/** GET /api/admin/offerings/:id/activity/ */
export const getOfferingActivityContract = { params: idParamsSchema('ICO_NOT_EXIST', 20), response: { 200: offeringActivitySchema } };

/** GET /api/icoportal/icos/ */
export const listOfferingsContract = { response: { 200: z.array(offeringSchema) } };

/** GET /api/icoportal/ico/:id/ */
export const getOfferingContract = { params: idParamsSchema('ICO_NOT_EXIST'), response: { 200: offeringSchema } };

/** GET /api/icoportal/icoprogress/:id/ */
export const getOfferingProgressContract = { params: idParamsSchema('ICO_NOT_EXIST'), response: { 200: offeringProgressSchema } };

/**
 * GET /api/icoportal/icoprogress/:id/events/: Server-Sent Events (live-progress.ts), each `event: progress` with the
 * icoprogress answer as its data: the current progress first, then each change.
 */
export const offeringProgressEventsContract = { params: idParamsSchema('ICO_NOT_EXIST') };
