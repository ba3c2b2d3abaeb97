import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors';

const ISSUER = 'ico-portal';
const AUDIENCE = 'ico-portal-api';
/** Access tokens live 15 minutes; the refresh token (rotated on use) keeps a session for 14 days. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_MS = 14 * 24 * 60 * 60 * 1000;
/** Clocks of the API processes may differ this much (signed on one, checked on another). */
const CLOCK_TOLERANCE_SECONDS = 30;

export type AccessClaims = { userId: number; sessionId: string };

export type TokenSigner = {
  signAccess(claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims>;
};

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
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
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') throw new AppError('UNAUTHORIZED');
        return { userId, sessionId: payload.sid };
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
