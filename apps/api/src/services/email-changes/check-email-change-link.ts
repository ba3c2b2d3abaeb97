import type { EmailChangeLink } from '@ico/domain/contracts/email-change';
import type { EmailChangeLinkKind } from '@ico/domain/email-change-routes';
import { LIMITS } from '../../security/rate-limiter';
import type { Deps, RequestMeta } from '../deps';
import { findChangeLink } from './email-change-links';

/** `GET /auth/email_change/link/`: what a mailed link's page shows before the click that uses the link. */
export async function checkEmailChangeLink(
  deps: Deps,
  kind: EmailChangeLinkKind,
  code: string,
  meta: RequestMeta,
): Promise<EmailChangeLink> {
  await deps.limiter.consume(LIMITS.linkCheckAddress, meta.ip);
  const { change } = await findChangeLink(deps.database.db, kind, code);
  return {
    kind,
    oldEmail: change.oldEmail,
    newEmail: change.newEmail,
    confirmed: change.confirmedAt !== null,
    cancel_until: change.cancelUntil.toISOString(),
  };
}
