import type { TokenPair } from '@ico/domain/contracts/sessions';
import type { SignInWithLinkInput } from '@ico/domain/contracts/sign-in-links';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { verifyPassword } from '../../security/passwords';
import { LIMITS } from '../../security/rate-limiter';
import type { Deps, RequestMeta } from '../deps';
import { findSignInLink, spendSignInLink } from './sign-in-links';
import { startSession } from './start-session';
import { verifySecondFactor } from './verify-second-factor';

/**
 * `POST /auth/sign_in_link/obtain/`: the owner's way in while sign-ins from new addresses are slowed down (decision
 * 0028). The mailed link proves the mailbox, and signs in only with the account's password, then, with two-factor on,
 * 405 OTP_REQUIRED and the code (whose own limits apply). None of the sign-in's counts hold it back: not the username's
 * wait, nor an address that others behind the same carrier address used up. Its own limits: a few wrong passwords per
 * link (then the link ends), a few links per username an hour, and code guesses per address. A success spends the link
 * in the transaction that opens the session, so a link opens one session at most.
 */
export async function loginWithLink(deps: Deps, input: SignInWithLinkInput, meta: RequestMeta): Promise<TokenPair> {
  await deps.limiter.consume(LIMITS.linkCheckAddress, meta.ip);
  const db = deps.database.db;
  const link = await findSignInLink(db, input.code);
  const [account] = await db.select().from(user).where(eq(user.id, link.userId)).limit(1);
  // Closed since the link was mailed: nobody signs in to it again.
  if (!account?.passwordHash) throw new AppError('LINK_EXPIRED');
  const tries = `link:${link.id}`;
  if (!(await deps.limiter.count(LIMITS.signInLinkTries, tries))) {
    await spendSignInLink(db, link.id);
    throw new AppError('LINK_EXPIRED');
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) throw new AppError('WRONG_USERNAME_OR_PASSWORD');
  await deps.limiter.refund(LIMITS.signInLinkTries, tries);
  if (account.mfaEnabled) {
    if (!input.otp) throw new AppError('OTP_REQUIRED');
    await verifySecondFactor(deps, account, input.otp, meta);
  }
  return startSession(deps, account, meta, async (tx) => {
    if (!(await spendSignInLink(tx, link.id))) throw new AppError('LINK_EXPIRED');
  });
}
