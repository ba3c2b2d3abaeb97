import { requiredString } from '@ico/domain/fields';
import { z } from 'zod';

/**
 * The reason of a rejection or a return, as the API checks it (REASON_REQUIRED, 500 characters at most).
 * An approval needs no reason.
 */
export const decisionReasonSchema = z.object({
  reason: requiredString('REASON_REQUIRED').max(500, { error: 'TEXT_TOO_LONG' }),
});
export type DecisionReason = z.infer<typeof decisionReasonSchema>;
