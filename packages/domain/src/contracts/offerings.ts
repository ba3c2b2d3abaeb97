import { z } from 'zod';
import { OFFERING_IMAGE_FIELDS, offeringInputSchema } from '../offering-admin';
import { CLOSED_OUTCOMES, OFFERING_STATUSES } from '../offering-basics';
import { INVESTOR_LEVELS } from '../statuses';
import { endpoint } from './endpoint';
import { offeringDocumentSchema } from './offering-documents';
import { idParamsSchema } from './path-ids';
import { fileFormSchema, UPLOAD_ERRORS } from './uploads';

/**
 * What the API answers about offerings (spec sections 3 and 7). Amounts travel as decimal strings: Baht as whole
 * numbers, tokens with 8 decimals, never binary floats.
 */
const decimal = z.string();

/** The issuer as the offering answers show it; null in the public answer when staff entered nothing. */
export const offeringIssuerSchema = z.object({
  nameEN: z.string().nullable(),
  nameTH: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  addressEN: z.string().nullable(),
  addressTH: z.string().nullable(),
  website: z.string().nullable(),
});
export type OfferingIssuer = z.infer<typeof offeringIssuerSchema>;

export const offeringSchema = z.object({
  id: z.number(),
  token: z.object({ name: z.string(), ticker: z.string(), image: z.string().nullable() }),
  /** English summary (the spec's field); `summaryTH` beside it. */
  summary: z.string(),
  summaryEN: z.string(),
  summaryTH: z.string(),
  poster: z.string().nullable(),
  status: z.enum(OFFERING_STATUSES),
  start_at: z.string(),
  finish_at: z.string(),
  totalAmount: decimal,
  totalAmountToken: decimal,
  minimumAmount: decimal,
  allowedLevels: z.array(z.enum(INVESTOR_LEVELS)),
  /** Available until finish_at passes. */
  available: z.boolean(),
  /** All reserved: the payments equal the total amount. */
  soldOut: z.boolean(),
  /** true: staff screen each reservation before payment. */
  screening: z.boolean(),
  /** The white paper, the filing and other PDFs (issue 19), by kind, newest first within a kind. */
  documents: z.array(offeringDocumentSchema),
  /** The offering has a white paper: without one it does not open (knowledge test and reservation refused). */
  hasWhitePaper: z.boolean(),
  /** Who issues the token; null when staff entered nothing. */
  issuer: offeringIssuerSchema.nullable(),
  /** Baht per token (totalAmount / totalAmountToken, see money.pricePerToken). */
  pricePerToken: decimal,
  /** The offering's reserved counter and its confirmed payments, as in its progress (issue 19: cards show them). */
  sumReservated: decimal,
  sumPayment: decimal,
  /** Once POST_ICO: what is true of the closed offering; null before. */
  closedOutcome: z.enum(CLOSED_OUTCOMES).nullable(),
});
export type Offering = z.infer<typeof offeringSchema>;

export const offeringProgressSchema = z.object({
  totalAmount: decimal,
  totalAmountToken: decimal,
  sumReservated: decimal,
  sumPayment: decimal,
  availableAmount: decimal,
});
export type OfferingProgress = z.infer<typeof offeringProgressSchema>;

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

export const listOfferingsForStaff = endpoint({
  method: 'GET',
  path: '/admin/offerings/',
  summary: 'Every offering with its progress, reservations and knowledge questions, newest start first',
  response: { 200: z.array(staffOfferingListItemSchema) },
});

export const createOffering = endpoint({
  method: 'POST',
  path: '/admin/offerings/',
  summary: 'Create an offering (audited)',
  body: offeringInputSchema,
  response: { 201: staffOfferingSchema },
  errors: ['VALIDATION_FAILED'],
});

export const getOfferingForStaff = endpoint({
  method: 'GET',
  path: '/admin/offerings/:id/',
  summary: 'One offering with its payment details and progress',
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  response: { 200: staffOfferingSchema },
  errors: ['ICO_NOT_EXIST'],
});

export const updateOffering = endpoint({
  method: 'PUT',
  path: '/admin/offerings/:id/',
  summary: "Replace an offering's fields (audited with the changed fields); the total may not drop below the reserved sum",
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  body: offeringInputSchema,
  response: { 200: staffOfferingSchema },
  errors: ['VALIDATION_FAILED', 'ICO_NOT_EXIST', 'TOTAL_BELOW_RESERVED'],
});

export const setOfferingImages = endpoint({
  method: 'POST',
  path: '/admin/offerings/:id/images/',
  summary: 'Set the token image and/or the poster (multipart `image`, `poster`: JPEG or PNG; audited)',
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  body: offeringImagesFormSchema,
  encoding: 'multipart',
  response: { 200: staffOfferingSchema },
  errors: [...UPLOAD_ERRORS, 'ICO_NOT_EXIST'],
});

export const getOfferingActivity = endpoint({
  method: 'GET',
  path: '/admin/offerings/:id/activity/',
  summary: 'Cumulative reserved and paid Baht per Bangkok day, replayed from the status history',
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  response: { 200: offeringActivitySchema },
  errors: ['ICO_NOT_EXIST'],
});

export const listOfferings = endpoint({
  method: 'GET',
  path: '/icoportal/icos/',
  summary: 'Every offering, newest start first',
  response: { 200: z.array(offeringSchema) },
});

export const getOffering = endpoint({
  method: 'GET',
  path: '/icoportal/ico/:id/',
  summary: 'One offering',
  params: idParamsSchema('ICO_NOT_EXIST'),
  response: { 200: offeringSchema },
  errors: ['ICO_NOT_EXIST'],
});

export const getOfferingProgress = endpoint({
  method: 'GET',
  path: '/icoportal/icoprogress/:id/',
  summary: 'Reserved and paid sums and the amount still available',
  params: idParamsSchema('ICO_NOT_EXIST'),
  response: { 200: offeringProgressSchema },
  errors: ['ICO_NOT_EXIST'],
});

/**
 * Server-Sent Events (live-progress.ts), each `event: progress` with the icoprogress answer as its data: the current
 * progress first, then each change. No answer schema: the stream is not JSON.
 */
export const offeringProgressEvents = endpoint({
  method: 'GET',
  path: '/icoportal/icoprogress/:id/events/',
  summary: "The offering's progress as it changes (Server-Sent Events)",
  params: idParamsSchema('ICO_NOT_EXIST'),
  errors: ['ICO_NOT_EXIST', 'SERVICE_UNAVAILABLE', 'TOO_MANY_REQUESTS'],
});
