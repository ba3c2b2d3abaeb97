import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { passwordContextOf, refuseWeakPassword } from '../../security/password-policy';
import { hashPassword } from '../../security/passwords';
import { LIMITS } from '../../security/rate-limiter';
import type { Deps, RequestMeta } from '../deps';
import { updateUsers } from '../sessions/session-state-writes';
import { endLinks, findLink } from './account-links';

/** `POST /auth/user/activate/`: the owner of a staff-created account sets the password with the mailed link. */
export async function activateAccount(deps: Deps, input: { email: string; verificationCode: string; password: string }, meta: RequestMeta) {
  await deps.limiter.consume(LIMITS.linkCheckAddress, meta.ip);
  const link = await findLink(deps.database.db, input.email, input.verificationCode, 'activate');
  if (link.userId === null) throw new AppError('VERIFICATION_CODE_WRONG');
  const [owner] = await deps.database.db.select().from(user).where(eq(user.id, link.userId)).limit(1);
  if (!owner) throw new AppError('VERIFICATION_CODE_WRONG');
  await refuseWeakPassword(input.password, passwordContextOf(owner));
  const passwordHash = await hashPassword(input.password);
  await deps.database.db.transaction(async (tx) => {
    const link = await findLink(tx, input.email, input.verificationCode, 'activate', true);
    if (link.userId === null) throw new AppError('VERIFICATION_CODE_WRONG');
    await updateUsers(deps, tx, eq(user.id, link.userId), { passwordHash, updatedAt: new Date() });
    // This link is used, and no other set-password or reset link of the account may set the password again.
    await endLinks(tx, link.userId, ['activate', 'password-reset']);
  });
}
