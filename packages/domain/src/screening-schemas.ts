import { z } from 'zod';
import { requiredString } from './fields';
import { SCREENING_DECISIONS } from './statuses';

export const SCREENING_REASON_MAX_LENGTH = 500;

const decisions = Object.keys(SCREENING_DECISIONS) as [keyof typeof SCREENING_DECISIONS, ...(keyof typeof SCREENING_DECISIONS)[]];

/** The reason of a rejection or a return: the investor reads it in their message. */
export const decisionReasonSchema = z.object({
  reason: requiredString('REASON_REQUIRED').max(SCREENING_REASON_MAX_LENGTH, { error: 'TEXT_TOO_LONG' }),
});
export type DecisionReason = z.infer<typeof decisionReasonSchema>;

/** `POST /admin/screening/{id}/decision/`: an approval needs no reason; a rejection or a return does. */
export const decisionSchema = z
  .object({
    decision: z.enum(decisions, { error: 'SELECT_REQUIRED' }),
    reason: z.string({ error: 'REASON_REQUIRED' }).trim().max(SCREENING_REASON_MAX_LENGTH, { error: 'TEXT_TOO_LONG' }).nullish(),
  })
  .superRefine((value, context) => {
    if (value.decision !== 'approve' && !value.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'REASON_REQUIRED' });
  });
