import type { EmailChange } from '@ico/domain/contracts/email-change';
import { EMAIL_CHANGE_CONFIRM_HOURS } from '@ico/domain/email-change';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { emailChange } from '../../db/schema';
import type { Deps } from '../deps';

/** `GET /auth/email_change/`: the caller's change still waiting for the new address to confirm it, or null. */
export async function getEmailChange(deps: Deps, userId: number): Promise<EmailChange | null> {
  const since = new Date(Date.now() - EMAIL_CHANGE_CONFIRM_HOURS * 3_600_000);
  const [row] = await deps.database.db
    .select()
    .from(emailChange)
    .where(
      and(
        eq(emailChange.userId, userId),
        isNull(emailChange.confirmedAt),
        isNull(emailChange.cancelledAt),
        gt(emailChange.createdAt, since),
      ),
    )
    .orderBy(desc(emailChange.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    newEmail: row.newEmail,
    requested_at: row.createdAt.toISOString(),
    expires_at: new Date(row.createdAt.getTime() + EMAIL_CHANGE_CONFIRM_HOURS * 3_600_000).toISOString(),
  };
}
