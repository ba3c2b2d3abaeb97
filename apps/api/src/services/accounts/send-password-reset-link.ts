import { PASSWORD_RESET_LINK_MINUTES } from '@ico/domain/password-reset';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { emailVerification } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { passwordResetMails } from '../../mail/password-reset-messages';
import { hashToken, randomToken } from '../../security/tokens';
import { isAccountClosed } from '../account-closures/is-account-closed';
import type { Deps } from '../deps';
import { endLinks, resetPasswordUrl } from './account-links';
import type { UserRow } from './user-row';

type ResetAccount = Pick<UserRow, 'id' | 'email' | 'username' | 'language'>;

/**
 * Mails the account's owner a single-use password-reset link (valid 30 minutes, its code stored only hashed) in the
 * account's language; every older reset link of the account stops working. The mail goes through the outbox in the
 * same transaction, so the link exists exactly when its mail does. Used by the forgotten-password form; a closed
 * account gets no link.
 */
export async function sendPasswordResetLink(deps: Deps, account: ResetAccount): Promise<{ expiresAt: Date }> {
  if (await isAccountClosed(deps.database.db, account.id)) throw new AppError('ACCOUNT_CLOSED');
  return deps.database.db.transaction((tx) => queuePasswordResetLink(tx, deps.config, deps.mailer, account));
}

/** The link and its mail, in the caller's transaction (the operator's command runs in its own). */
export async function queuePasswordResetLink(
  tx: Tx,
  config: Config,
  mailer: Pick<Mailer, 'enqueue'>,
  account: ResetAccount,
): Promise<{ expiresAt: Date }> {
  const code = randomToken(24);
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_LINK_MINUTES * 60_000);
  await endLinks(tx, account.id, ['password-reset']);
  await tx.insert(emailVerification).values({
    email: account.email,
    codeHash: hashToken(code),
    purpose: 'password-reset',
    userId: account.id,
    expiresAt,
  });
  await mailer.enqueue(
    tx,
    passwordResetMails.link(
      account.email,
      account.language,
      resetPasswordUrl({ config }, account.email, code),
      account.username,
      PASSWORD_RESET_LINK_MINUTES,
    ),
  );
  return { expiresAt };
}
