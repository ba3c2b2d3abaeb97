import { PASSWORD_RESET_LINK_MINUTES } from '@ico/domain/password-reset';
import { emailVerification } from '../../db/schema';
import { passwordResetMails } from '../../mail/password-reset-messages';
import { hashToken, randomToken } from '../../security/tokens';
import type { Deps } from '../deps';
import { endLinks, resetPasswordUrl } from './account-links';
import type { UserRow } from './user-row';

/**
 * Mails the account's owner a single-use password-reset link (valid 30 minutes, its code stored only hashed) in the
 * account's language; every older reset link of the account stops working. The mail goes through the outbox in the
 * same transaction, so the link exists exactly when its mail does. Used by the forgotten-password form and by the
 * operator's command on the server host.
 */
export async function sendPasswordResetLink(
  deps: Deps,
  account: Pick<UserRow, 'id' | 'email' | 'username' | 'language'>,
): Promise<{ expiresAt: Date }> {
  const code = randomToken(24);
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_LINK_MINUTES * 60_000);
  await deps.database.db.transaction(async (tx) => {
    await endLinks(tx, account.id, ['password-reset']);
    await tx.insert(emailVerification).values({
      email: account.email,
      codeHash: hashToken(code),
      purpose: 'password-reset',
      userId: account.id,
      expiresAt,
    });
    await deps.mailer.enqueue(
      tx,
      passwordResetMails.link(
        account.email,
        account.language,
        resetPasswordUrl(deps, account.email, code),
        account.username,
        PASSWORD_RESET_LINK_MINUTES,
      ),
    );
  });
  return { expiresAt };
}
