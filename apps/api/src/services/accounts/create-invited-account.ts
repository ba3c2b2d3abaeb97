import type { UserSummary } from '@ico/domain/account';
import type { AuditAction } from '@ico/domain/staff';
import { eq, sql } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { screenInvestor } from '../screening/screen-investor';
import { existsError, normalizeEmail } from './account-links';
import { sendSetPasswordLink } from './send-set-password-link';
import { toSummary } from './user-row';

/** An account staff open (corporate investors, staff): no password until its owner follows the mailed link. */
export async function createInvitedAccount(
  deps: Deps,
  actorId: number,
  values: typeof user.$inferInsert,
  audit: { action: AuditAction; detail: Record<string, unknown> },
  meta: RequestMeta,
): Promise<UserSummary> {
  const db = deps.database.db;
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.username, values.username)).limit(1);
  if (taken) throw new AppError('USERNAME_EXISTS', { username: 'USERNAME_EXISTS' });
  const [emailTaken] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${normalizeEmail(values.email)}`)
    .limit(1);
  if (emailTaken) throw new AppError('EMAIL_EXISTS', { email: 'EMAIL_EXISTS' });
  let mail: Awaited<ReturnType<typeof sendSetPasswordLink>>;
  let created: typeof user.$inferSelect;
  try {
    ({ mail, created } = await db.transaction(async (tx) => {
      const [row] = await tx.insert(user).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      // Issue 30: an investor staff open (corporate) is screened at once, by its names and company name.
      if (row.role === null) await screenInvestor(deps, tx, row.id, 'signUp');
      await recordAudit(tx, {
        actorId,
        action: audit.action,
        targetType: 'user',
        targetId: row.id,
        detail: audit.detail,
        ipAddress: meta.ip,
      });
      const mail = await sendSetPasswordLink(deps, tx, {
        id: row.id,
        email: row.email,
        username: row.username,
        language: row.language,
      });
      return { mail, created: row };
    }));
  } catch (error) {
    throw existsError(error) ?? error;
  }
  await deps.mailer.send(mail);
  return toSummary(created);
}
