import { loadCommonPasswords, type PasswordContext, passwordWeakness } from '@ico/domain/password-strength';
import { AppError } from '../errors';

/**
 * Refuses a new password the domain's rule finds weak (a common password, or one built from the person's username,
 * e-mail address or names): 400 PASSWORD_COMMON or PASSWORD_PERSONAL, with the same code under `field`. Every use
 * case that sets a password calls it before hashing: sign-up, the set-password link, change password, password reset.
 */
export async function refuseWeakPassword(password: string, context: PasswordContext, field = 'password'): Promise<void> {
  const weakness = passwordWeakness(password, context, await loadCommonPasswords());
  if (weakness) throw new AppError(weakness, { [field]: weakness });
}

/** The words of an account a password must not be built from. */
export function passwordContextOf(account: {
  username: string;
  email: string;
  firstNameEN?: string | null;
  lastNameEN?: string | null;
  firstNameTH?: string | null;
  lastNameTH?: string | null;
}): PasswordContext {
  return {
    username: account.username,
    email: account.email,
    names: [account.firstNameEN, account.lastNameEN, account.firstNameTH, account.lastNameTH],
  };
}
