import type { MfaReset, OpenMfaReset } from '@ico/domain/contracts/mfa-resets';
import { isLanguage } from '@ico/domain/language';
import { MFA_RESET_LINK_DAYS, mfaResetRefusal } from '@ico/domain/mfa-reset';
import { mfaReset } from '../../db/schema';
import { AppError } from '../../errors';
import { twoFactorResetMails } from '../../mail/two-factor-reset-mails';
import { refuseOwn } from '../../security/own-account';
import { endLinks } from '../accounts/account-links';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { revokeAllSessions } from '../sessions/revoke-other-sessions';
import { lockUser } from '../verification/verification-state';
import { describeReset, openResetOf } from './mfa-reset-view';
import { issueResetLink } from './reset-links';

/**
 * Staff open a two-factor reset for an investor who lost the authenticator and the recovery codes: with a reason,
 * audited, and the investor is mailed a single-use link to send a new selfie. Only for investors with two-factor
 * on, one open reset at a time (the user row is locked, so two staff members never open two). Every session of the
 * account ends and every password-reset link dies as it opens: whoever asked may hold a stolen token or mailbox, and
 * the owner who lost the authenticator cannot sign in anyway.
 */
export async function openMfaReset(deps: Deps, actorId: number, input: OpenMfaReset, meta: RequestMeta): Promise<MfaReset> {
  return deps.database.db.transaction(async (tx) => {
    refuseOwn(actorId, input.userId);
    const account = await lockUser(tx, input.userId);
    const open = await openResetOf(tx, account.id);
    const refusal = mfaResetRefusal({ role: account.role, mfaEnabled: account.mfaEnabled, hasOpenReset: open !== null });
    if (refusal) throw new AppError(refusal);
    const [row] = await tx.insert(mfaReset).values({ userId: account.id, requestedBy: actorId, reason: input.reason }).returning();
    if (!row) throw new Error('reset not stored');
    const sessions = await revokeAllSessions(deps, account.id, 'mfa-reset-opened', tx);
    await endLinks(tx, account.id, ['password-reset']);
    const link = await issueResetLink(deps, tx, account);
    const language = isLanguage(account.language) ? account.language : 'en';
    await deps.mailer.enqueue(tx, twoFactorResetMails.selfieLink(account.email, language, link.url, MFA_RESET_LINK_DAYS));
    await recordAudit(tx, {
      actorId,
      action: 'mfaReset.open',
      targetType: 'user',
      targetId: account.id,
      detail: { username: account.username, reason: input.reason, resetId: row.id, sessions },
      ipAddress: meta.ip,
    });
    return describeReset(tx, row);
  });
}
