import { type SecurityChange, securityChangeMail } from '../../mail/security-mails';
import type { Deps } from '../deps';
import type { Authenticated } from '../sessions/authenticate-session';
import { revokeOtherSessions } from '../sessions/revoke-other-sessions';

/**
 * After a change that needed a step-up: every other session of the user ends (a thief's session among them), and the
 * owner is told by mail. A mail that fails to send never undoes the change.
 */
export async function tellSecurityChange(deps: Deps, auth: Authenticated, change: SecurityChange): Promise<void> {
  await revokeOtherSessions(deps, auth.user.id, auth.sessionId, change);
  await deps.mailer.send(securityChangeMail(auth.user.email, auth.user.language, change)).catch(() => {});
}
