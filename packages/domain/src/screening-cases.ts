import { z } from 'zod';
import type { CaseStatus } from './screening';
import type { JoiningStatus } from './statuses';

/**
 * Deciding screening cases (issue 30, deliver 4): the limits of what an officer proposes and the second approves or
 * rejects (its schemas: contracts/screening-cases.ts), which joining statuses an account under review or frozen cannot reach, and the freeze report written for the authority.
 */

/** The longest reason of a proposal or a rejection. */
export const CASE_REASON_MAX = 1000;

/**
 * The joining statuses that move money or tokens: staff cannot reach them for an account under review or frozen (403
 * SCREENING_HOLD): a payment confirmed, a refund opened or done, tokens delivered. Reservations already made are frozen
 * in place: their status stays, and these refusals keep anything from leaving.
 */
export const HELD_JOINING_STATUSES = [
  'PAYMNENT_CONFIRMED',
  'REFUND_PROCESSING',
  'REFUND_DONE',
  'TRANSECTION_CONFIRMED',
] as const satisfies readonly JoiningStatus[];

/** Whether the second officer may act on a case now: only a proposal waits for them. */
export const caseAwaitsApproval = (status: CaseStatus): boolean => status === 'PROPOSED';

/** Cases per page of the compliance queue. */
export const CASES_PAGE_SIZE = 20;

const personSchema = z.object({ id: z.number().int().nullable(), username: z.string().nullable() });

/**
 * The freeze report (a snapshot taken when the true match was approved): who, which entries of which lists and releases,
 * and what the account held then. Kept as written: the PDF and the CSV are rendered from it, never from today's rows.
 */
export const freezeReportContentSchema = z.object({
  caseId: z.number().int(),
  frozenAt: z.string(),
  reason: z.string(),
  proposedBy: personSchema,
  approvedBy: personSchema,
  investor: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    individual: z.string(),
    nameEN: z.string(),
    nameTH: z.string(),
    companyName: z.string().nullable(),
    thaiIDNumber: z.string().nullable(),
    passportId: z.string().nullable(),
    birthdate: z.string().nullable(),
    nationality: z.string(),
    dateJoined: z.string(),
  }),
  entries: z.array(
    z.object({
      list: z.string(),
      ref: z.string(),
      name: z.string(),
      /** Every name of the entry (its own and its aliases), in the scripts the list gives. */
      names: z.array(z.string()),
      documentNumbers: z.array(z.string()),
      releaseId: z.number().int(),
      releasePublishedAt: z.string().nullable(),
      releaseImportedAt: z.string(),
      score: z.string(),
      fields: z.array(z.string()),
    }),
  ),
  reservations: z.array(
    z.object({
      joiningId: z.number().int(),
      offering: z.string(),
      status: z.string(),
      amount: z.string().nullable(),
      tokenAmount: z.string().nullable(),
      reservedAt: z.string().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      joiningId: z.number().int(),
      /** 'confirmed': staff confirmed the payment; 'bankCredit': a line of the bank statement attached to the joining. */
      kind: z.enum(['confirmed', 'bankCredit']),
      amount: z.string(),
      at: z.string().nullable(),
      reference: z.string().nullable(),
    }),
  ),
  refundsPending: z.array(
    z.object({ refundId: z.number().int(), joiningId: z.number().int(), amount: z.string(), status: z.string(), openedAt: z.string() }),
  ),
});
export type FreezeReportContent = z.infer<typeof freezeReportContentSchema>;
