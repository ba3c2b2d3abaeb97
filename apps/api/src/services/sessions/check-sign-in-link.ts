import type { SignInLinkAnswer } from '@ico/domain/contracts/sign-in-links';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { LIMITS } from '../../security/rate-limiter';
import type { Deps, RequestMeta } from '../deps';
import { findSignInLink } from './sign-in-links';

/**
 * `POST /auth/sign_in_link/check/`: whether the mailed link still works, whose account it opens and until when, for
 * its page to show before the password is typed. Guesses of codes are limited per address.
 */
export async function checkSignInLink(deps: Deps, code: string, meta: RequestMeta): Promise<SignInLinkAnswer> {
  await deps.limiter.consume(LIMITS.linkCheckAddress, meta.ip);
  const link = await findSignInLink(deps.database.db, code);
  const [account] = await deps.database.db
    .select({ username: user.username, passwordHash: user.passwordHash })
    .from(user)
    .where(eq(user.id, link.userId))
    .limit(1);
  if (!account?.passwordHash) throw new AppError('LINK_EXPIRED');
  return { username: account.username, expires_at: link.expiresAt.toISOString() };
}
