import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@ico/domain/account';
import { sessionAudience } from '@ico/domain/session-lifetimes';
import { eq } from 'drizzle-orm';
import { authSession, loginHistory, user } from '../../db/schema';
import { AppError } from '../../errors';
import { spendVerificationTime, verifyPassword } from '../../security/passwords';
import { LIMITS } from '../../security/rate-limiter';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { issueTokens } from './issue-tokens';
import { verifySecondFactor } from './verify-second-factor';

/**
 * `POST /auth/token/obtain/` (spec section 4): the password first, then, for a user with two-factor,
 * 405 without a code and the code itself (a one-time code, or one of the user's recovery codes). A success opens a
 * session and records the sign-in; a session opened with a second factor says so (the back office needs it).
 */
export async function login(
  deps: Deps,
  input: { username: string; password: string; otp?: string | undefined },
  meta: RequestMeta,
): Promise<TokenPair> {
  const username = input.username.trim().toLowerCase();
  await deps.limiter.consume(LIMITS.loginAddress, meta.ip);
  await deps.limiter.consume(LIMITS.loginAccount, username);
  const db = deps.database.db;
  const [account] = await db.select().from(user).where(eq(user.username, username)).limit(1);
  if (!account?.passwordHash) {
    await spendVerificationTime(input.password);
    throw new AppError('WRONG_USERNAME_OR_PASSWORD');
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) throw new AppError('WRONG_USERNAME_OR_PASSWORD');
  let secondFactorAt: Date | null = null;
  if (account.mfaEnabled) {
    if (!input.otp) throw new AppError('OTP_REQUIRED');
    await verifySecondFactor(deps, account, input.otp);
    secondFactorAt = new Date();
  }
  await deps.limiter.reset(LIMITS.loginAccount, username);
  const sessionId = randomUUID();
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSession)
      .values({ id: sessionId, userId: account.id, ipAddress: meta.ip, userAgent: meta.userAgent?.slice(0, 300), secondFactorAt })
      .returning({ createdAt: authSession.createdAt });
    if (!session) throw new Error('session not stored');
    await tx.insert(loginHistory).values({ userId: account.id, ipAddress: meta.ip, userAgent: meta.userAgent?.slice(0, 300) });
    if (account.role)
      await recordAudit(tx, { actorId: account.id, action: 'staff.login', targetType: 'user', targetId: account.id, ipAddress: meta.ip });
    return issueTokens(deps, { id: sessionId, userId: account.id, createdAt: session.createdAt, audience: sessionAudience(account) }, tx);
  });
}
