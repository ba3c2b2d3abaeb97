import type { CreateUserInput } from '@ico/domain/contracts/accounts';
import type { Language } from '@ico/domain/language';
import { and, eq, isNull } from 'drizzle-orm';
import { emailVerification, user } from '../../db/schema';
import { AppError } from '../../errors';
import { passwordContextOf, refuseWeakPassword } from '../../security/password-policy';
import { hashPassword } from '../../security/passwords';
import { LIMITS } from '../../security/rate-limiter';
import type { Deps, RequestMeta } from '../deps';
import { screenInvestor } from '../screening/screen-investor';
import { existsError, findLink, normalizeEmail } from './account-links';
import { mailSignUpLink } from './send-verification-code';

export type SignUpInput = CreateUserInput;

/**
 * `POST /auth/user/create/`: one transaction consumes the link and creates the investor. Nothing is said about the
 * username before the link is checked, and a taken username spends the link too (409 SIGNUP_USERNAME_TAKEN, a new
 * link mailed to the address within its limits): one link cannot try name after name (issue 29). The password is
 * checked and hashed before the name is looked at, so a taken and a free name take the same work.
 */
export async function createUser(deps: Deps, input: SignUpInput, meta: RequestMeta): Promise<void> {
  await deps.limiter.consume(LIMITS.linkCheckAddress, meta.ip);
  if (input.individual === 'corporate') throw new AppError('CORPORATE_SIGNUP_OFFLINE');
  if (input.usCitizen || input.usTaxResident) throw new AppError('US_PERSON_NOT_ALLOWED');
  const email = normalizeEmail(input.email);
  const db = deps.database.db;
  // A dead link answers at once, before the expensive hash.
  const { id: linkId } = await findLink(db, email, input.verificationCode, 'signup');
  await refuseWeakPassword(input.password, passwordContextOf({ ...input, email }));
  const passwordHash = await hashPassword(input.password);
  const thai = input.nationality === 'THAI';
  let created: boolean;
  try {
    created = await db.transaction(async (tx) => {
      const link = await findLink(tx, email, input.verificationCode, 'signup', true);
      await tx.update(emailVerification).set({ usedAt: new Date() }).where(eq(emailVerification.id, link.id));
      const [taken] = await tx.select({ id: user.id }).from(user).where(eq(user.username, input.username)).limit(1);
      if (taken) return false;
      const [row] = await tx
        .insert(user)
        .values({
          username: input.username,
          email,
          passwordHash,
          individual: 'individual',
          nationality: input.nationality,
          usCitizen: false,
          usTaxResident: false,
          firstNameEN: input.firstNameEN,
          lastNameEN: input.lastNameEN,
          firstNameTH: thai ? (input.firstNameTH ?? '') : '',
          lastNameTH: thai ? (input.lastNameTH ?? '') : '',
          language: input.language ?? 'en',
        })
        .returning({ id: user.id });
      if (!row) throw new Error('user not stored');
      // Issue 30: screened at sign-up by the names given.
      await screenInvestor(deps, tx, row.id, 'signUp');
      return true;
    });
  } catch (error) {
    const exists = existsError(error);
    if (exists?.code !== 'USERNAME_EXISTS') throw exists ?? error;
    // The name was taken by another sign-up at the same moment: the link is spent all the same.
    await db
      .update(emailVerification)
      .set({ usedAt: new Date() })
      .where(and(eq(emailVerification.id, linkId), isNull(emailVerification.usedAt)));
    created = false;
  }
  if (created) return;
  await mailNewLink(deps, email, input.language ?? 'en');
  throw new AppError('SIGNUP_USERNAME_TAKEN', { username: 'SIGNUP_USERNAME_TAKEN' });
}

/** A new sign-up link for the address, counted by the same limit as the form's: past it, none is mailed. */
async function mailNewLink(deps: Deps, email: string, language: Language): Promise<void> {
  try {
    await deps.limiter.consume(LIMITS.codeMailEmail, email);
  } catch (error) {
    if (error instanceof AppError) return;
    throw error;
  }
  setImmediate(() => {
    mailSignUpLink(deps, email, language).catch((error: unknown) => deps.log.error({ err: error }, 'sign-up link not mailed'));
  });
}
