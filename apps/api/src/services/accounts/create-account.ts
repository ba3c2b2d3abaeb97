import type { CreateUserInput } from '@ico/domain/auth-schemas';
import { eq } from 'drizzle-orm';
import { emailVerification, user } from '../../db/schema';
import { AppError } from '../../errors';
import { passwordContextOf, refuseWeakPassword } from '../../security/password-policy';
import { hashPassword } from '../../security/passwords';
import { LIMITS } from '../../security/rate-limiter';
import type { Deps, RequestMeta } from '../deps';
import { existsError, findLink, normalizeEmail } from './account-links';

export type SignUpInput = CreateUserInput;

/** `POST /auth/user/create/`: one transaction consumes the link and creates the investor. */
export async function createUser(deps: Deps, input: SignUpInput, meta: RequestMeta): Promise<void> {
  await deps.limiter.consume(LIMITS.linkCheckAddress, meta.ip);
  if (input.individual === 'corporate') throw new AppError('CORPORATE_SIGNUP_OFFLINE');
  if (input.usCitizen || input.usTaxResident) throw new AppError('US_PERSON_NOT_ALLOWED');
  const email = normalizeEmail(input.email);
  const db = deps.database.db;
  // Cheap checks before the expensive hash: a dead link or a taken name answers at once.
  await findLink(db, email, input.verificationCode, 'signup');
  const [taken] = await db.select({ username: user.username }).from(user).where(eq(user.username, input.username)).limit(1);
  if (taken) throw new AppError('USERNAME_EXISTS', { username: 'USERNAME_EXISTS' });
  await refuseWeakPassword(input.password, passwordContextOf({ ...input, email }));
  const passwordHash = await hashPassword(input.password);
  const thai = input.nationality === 'THAI';
  try {
    await db.transaction(async (tx) => {
      const link = await findLink(tx, email, input.verificationCode, 'signup', true);
      await tx.insert(user).values({
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
      });
      await tx.update(emailVerification).set({ usedAt: new Date() }).where(eq(emailVerification.id, link.id));
    });
  } catch (error) {
    throw existsError(error) ?? error;
  }
}
