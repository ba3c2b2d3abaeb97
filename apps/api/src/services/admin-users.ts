import type { AuditEntry, CreateCorporateInput, CreateStaffInput, LoginHistoryItem, Me, UserSummary } from '@ico/domain/account';
import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import type { Language } from '@ico/domain/language';
import type { AuditAction } from '@ico/domain/staff';
import type { UserLevel } from '@ico/domain/statuses';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { auditLog, loginHistory, user } from '../db/schema';
import { AppError } from '../errors';
import { existsError, normalizeEmail, sendSetPasswordLink } from './accounts';
import { recordAudit } from './audit';
import type { Deps, RequestMeta } from './deps';
import { toMe, toSummary } from './users';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Investors (not staff), found by a part of the username, e-mail or name, newest first. */
export async function searchUsers(deps: Deps, query: { q?: string | undefined; level?: UserLevel | undefined; page: number }) {
  const db = deps.database.db;
  const filters: SQL[] = [isNull(user.role)];
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const match = or(
      ilike(user.username, pattern),
      ilike(user.email, pattern),
      ilike(user.firstNameEN, pattern),
      ilike(user.lastNameEN, pattern),
      ilike(user.firstNameTH, pattern),
      ilike(user.lastNameTH, pattern),
    );
    if (match) filters.push(match);
  }
  if (query.level) filters.push(eq(user.userLevel, query.level));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(user).where(where),
  ]);
  return { results: rows.map(toSummary), count: total?.value ?? 0 };
}

export async function loginHistoryOf(deps: Deps, userId: number, limit = 50): Promise<LoginHistoryItem[]> {
  const rows = await deps.database.db
    .select({ ipAddress: loginHistory.ipAddress, createdAt: loginHistory.createdAt })
    .from(loginHistory)
    .where(eq(loginHistory.userId, userId))
    .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
    .limit(limit);
  return rows.map((row) => ({ ipAddress: row.ipAddress, created_at: row.createdAt.toISOString() }));
}

export async function userDetail(deps: Deps, userId: number): Promise<{ user: Me; loginHistory: LoginHistoryItem[] }> {
  // Investors only: staff accounts (and their sign-in addresses) are not for every role that reads users.
  const [row] = await deps.database.db
    .select()
    .from(user)
    .where(and(eq(user.id, userId), isNull(user.role)))
    .limit(1);
  if (!row) throw new AppError('USER_NOT_EXIST');
  return { user: toMe(row), loginHistory: await loginHistoryOf(deps, userId, 20) };
}

/** Staff set a level by hand (professional after inquiry 5, blocked); the reason goes to the audit log. */
export async function changeLevel(
  deps: Deps,
  actorId: number,
  userId: number,
  input: { level: UserLevel; reason: string },
  meta: RequestMeta,
): Promise<UserSummary> {
  return deps.database.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(user)
      .where(and(eq(user.id, userId), isNull(user.role)))
      .for('update')
      .limit(1);
    if (!current) throw new AppError('USER_NOT_EXIST');
    const [updated] = await tx.update(user).set({ userLevel: input.level, updatedAt: new Date() }).where(eq(user.id, userId)).returning();
    await recordAudit(tx, {
      actorId,
      action: 'user.level.change',
      targetType: 'user',
      targetId: userId,
      detail: { username: current.username, from: current.userLevel, to: input.level, reason: input.reason },
      ipAddress: meta.ip,
    });
    if (!updated) throw new AppError('USER_NOT_EXIST');
    return toSummary(updated);
  });
}

/** An account staff open (corporate investors, staff): no password until its owner follows the mailed link. */
async function createInvitedAccount(
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
        language: row.language as Language,
      });
      return { mail, created: row };
    }));
  } catch (error) {
    throw existsError(error) ?? error;
  }
  await deps.mailer.send(mail);
  return toSummary(created);
}

export function createCorporate(deps: Deps, actorId: number, input: CreateCorporateInput, meta: RequestMeta): Promise<UserSummary> {
  const thai = input.nationality === 'THAI';
  return createInvitedAccount(
    deps,
    actorId,
    {
      username: input.username,
      email: normalizeEmail(input.email),
      individual: 'corporate',
      nationality: input.nationality,
      firstNameEN: input.firstNameEN,
      lastNameEN: input.lastNameEN,
      firstNameTH: thai ? (input.firstNameTH ?? '') : '',
      lastNameTH: thai ? (input.lastNameTH ?? '') : '',
      companyName: input.companyName,
      language: input.language,
    },
    { action: 'user.corporate.create', detail: { username: input.username, companyName: input.companyName } },
    meta,
  );
}

export function createStaff(deps: Deps, actorId: number, input: CreateStaffInput, meta: RequestMeta): Promise<UserSummary> {
  return createInvitedAccount(
    deps,
    actorId,
    {
      username: input.username,
      email: normalizeEmail(input.email),
      role: input.role,
      nationality: 'THAI',
      firstNameEN: input.firstNameEN,
      lastNameEN: input.lastNameEN,
    },
    { action: 'staff.create', detail: { username: input.username, role: input.role } },
    meta,
  );
}

export async function listStaff(deps: Deps, page: number) {
  const db = deps.database.db;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(isNotNull(user.role))
      .orderBy(user.id)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(user).where(isNotNull(user.role)),
  ]);
  return { results: rows.map(toSummary), count: total?.value ?? 0 };
}

export async function listAudit(
  deps: Deps,
  query: { page: number; action?: AuditAction | undefined },
): Promise<{ results: AuditEntry[]; count: number }> {
  const db = deps.database.db;
  const where = query.action ? eq(auditLog.action, query.action) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: user.username })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return {
    results: rows.map(({ entry, actor }) => ({
      id: entry.id,
      actor,
      action: entry.action as AuditAction,
      targetType: entry.targetType,
      targetId: entry.targetId,
      detail: entry.detail,
      ipAddress: entry.ipAddress,
      created_at: entry.createdAt.toISOString(),
    })),
    count: total?.value ?? 0,
  };
}
