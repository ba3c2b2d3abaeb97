import { canSubmit, type UserLevel } from '@ico/domain/statuses';
import { AppError } from '../../errors';
import type { UserRow } from './user-row';

/** Blocked accounts read but never submit. */
export function checkMaySubmit(account: Pick<UserRow, 'userLevel'>): void {
  if (!canSubmit(account.userLevel as UserLevel)) throw new AppError('ACCOUNT_BLOCKED');
}
