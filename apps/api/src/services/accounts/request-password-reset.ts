import { sql } from 'drizzle-orm';
import { user } from '../../db/schema';
import { LIMITS } from '../../security/rate-limiter';
import { isAccountClosed } from '../account-closures/is-account-closed';
import type { Deps, RequestMeta } from '../deps';
import { normalizeEmail } from './account-links';
import { sendPasswordResetLink } from './send-password-reset-link';

/**
 * `POST /auth/forgot_password/`: an address with an account gets a reset link; any other address gets nothing. The
 * caller's answer is the same either way, and so are the limits (they count the typed address, not the account), so
 * the form never tells who has an account. The link's mail is queued, not sent while the caller waits, so the answer
 * takes about as long either way too.
 */
export async function requestPasswordReset(deps: Deps, input: { email: string }, meta: RequestMeta): Promise<void> {
  const email = normalizeEmail(input.email);
  await deps.limiter.consume(LIMITS.resetMailAddress, meta.ip);
  await deps.limiter.consume(LIMITS.resetMailEmail, email);
  const [account] = await deps.database.db
    .select({ id: user.id, email: user.email, username: user.username, language: user.language })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  // A closed account gets nothing either (the answer is the same): it is never signed in to again.
  if (account && !(await isAccountClosed(deps.database.db, account.id))) await sendPasswordResetLink(deps, account);
}
