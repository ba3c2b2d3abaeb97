import type { Language } from '@ico/domain/language';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { emailVerification, user } from '../../db/schema';
import { mails } from '../../mail/templates';
import { LIMITS } from '../../security/rate-limiter';
import { hashToken, randomToken } from '../../security/tokens';
import type { Deps, RequestMeta } from '../deps';
import { normalizeEmail, registerUrl, SIGNUP_LINK_MINUTES } from './account-links';

const byEmail = (email: string) => sql`lower(${user.email}) = ${normalizeEmail(email)}`;

/**
 * Step 1 of sign-up. A registered address gets a notice instead of a link, and the answer is the same, so the form
 * does not tell who has an account. The answer comes before the lookup (the limits count the typed address): the
 * link or the notice is written and mailed after it, so its time does not tell either.
 */
export async function sendVerificationCode(deps: Deps, input: { email: string; language: Language }, meta: RequestMeta): Promise<void> {
  const email = normalizeEmail(input.email);
  await deps.limiter.consume(LIMITS.codeMailAddress, meta.ip);
  await deps.limiter.consume(LIMITS.codeMailEmail, email);
  setImmediate(() => {
    mailSignUpLink(deps, email, input.language).catch((error: unknown) => deps.log.error({ err: error }, 'sign-up link not mailed'));
  });
}

/** The link (or, for a registered address, the notice) for `email`, already normalised and counted by the limits. */
export async function mailSignUpLink(deps: Deps, email: string, language: Language): Promise<void> {
  const db = deps.database.db;
  const [existing] = await db.select({ id: user.id, language: user.language }).from(user).where(byEmail(email)).limit(1);
  if (existing) {
    await deps.mailer.send(mails.alreadyRegistered(email, existing.language, `${deps.config.publicUrl}/login`));
    return;
  }
  const code = randomToken(24);
  await db.transaction(async (tx) => {
    // Only the newest link of an address works.
    await tx
      .update(emailVerification)
      .set({ usedAt: new Date() })
      .where(
        and(sql`lower(${emailVerification.email}) = ${email}`, eq(emailVerification.purpose, 'signup'), isNull(emailVerification.usedAt)),
      );
    await tx.insert(emailVerification).values({
      email,
      codeHash: hashToken(code),
      purpose: 'signup',
      expiresAt: new Date(Date.now() + SIGNUP_LINK_MINUTES * 60_000),
    });
  });
  await deps.mailer.send(mails.verificationLink(email, language, registerUrl(deps, email, code), SIGNUP_LINK_MINUTES));
}
