import { z } from 'zod';
import { secondFactorCodeSchema } from './fields';

/**
 * A bank file sent while the investor already has a bank account on file is a change of the account refunds are paid
 * to, and needs a step-up: the current password, and a one-time or recovery code when two-factor is on (PRODUCT.md
 * section 6). "On file" means an earlier bank-file submission exists, whatever became of it: the screen opens again
 * only after staff returned the earlier one, and that one still holds account details the owner gave. The first bank
 * file changes nothing a stolen token could divert, and staff screen it against the identity documents, so it asks
 * for nothing more. Decision 0010 says why.
 */
export function bankFileNeedsStepUp(earlierSubmission: { status: string } | null | undefined): boolean {
  return earlierSubmission !== null && earlierSubmission !== undefined;
}

/** The step-up fields the bank file form adds to its multipart body when it changes an account on file. */
export const bankStepUpSchema = z.object({
  password: z.string().max(200).optional(),
  otp: secondFactorCodeSchema.optional(),
});
export type BankStepUp = z.infer<typeof bankStepUpSchema>;
export const BANK_STEP_UP_FIELDS = Object.keys(bankStepUpSchema.shape) as Array<keyof typeof bankStepUpSchema.shape>;
