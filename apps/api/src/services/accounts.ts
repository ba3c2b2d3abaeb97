import type { CreateUserInput } from '@ico/domain/auth-schemas';
import type { Language } from '@ico/domain/language';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { uniqueViolation } from '../db/errors';
import { emailVerification, user } from '../db/schema';
import { AppError } from '../errors';
import { mails } from '../mail/templates';
import { hashPassword } from '../security/passwords';
import { LIMITS } from '../security/rate-limiter';
import { hashToken, randomToken } from '../security/tokens';
import type { Deps, RequestMeta } from './deps';

/** A sign-up link works once, for 30 minutes; a set-password link from staff for 72 hours. */
export const SIGNUP_LINK_MINUTES = 30;
export const SET_PASSWORD_LINK_HOURS = 72;

export type LinkPurpose = 'signup' | 'activate';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const registerUrl = (deps: Deps, email: string, code: string) =>
  `${deps.config.publicUrl}/register/${encodeURIComponent(email)}/${encodeURIComponent(code)}`;

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

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The live link row for this e-mail and code, locked for the transaction; wrong -> 400, used or old -> expired. */
async function findLink(db: Database | Tx, email: string, code: string, purpose?: LinkPurpose, lock = false) {
  const query = db
    .select()
    .from(emailVerification)
    .where(eq(emailVerification.codeHash, hashToken(code)))
    .limit(1);
  const [link] = lock ? await query.for('update') : await query;
  if (!link || normalizeEmail(link.email) !== normalizeEmail(email) || (purpose && link.purpose !== purpose)) {
    throw new AppError('VERIFICATION_CODE_WRONG');
  }
  if (link.usedAt || link.expiresAt.getTime() <= Date.now()) throw new AppError('LINK_EXPIRED');
  return link;
}

/** Step 2 opens with this check, so nobody fills a form a dead link cannot send. */
export async function checkLink(
  deps: Deps,
  email: string,
  code: string,
  meta: RequestMeta,
): Promise<{ purpose: LinkPurpose; username: string | null }> {
  await deps.limiter.consume(LIMITS.linkCheckAddress, meta.ip);
  const link = await findLink(deps.database.db, email, code);
  if (link.purpose === 'activate' && link.userId !== null) {
    const [owner] = await deps.database.db.select({ username: user.username }).from(user).where(eq(user.id, link.userId));
    return { purpose: 'activate', username: owner?.username ?? null };
  }
  return { purpose: link.purpose as LinkPurpose, username: null };
}

/** A unique violation on the username or e-mail, as the error the form shows under that field. */
export function existsError(error: unknown): AppError | null {
  const constraint = uniqueViolation(error);
  if (constraint === null) return null;
  return constraint.includes('email')
    ? new AppError('EMAIL_EXISTS', { email: 'EMAIL_EXISTS' })
    : new AppError('USERNAME_EXISTS', { username: 'USERNAME_EXISTS' });
}

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

/** Mails a set-password link to an account staff created (corporate investors, staff members). */
export async function sendSetPasswordLink(
  deps: Deps,
  db: Database | Tx,
  account: { id: number; email: string; username: string; language: Language },
) {
  const code = randomToken(24);
  await db.insert(emailVerification).values({
    email: account.email,
    codeHash: hashToken(code),
    purpose: 'activate',
    userId: account.id,
    expiresAt: new Date(Date.now() + SET_PASSWORD_LINK_HOURS * 3_600_000),
  });
  return mails.setPassword(
    account.email,
    account.language,
    registerUrl(deps, account.email, code),
    account.username,
    SET_PASSWORD_LINK_HOURS,
  );
}

/** `POST /auth/user/activate/`: the owner of a staff-created account sets the password with the mailed link. */
export async function activateAccount(deps: Deps, input: { email: string; verificationCode: string; password: string }, meta: RequestMeta) {
  await deps.limiter.consume(LIMITS.linkCheckAddress, meta.ip);
  await findLink(deps.database.db, input.email, input.verificationCode, 'activate');
  const passwordHash = await hashPassword(input.password);
  await deps.database.db.transaction(async (tx) => {
    const link = await findLink(tx, input.email, input.verificationCode, 'activate', true);
    if (link.userId === null) throw new AppError('VERIFICATION_CODE_WRONG');
    await tx.update(user).set({ passwordHash, updatedAt: new Date() }).where(eq(user.id, link.userId));
    await tx.update(emailVerification).set({ usedAt: new Date() }).where(eq(emailVerification.id, link.id));
  });
}

export async function setLanguage(deps: Deps, userId: number, language: Language): Promise<void> {
  await deps.database.db.update(user).set({ language }).where(eq(user.id, userId));
}
