import type { UserDetail } from '@ico/domain/contracts/accounts';
import { and, eq, isNull } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import type { Deps } from '../deps';
import { loginHistoryOf } from './list-login-history';
import { toMe } from './user-row';

export async function userDetail(deps: Deps, userId: number): Promise<UserDetail> {
  // Investors only: staff accounts (and their sign-in addresses) are not for every role that reads users.
  const [row] = await deps.database.db
    .select()
    .from(user)
    .where(and(eq(user.id, userId), isNull(user.role)))
    .limit(1);
  if (!row) throw new AppError('USER_NOT_EXIST');
  return { user: toMe(row), loginHistory: await loginHistoryOf(deps, userId, 20), passwordSet: row.passwordHash !== null };
}
