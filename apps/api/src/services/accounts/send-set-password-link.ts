import type { Language } from '@ico/domain/language';
import type { Database } from '../../db/client';
import { emailVerification } from '../../db/schema';
import { mails } from '../../mail/templates';
import { hashToken, randomToken } from '../../security/tokens';
import type { Deps } from '../deps';
import { endLinks, registerUrl, SET_PASSWORD_LINK_HOURS, type Tx } from './account-links';

/**
 * The set-password mail of an account staff created (corporate investors, staff members), for the caller to send
 * after its transaction; the link's code is stored only hashed, and any older link of the account stops working.
 */
export async function sendSetPasswordLink(
  deps: Pick<Deps, 'config'>,
  db: Database | Tx,
  account: { id: number; email: string; username: string; language: Language },
) {
  const code = randomToken(24);
  await endLinks(db, account.id, ['activate']);
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
