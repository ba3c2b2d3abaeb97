import { z } from 'zod';
import { CLOSED_OUTCOMES, OFFERING_STATUSES } from './offering-basics';
import { offeringDocumentSchema, offeringIssuerSchema } from './offering-documents';
import { INVESTOR_LEVELS, JOINING_STATUSES } from './statuses';

/**
 * What the investor API answers about offerings and joinings (spec sections 3 and 7). Amounts travel as
 * decimal strings: Baht as whole numbers, tokens with 8 decimals, never binary floats.
 */

const decimal = z.string();
/** A public picture or document: `url` is under /api/public-files/. */
export const publicFileSchema = z.object({ url: z.string(), name: z.string(), contentType: z.string() });
export type PublicFile = z.infer<typeof publicFileSchema>;

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

/** A slip the investor sent; the file is private (`/api/files/{id}/`). */
export const slipSchema = z.object({ id: z.string(), fileName: z.string(), created_at: z.string() });

/** The payee bank account of an offering's payment terms (issue 19). */
export const payeeAccountSchema = z.object({ bank: z.string(), accountNumber: z.string(), accountName: z.string() });
export type PayeeAccount = z.infer<typeof payeeAccountSchema>;

export const joiningSchema = z.object({
  id: z.number(),
  ico: z.number(),
  status: z.enum(JOINING_STATUSES),
  created_at: z.string(),
  /** Set once the reservation is made (null before). */
  reserved_at: z.string().nullable(),
  address: z.string().nullable(),
  amount: decimal.nullable(),
  tokenAmount: decimal.nullable(),
  signature: z.string().nullable(),
  message: z.string().nullable(),
  version: z.string().nullable(),
  /** The offering's payment instructions, English and Thai. */
  paymentMethod: z.string().nullable(),
  paymentMethodTH: z.string().nullable(),
  /** EMVCo PromptPay payload for the exact amount, while a slip is expected. */
  qrcode: z.string().nullable(),
  /** End of the payment period (3 business days), while a slip is expected. */
  paymentDeadline: z.string().nullable(),
  /** The PromptPay ID the QR code pays (pinned with the terms), while a slip is expected (issue 19). */
  promptPayId: z.string().nullable(),
  /**
   * The bank account that receives the payment (bank code of banks.ts, digits, holder's name), while a slip is expected
   * and when the offering has one (issue 19).
   */
  payeeAccount: payeeAccountSchema.nullable(),
  slips: z.array(slipSchema),
  /**
   * The reservation's money (amount, tokens, wallet, pinned payment terms) failed its integrity check (issue 29): they
   * are withheld (null) and no QR code is given until staff have looked; the screen says so instead of the details.
   */
  paymentHeld: z.boolean(),
});
export type Joining = z.infer<typeof joiningSchema>;

/** At PAYMNENT_CONFIRMED and after: the offering's paid totals, the investor's share and the others' volume. */
export const joiningShareSchema = z.object({
  totalAmount: decimal,
  totalAmountToken: decimal,
  userAmount: decimal,
  userTokens: decimal,
  otherAmount: decimal,
  otherTokens: decimal,
});
export const joiningDetailSchema = joiningSchema.extend({ share: joiningShareSchema.nullable() });
export type JoiningDetail = z.infer<typeof joiningDetailSchema>;

/** The knowledge test as investors see it: ordered, without the correct answers. */
export const knowledgeTestViewSchema = z.array(
  z.object({
    order: z.number(),
    questionEN: z.string(),
    questionTH: z.string(),
    answersEN: z.array(z.string()),
    answersTH: z.array(z.string()),
  }),
);
