import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@ico/domain/account';
import { eq } from 'drizzle-orm';
import { authSession, loginHistory, user } from '../../db/schema';
import { AppError } from '../../errors';
import { spendVerificationTime, verifyPassword } from '../../security/passwords';
import { LIMITS } from '../../security/rate-limiter';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { acceptOtp } from './accept-otp';
import { issueTokens } from './issue-tokens';

/**
 * `POST /auth/token/obtain/` (spec section 4): the password first, then, for a user with two-factor,
 * 405 without a code and the code itself. A success opens a session and records the sign-in.
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
  if (account.mfaEnabled) {
    if (!input.otp) throw new AppError('OTP_REQUIRED');
    await acceptOtp(deps, account, input.otp);
  }
  await deps.limiter.reset(LIMITS.loginAccount, username);
  const sessionId = randomUUID();
  return db.transaction(async (tx) => {
    await tx
      .insert(authSession)
      .values({ id: sessionId, userId: account.id, ipAddress: meta.ip, userAgent: meta.userAgent?.slice(0, 300) });
    await tx.insert(loginHistory).values({ userId: account.id, ipAddress: meta.ip, userAgent: meta.userAgent?.slice(0, 300) });
    if (account.role)
      await recordAudit(tx, { actorId: account.id, action: 'staff.login', targetType: 'user', targetId: account.id, ipAddress: meta.ip });
    return issueTokens(deps, account.id, sessionId, tx);
  });
}
