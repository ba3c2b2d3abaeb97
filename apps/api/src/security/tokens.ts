import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AppError } from '../errors';

const ISSUER = 'ico-portal';
const AUDIENCE = 'ico-portal-api';
/**
 * Access tokens live 15 minutes. The refresh token (rotated on use) lives until its session would end unused: the
 * session's idle timeout, never past its lifetime (services/sessions/issue-tokens.ts).
 */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** Clocks of the API processes may differ this much (signed on one, checked on another). */
const CLOCK_TOLERANCE_SECONDS = 30;

export type AccessClaims = { userId: number; sessionId: string };

/**
 * The claims a well-signed token must carry to name a session: `sub` a user id as the API writes it (digits, within
 * PostgreSQL's integer) and `sid` a UUID. A token signed with our key but carrying anything else (a forged or
 * future format) is refused as unauthorized before its claims reach a query.
 */
const claimsSchema = z.object({
  sub: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .refine((id) => id <= 2_147_483_647),
  sid: z.uuid(),
});

export type TokenSigner = {
  signAccess(claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims>;
};

/** Verified access tokens one process remembers (issue 18: an HS256 check costs about 0.18 ms on this machine). */
const VERIFIED_TOKENS_KEPT = 20_000;

/**
 * Remembers the claims of access tokens whose signature and claims were checked, until the moment the token stops
 * being valid (its expiry, or its age limit, plus the clock tolerance): the same token string can only carry the same
 * claims, so checking it again would prove nothing new. A session's revocation is checked apart, on every request.
 * At most `VERIFIED_TOKENS_KEPT`, the oldest forgotten first.
 */
class VerifiedTokens {
  readonly #entries = new Map<string, { claims: AccessClaims; validUntilMs: number }>();

  get(token: string, nowMs: number): AccessClaims | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (nowMs < entry.validUntilMs) return entry.claims;
    this.#entries.delete(token);
    return undefined;
  }

  put(token: string, claims: AccessClaims, payload: { exp?: number; iat?: number }): void {
    if (payload.exp === undefined || payload.iat === undefined) return;
    const validUntilMs = (Math.min(payload.exp, payload.iat + ACCESS_TOKEN_SECONDS) + CLOCK_TOLERANCE_SECONDS) * 1000;
    if (this.#entries.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(token, { claims, validUntilMs });
  }
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const verified = new VerifiedTokens();
  return {
    signAccess: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key),
    async verifyAccess(token) {
      const known = verified.get(token, Date.now());
      if (known) return known;
      try {
        // Only HS256 is accepted: 'none' and every other algorithm are refused by jose. A token is also refused when
        // its iat lies in the future or longer ago than an access token lives, whatever its exp says.
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          maxTokenAge: ACCESS_TOKEN_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) throw new AppError('UNAUTHORIZED');
        const accepted = { userId: claims.data.sub, sessionId: claims.data.sid };
        verified.put(token, accepted, payload);
        return accepted;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        throw new AppError('UNAUTHORIZED');
      }
    },
  };
}

/** An opaque random token (refresh tokens, mailed codes); only its hash is stored. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
