import { z } from 'zod';
import { requiredString } from './fields';

export const SCREENING_REASON_MAX_LENGTH = 500;

/** The reason of a rejection or a return: the investor reads it in their message. */
export const decisionReasonSchema = z.object({
  reason: requiredString('REASON_REQUIRED').max(SCREENING_REASON_MAX_LENGTH, { error: 'TEXT_TOO_LONG' }),
});
export type DecisionReason = z.infer<typeof decisionReasonSchema>;
