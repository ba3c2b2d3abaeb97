import type { MfaResetLink } from '@ico/domain/contracts/mfa-resets';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { LIMITS } from '../../security/rate-limiter';
import type { Deps, RequestMeta } from '../deps';
import { openResetOf } from './mfa-reset-view';
import { findResetLink } from './reset-links';

/**
 * The investor's page opens with this check (no sign-in: the mailed link is the key), so nobody takes a photo a
 * dead link cannot send. Rate-limited per address like every link check.
 */
export async function checkMfaResetLink(deps: Deps, code: string, meta: RequestMeta): Promise<MfaResetLink> {
  await deps.limiter.consume(LIMITS.linkCheckAddress, meta.ip);
  const db = deps.database.db;
  const link = await findResetLink(db, code);
  // A live link of a reset that closed meanwhile (it expires its links, so only a race gets here).
  if (!(await openResetOf(db, link.userId))) throw new AppError('LINK_EXPIRED');
  const [owner] = await db.select({ username: user.username, nationality: user.nationality }).from(user).where(eq(user.id, link.userId));
  if (!owner) throw new AppError('LINK_EXPIRED');
  return { username: owner.username, nationality: owner.nationality, expiresAt: link.expiresAt.toISOString() };
}
