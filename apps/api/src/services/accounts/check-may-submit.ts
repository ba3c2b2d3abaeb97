import { writeRefusal } from '@ico/domain/write-access';
import { AppError } from '../../errors';
import type { UserRow } from './user-row';

/**
 * Blocked users read only: the domain's guard as every investor write applies it (403 ACCOUNT_BLOCKED), each at its
 * place in the contract's order. The member inquiry alone does not call it: a blocked member may ask why.
 */
export function checkMaySubmit(account: Pick<UserRow, 'userLevel'>): void {
  const refusal = writeRefusal(account.userLevel);
  if (refusal) throw new AppError(refusal);
}
