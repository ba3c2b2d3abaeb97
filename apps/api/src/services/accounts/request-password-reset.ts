import { sql } from 'drizzle-orm';
import { user } from '../../db/schema';
import { LIMITS } from '../../security/rate-limiter';
import { isAccountClosed } from '../account-closures/is-account-closed';
import type { Deps, RequestMeta } from '../deps';
import { normalizeEmail } from './account-links';
import { sendPasswordResetLink } from './send-password-reset-link';

/**
 * `POST /auth/forgot_password/`: an address with an account gets a reset link; any other address gets nothing. The
 * caller's answer is the same either way, and so are the limits (they count the typed address, not the account).
 * The answer comes before anything that depends on the account: the lookup, the link and its mail are done after
 * it, so neither the answer nor its time tells whether the address has an account (issue 29 measured 13 ms for an
 * existing address against 6 ms for an unknown one when the link was written while the caller waited).
 */
export async function requestPasswordReset(deps: Deps, input: { email: string }, meta: RequestMeta): Promise<void> {
  const email = normalizeEmail(input.email);
  await deps.limiter.consume(LIMITS.resetMailAddress, meta.ip);
  await deps.limiter.consume(LIMITS.resetMailEmail, email);
  setImmediate(() => {
    mailResetLink(deps, email).catch((error: unknown) => deps.log.error({ err: error }, 'password-reset link not queued'));
  });
}

async function mailResetLink(deps: Deps, email: string): Promise<void> {
  const [account] = await deps.database.db
    .select({ id: user.id, email: user.email, username: user.username, language: user.language })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  // A closed account gets nothing either: it is never signed in to again.
  if (account && !(await isAccountClosed(deps.database.db, account.id))) await sendPasswordResetLink(deps, account);
}
