import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { LIMITS } from '../../security/rate-limiter';
import type { Deps, RequestMeta } from '../deps';
import { findLink } from './account-links';

/** Step 2 opens with this check, so nobody fills a form a dead link cannot send. */
export async function checkLink(
  deps: Deps,
  email: string,
  code: string,
  meta: RequestMeta,
): Promise<{ purpose: 'signup' | 'activate'; username: string | null }> {
  await deps.limiter.consume(LIMITS.linkCheckAddress, meta.ip);
  const link = await findLink(deps.database.db, email, code);
  // Other mailed links (password reset, e-mail change, two-factor reset) live in the same table but open other pages.
  if (link.purpose !== 'signup' && link.purpose !== 'activate') throw new AppError('VERIFICATION_CODE_WRONG');
  if (link.purpose === 'activate' && link.userId !== null) {
    const [owner] = await deps.database.db.select({ username: user.username }).from(user).where(eq(user.id, link.userId));
    return { purpose: 'activate', username: owner?.username ?? null };
  }
  return { purpose: 'signup', username: null };
}
