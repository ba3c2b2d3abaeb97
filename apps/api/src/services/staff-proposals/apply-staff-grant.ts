import type { StaffProposalKind } from '@ico/domain/contracts/staff';
import { isLanguage } from '@ico/domain/language';
import { isStaffRole } from '@ico/domain/staff';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { staffMails } from '../../mail/staff-mails';
import { existsError } from '../accounts/account-links';
import { sendSetPasswordLink } from '../accounts/send-set-password-link';
import { recordAudit } from '../audit/record-audit';
import { type SessionStateWriter, updateUsers } from '../sessions/session-state-writes';
import { lockStaffMember } from '../staff/staff-member';
import type { StaffProposalRow } from './staff-proposal-view';

/** What applying a grant works with: the server's, or the operator's command line's (no session cache, outbox only). */
export type GrantContext = { config: Config; mailer: Pick<Mailer, 'enqueue'>; writer: SessionStateWriter };

/** Who decides a staff proposal: a second administrator, or the operator's command on the server host (no staff actor). */
export type Decider = { actorId: number; operator: null } | { actorId: null; operator: string };

/** How the audit rows of a decision name the second party: the operator's command says so in its detail. */
export const deciderDetail = (decider: Decider) => (decider.operator === null ? {} : { operator: decider.operator, secondParty: 'host' });

type Applied = { subjectId: number };
type Applier = (context: GrantContext, tx: Tx, row: StaffProposalRow, decider: Decider, ip: string | undefined) => Promise<Applied>;

const payloadText = (row: StaffProposalRow, key: string): string => {
  const value = row.payload[key];
  return typeof value === 'string' ? value : '';
};

/** What every applied grant's audit row carries besides its own detail: the proposal, its proposer and the second party. */
const grantDetail = (row: StaffProposalRow, decider: Decider) => ({
  username: row.username,
  reason: row.reason,
  proposalId: row.id,
  proposedBy: row.proposedBy,
  ...deciderDetail(decider),
});

/**
 * A new member: the account is made now, its power to approve counts from now, and the set-password link is mailed
 * (queued in this transaction). A username or address taken since the proposal answers 409 and changes nothing.
 */
const applyCreate: Applier = async (context, tx, row, decider, ip) => {
  const [taken] = await tx.select({ id: user.id }).from(user).where(eq(user.username, row.username)).limit(1);
  if (taken) throw new AppError('USERNAME_EXISTS', { username: 'USERNAME_EXISTS' });
  const [emailTaken] = await tx.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${row.email.toLowerCase()}`).limit(1);
  if (emailTaken) throw new AppError('EMAIL_EXISTS', { email: 'EMAIL_EXISTS' });
  let created: typeof user.$inferSelect | undefined;
  try {
    [created] = await tx
      .insert(user)
      .values({
        username: row.username,
        email: row.email,
        role: row.role,
        nationality: 'THAI',
        firstNameEN: payloadText(row, 'firstNameEN'),
        lastNameEN: payloadText(row, 'lastNameEN'),
        approverSince: new Date(),
      })
      .returning();
  } catch (error) {
    throw existsError(error) ?? error;
  }
  if (!created) throw new Error('insert returned no row');
  await recordAudit(tx, {
    actorId: decider.actorId,
    action: 'staff.create',
    targetType: 'user',
    targetId: created.id,
    detail: { ...grantDetail(row, decider), role: row.role },
    ipAddress: ip,
  });
  const mail = await sendSetPasswordLink(context, tx, {
    id: created.id,
    email: created.email,
    username: created.username,
    language: created.language,
  });
  await context.mailer.enqueue(tx, mail);
  return { subjectId: created.id };
};

/** A role that can approve: given now, if the member still holds the role it was proposed from (else 409). */
const applyRole: Applier = async (context, tx, row, decider, ip) => {
  if (row.subjectId === null) throw new AppError('USER_NOT_EXIST');
  const member = await lockStaffMember(tx, row.subjectId);
  const from = payloadText(row, 'from');
  if (!isStaffRole(member.role) || !isStaffRole(from) || member.role !== from) throw new AppError('STATUS_CONFLICT');
  const now = new Date();
  await updateMember(context, tx, member.id, { role: row.role, approverSince: now, updatedAt: now });
  await recordAudit(tx, {
    actorId: decider.actorId,
    action: 'staff.role.change',
    targetType: 'user',
    targetId: member.id,
    detail: { ...grantDetail(row, decider), from, to: row.role },
    ipAddress: ip,
  });
  const language = isLanguage(member.language) ? member.language : 'en';
  await context.mailer.enqueue(tx, staffMails.roleChanged(member.email, language, from, row.role, row.reason));
  return { subjectId: member.id };
};

/**
 * A disabled member enabled again, if still disabled (else 409). Their sessions ended when they were disabled stay
 * ended, and their power to approve counts again from now.
 */
const applyEnable: Applier = async (context, tx, row, decider, ip) => {
  if (row.subjectId === null) throw new AppError('USER_NOT_EXIST');
  const member = await lockStaffMember(tx, row.subjectId);
  if (!member.disabledAt) throw new AppError('STATUS_CONFLICT');
  const now = new Date();
  await updateMember(context, tx, member.id, { disabledAt: null, disabledReason: null, approverSince: now, updatedAt: now });
  await recordAudit(tx, {
    actorId: decider.actorId,
    action: 'staff.enable',
    targetType: 'user',
    targetId: member.id,
    detail: { ...grantDetail(row, decider), from: 'disabled', to: 'enabled', disabledReason: member.disabledReason },
    ipAddress: ip,
  });
  const language = isLanguage(member.language) ? member.language : 'en';
  await context.mailer.enqueue(tx, staffMails.enabled(member.email, language, row.reason, `${context.config.publicUrl}/login`));
  return { subjectId: member.id };
};

async function updateMember(
  context: GrantContext,
  tx: Tx,
  id: number,
  changes: Partial<Pick<typeof user.$inferInsert, 'role' | 'disabledAt' | 'disabledReason' | 'approverSince' | 'updatedAt'>>,
): Promise<void> {
  const [row] = await updateUsers(context.writer, tx, eq(user.id, id), changes);
  if (!row) throw new AppError('USER_NOT_EXIST');
}

export const GRANT_APPLIERS: Record<StaffProposalKind, Applier> = {
  create: applyCreate,
  role: applyRole,
  enable: applyEnable,
};
