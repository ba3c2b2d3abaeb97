import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { LIMITS } from '../../security/rate-limiter';
import type { Deps, RequestMeta } from '../deps';
import { queueSignInLink } from './sign-in-links';

/**
 * `POST /auth/sign_in_link/`: the owner of `username` gets a single-use sign-in link by mail (sign-in-links.ts); a
 * username without an account that can sign in gets nothing. The answer is the same either way and comes before the
 * lookup: the limits count the typed username and the address, and the link and its mail are written after the
 * answer, so neither the answer nor its time tells whether the username exists.
 */
export async function requestSignInLink(deps: Deps, input: { username: string }, meta: RequestMeta): Promise<void> {
  const username = input.username.trim().toLowerCase();
  await deps.limiter.consume(LIMITS.signInLinkAddress, meta.ip);
  await deps.limiter.consume(LIMITS.signInLinkAccount, username);
  setImmediate(() => {
    mailSignInLink(deps, username).catch((error: unknown) => deps.log.error({ err: error }, 'sign-in link not queued'));
  });
}

async function mailSignInLink(deps: Deps, username: string): Promise<void> {
  const db = deps.database.db;
  const [account] = await db
    .select({
      id: user.id,
      email: user.email,
      username: user.username,
      language: user.language,
      passwordHash: user.passwordHash,
      disabledAt: user.disabledAt,
    })
    .from(user)
    .where(eq(user.username, username))
    .limit(1);
  // No password (not activated yet, or closed) or a disabled staff member: no sign-in the link could lead to.
  if (!account?.passwordHash || account.disabledAt) return;
  await db.transaction((tx) => queueSignInLink(deps, tx, account));
}
