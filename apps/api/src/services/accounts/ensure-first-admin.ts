import { COMPANY } from '@ico/domain/company';
import { eq } from 'drizzle-orm';
import { uniqueViolation } from '../../db/errors';
import { user } from '../../db/schema';
import { hashPassword } from '../../security/passwords';
import { randomToken } from '../../security/tokens';
import { recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';

export const FIRST_ADMIN_USERNAME = 'admin';

/**
 * The first administrator, created at the first start: the password is ADMIN_PASSWORD or a generated one
 * printed once here (it is stored only as its hash). The administrator must turn on two-factor before
 * the back office opens.
 */
export async function ensureFirstAdmin(deps: Deps, print: (text: string) => void): Promise<void> {
  const db = deps.database.db;
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).limit(1);
  if (existing) return;
  const password = deps.config.adminPassword ?? `${randomToken(15)}-Aa1`;
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(user)
        .values({
          username: FIRST_ADMIN_USERNAME,
          email: `admin@${COMPANY.supportEmail.split('@')[1]}`,
          passwordHash,
          role: 'admin',
          nationality: 'THAI',
          firstNameEN: 'Portal',
          lastNameEN: 'Administrator',
        })
        .returning({ id: user.id });
      await recordAudit(tx, { actorId: row?.id ?? null, action: 'admin.bootstrap', targetType: 'user', targetId: row?.id });
    });
  } catch (error) {
    // Another process starting on the same database created it first.
    if (uniqueViolation(error) !== null) return;
    throw error;
  }
  if (!deps.config.adminPassword) {
    print(
      [
        '',
        '================================================================',
        ` First administrator created: username '${FIRST_ADMIN_USERNAME}'`,
        ` password: ${password}`,
        ' This is shown once. Sign in at /login, then turn on two-factor.',
        '================================================================',
        '',
      ].join('\n'),
    );
  }
}
