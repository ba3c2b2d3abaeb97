import type { UserDetail } from '@ico/domain/contracts/accounts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { screeningCase, user } from '../../db/schema';
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
  // The open case first (one at most), else the newest decided one.
  const [latest] = await deps.database.db
    .select({ id: screeningCase.id })
    .from(screeningCase)
    .where(eq(screeningCase.userId, userId))
    .orderBy(sql`${screeningCase.status} in ('OPEN', 'PROPOSED') desc`, desc(screeningCase.openedAt), desc(screeningCase.id))
    .limit(1);
  return {
    user: toMe(row),
    loginHistory: await loginHistoryOf(deps, userId, 20),
    passwordSet: row.passwordHash !== null,
    screening: { state: row.screeningState, caseId: latest?.id ?? null },
  };
}
