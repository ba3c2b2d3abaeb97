import { bankFileNeedsStepUp, bankStepUpSchema } from '@ico/domain/bank-account-change';
import { and, desc, eq } from 'drizzle-orm';
import { verificationSubmission } from '../../db/schema';
import { AppError, parseOrThrow } from '../../errors';
import { confirmIdentity } from '../accounts/confirm-identity';
import type { UserRow } from '../accounts/user-row';
import type { Deps, RequestMeta } from '../deps';

/**
 * A bank file that changes the account on file (`bankFileNeedsStepUp`: an earlier bank-file submission exists) needs
 * the current password, and a one-time or recovery code when two-factor is on (405 OTP_REQUIRED without one). Answers
 * whether it was such a change; the first bank file asks for nothing more.
 */
export async function confirmBankChange(deps: Deps, account: UserRow, fields: Record<string, string>, meta: RequestMeta): Promise<boolean> {
  const [earlier] = await deps.database.db
    .select({ status: verificationSubmission.status })
    .from(verificationSubmission)
    .where(and(eq(verificationSubmission.userId, account.id), eq(verificationSubmission.item, 'bankFile')))
    .orderBy(desc(verificationSubmission.submittedAt), desc(verificationSubmission.id))
    .limit(1);
  if (!bankFileNeedsStepUp(earlier)) return false;
  const { password, otp } = parseOrThrow(bankStepUpSchema, fields);
  if (!password) throw new AppError('VALIDATION_FAILED', { password: 'PASSWORD_REQUIRED' });
  await confirmIdentity(deps, account, { password, otp }, meta);
  return true;
}
