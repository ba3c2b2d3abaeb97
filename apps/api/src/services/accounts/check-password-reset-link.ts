import type { ResetLinkAnswer } from '@ico/domain/contracts/accounts';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { LIMITS } from '../../security/rate-limiter';
import type { Deps, RequestMeta } from '../deps';
import { findLink } from './account-links';

/** `GET /auth/reset_password/`: the link page opens with this check, so nobody types a password a dead link cannot save. */
export async function checkPasswordResetLink(deps: Deps, email: string, code: string, meta: RequestMeta): Promise<ResetLinkAnswer> {
  await deps.limiter.consume(LIMITS.linkCheckAddress, meta.ip);
  const link = await findLink(deps.database.db, email, code, 'password-reset');
  const [owner] =
    link.userId === null
      ? []
      : await deps.database.db.select({ username: user.username, mfaEnabled: user.mfaEnabled }).from(user).where(eq(user.id, link.userId));
  if (!owner) throw new AppError('VERIFICATION_CODE_WRONG');
  return { username: owner.username, secondFactor: owner.mfaEnabled };
}
