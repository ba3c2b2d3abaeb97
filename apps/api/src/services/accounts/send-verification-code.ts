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
 * Step 1 of sign-up. A registered address gets a notice instead of a link, and the answer is the same,
 * so the form does not tell who has an account.
 */
export async function sendVerificationCode(deps: Deps, input: { email: string; language: Language }, meta: RequestMeta): Promise<void> {
  const email = normalizeEmail(input.email);
  await deps.limiter.consume(LIMITS.codeMailAddress, meta.ip);
  await deps.limiter.consume(LIMITS.codeMailEmail, email);
  const db = deps.database.db;
  const [existing] = await db.select({ id: user.id, language: user.language }).from(user).where(byEmail(email)).limit(1);
  if (existing) {
    await deps.mailer.send(mails.alreadyRegistered(email, existing.language as Language, `${deps.config.publicUrl}/login`));
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
  await deps.mailer.send(mails.verificationLink(email, input.language, registerUrl(deps, email, code), SIGNUP_LINK_MINUTES));
}
