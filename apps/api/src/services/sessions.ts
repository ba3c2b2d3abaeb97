import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@ico/domain/account';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { authSession, loginHistory, refreshToken, user } from '../db/schema';
import { AppError } from '../errors';
import { spendVerificationTime, verifyPassword } from '../security/passwords';
import { LIMITS } from '../security/rate-limiter';
import { hashToken, REFRESH_TOKEN_MS, randomToken } from '../security/tokens';
import { recordAudit } from './audit';
import type { Deps, RequestMeta } from './deps';
import type { UserRow } from './users';

/**
 * Checks a one-time code and records its time step, so the same code is never accepted twice.
 * The conditional update also settles two requests racing with one code: only one of them wins.
 */
export async function acceptOtp(deps: Deps, account: Pick<UserRow, 'id' | 'otpSecret' | 'otpLastStep'>, code: string): Promise<void> {
  await deps.limiter.consume(LIMITS.otpAccount, `user:${account.id}`);
  if (!account.otpSecret) throw new AppError('MFA_NOT_ENABLED');
  const step = await deps.otp.check(deps.otp.open(account.otpSecret), code, account.otpLastStep);
  if (step === null) throw new AppError('WRONG_OTP');
  const accepted = await deps.database.db
    .update(user)
    .set({ otpLastStep: step })
    .where(and(eq(user.id, account.id), or(isNull(user.otpLastStep), lt(user.otpLastStep, step))))
    .returning({ id: user.id });
  if (accepted.length === 0) throw new AppError('WRONG_OTP');
  await deps.limiter.reset(LIMITS.otpAccount, `user:${account.id}`);
}

async function issueTokens(deps: Deps, userId: number, sessionId: string, db = deps.database.db): Promise<TokenPair> {
  const refresh = randomToken();
  await db.insert(refreshToken).values({ tokenHash: hashToken(refresh), sessionId, expiresAt: new Date(Date.now() + REFRESH_TOKEN_MS) });
  return { access: await deps.tokens.signAccess({ userId, sessionId }), refresh };
}

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

async function revokeSession(deps: Deps, sessionId: string, reason: string): Promise<void> {
  await deps.database.db
    .update(authSession)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSession.id, sessionId), isNull(authSession.revokedAt)));
}

/**
 * `POST /auth/token/refresh/`: a refresh token is used once and replaced. A token presented a second time
 * means it was copied: the whole session (every token of its family) ends.
 */
export async function refresh(deps: Deps, token: string): Promise<TokenPair> {
  const db = deps.database.db;
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: refreshToken, session: authSession })
      .from(refreshToken)
      .innerJoin(authSession, eq(authSession.id, refreshToken.sessionId))
      .where(eq(refreshToken.tokenHash, hashToken(token)))
      .for('update')
      .limit(1);
    if (!row || row.session.revokedAt || row.token.expiresAt.getTime() <= Date.now()) return { kind: 'refused' as const };
    if (row.token.usedAt) return { kind: 'reused' as const, sessionId: row.session.id };
    await tx.update(refreshToken).set({ usedAt: new Date() }).where(eq(refreshToken.tokenHash, row.token.tokenHash));
    return { kind: 'ok' as const, pair: await issueTokens(deps, row.session.userId, row.session.id, tx) };
  });
  if (outcome.kind === 'ok') return outcome.pair;
  if (outcome.kind === 'reused') {
    await revokeSession(deps, outcome.sessionId, 'refresh-token-reuse');
    deps.log.warn({ sessionId: outcome.sessionId }, 'refresh token reused: session revoked');
  }
  throw new AppError('SESSION_REVOKED');
}

/** Logout ends the session of the given refresh token; an unknown token changes nothing. */
export async function logout(deps: Deps, token: string): Promise<void> {
  const [row] = await deps.database.db
    .select({ sessionId: refreshToken.sessionId })
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, hashToken(token)))
    .limit(1);
  if (row) await revokeSession(deps, row.sessionId, 'logout');
}

/** Ends every session of a user but `keepSessionId` (after a password change). */
export async function revokeOtherSessions(deps: Deps, userId: number, keepSessionId: string | null, reason: string): Promise<void> {
  await deps.database.db
    .update(authSession)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(eq(authSession.userId, userId), isNull(authSession.revokedAt), keepSessionId ? ne(authSession.id, keepSessionId) : sql`true`),
    );
}

export type Authenticated = { user: UserRow; sessionId: string };

/**
 * A bearer token's user, read with its session in one query: a revoked session (logout, password change,
 * token reuse) stops its access tokens at once, not only at their expiry.
 */
export async function authenticate(deps: Deps, accessToken: string): Promise<Authenticated> {
  const claims = await deps.tokens.verifyAccess(accessToken);
  const [row] = await deps.database.db
    .select({ user, revokedAt: authSession.revokedAt })
    .from(authSession)
    .innerJoin(user, eq(user.id, authSession.userId))
    .where(and(eq(authSession.id, claims.sessionId), eq(authSession.userId, claims.userId)))
    .limit(1);
  if (!row || row.revokedAt) throw new AppError('SESSION_REVOKED');
  return { user: row.user, sessionId: claims.sessionId };
}
