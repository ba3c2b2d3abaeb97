import { closureRequestRefusal } from '@ico/domain/account-closure';
import type { ClosureRequest, MyClosureAnswer } from '@ico/domain/contracts/account-closures';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { accountClosure, authSession, user } from '../../db/schema';
import { AppError } from '../../errors';
import { dataRightsMails } from '../../mail/data-rights-mails';
import { confirmIdentity } from '../accounts/confirm-identity';
import { staffRoleOf, type UserRow } from '../accounts/user-row';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import type { Authenticated } from '../sessions/authenticate-session';
import { updateSessions, updateUsers } from '../sessions/session-state-writes';
import { reservationsInProgressOf, toMyClosure } from './closure-view';

async function refusalOf(db: Database | Tx, account: UserRow) {
  const [pending] = await db
    .select({ id: accountClosure.id })
    .from(accountClosure)
    .where(and(eq(accountClosure.userId, account.id), isNull(accountClosure.completedAt), isNull(accountClosure.cancelledAt)))
    .limit(1);
  return closureRequestRefusal({
    isStaff: staffRoleOf(account) !== null,
    pending: pending !== undefined,
    reservationsInProgress: await reservationsInProgressOf(db, account.id),
  });
}

/**
 * `POST /auth/closure/` (terms of use: an investor may ask to close the account when no reservation, payment or refund
 * is in progress). Refusals first (no password is spent on a request that cannot be made), then the step-up; then, in
 * one transaction on the locked user: the request with the level it ends, the account blocked at once, every other
 * session ended, the audit row and the mail. Staff accounts are closed by an administrator, not by this request.
 */
export async function requestAccountClosure(
  deps: Deps,
  auth: Authenticated,
  input: ClosureRequest,
  meta: RequestMeta,
): Promise<MyClosureAnswer> {
  const db = deps.database.db;
  const early = await refusalOf(db, auth.user);
  if (early) throw new AppError(early);
  await confirmIdentity(deps, auth.user, input, meta);
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [account] = await tx.select().from(user).where(eq(user.id, auth.user.id)).for('update').limit(1);
    if (!account) throw new AppError('UNAUTHORIZED');
    const refusal = await refusalOf(tx, account);
    if (refusal) throw new AppError(refusal);
    const [closure] = await tx
      .insert(accountClosure)
      .values({
        userId: account.id,
        username: account.username,
        previousLevel: account.userLevel,
        reason: input.reason || null,
        requestedAt: now,
      })
      .returning();
    if (!closure) throw new AppError('INTERNAL_ERROR');
    await updateUsers(deps, tx, eq(user.id, account.id), { userLevel: 'BLOCKED_LEVEL', updatedAt: now });
    await updateSessions(
      deps,
      tx,
      and(eq(authSession.userId, account.id), isNull(authSession.revokedAt), ne(authSession.id, auth.sessionId)),
      {
        revokedAt: now,
        revokedReason: 'closure-requested',
      },
    );
    await recordAudit(tx, {
      actorId: account.id,
      action: 'account.closure.request',
      targetType: 'user',
      targetId: account.id,
      detail: { username: account.username, closureId: closure.id, from: account.userLevel, to: 'BLOCKED_LEVEL' },
      ipAddress: meta.ip,
    });
    await deps.mailer.enqueue(tx, dataRightsMails.closureRequested(account.email, account.language));
    return closure;
  });
  return { closure: toMyClosure(row), retentionYears: deps.config.amlRetentionYears };
}
