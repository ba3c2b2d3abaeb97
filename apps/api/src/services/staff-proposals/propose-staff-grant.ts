import type { StaffProposalKind } from '@ico/domain/contracts/staff';
import type { StaffRole } from '@ico/domain/staff';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { staffProposal } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { RequestMeta } from '../deps';

export type NewStaffProposal = {
  kind: StaffProposalKind;
  subjectId: number | null;
  username: string;
  email: string;
  role: StaffRole;
  payload: Record<string, string | null>;
  reason: string;
};

/**
 * 409 PROPOSAL_PENDING when the member (by username) or the address already has an open proposal; for a new member
 * the field it concerns is named (the form shows it under the field).
 */
async function refuseOpenProposal(tx: Tx, values: NewStaffProposal): Promise<void> {
  const { username, email } = values;
  const open = await tx
    .select({ username: staffProposal.username, email: staffProposal.email })
    .from(staffProposal)
    .where(
      and(
        eq(staffProposal.status, 'PENDING'),
        sql`(lower(${staffProposal.username}) = ${username.toLowerCase()} or lower(${staffProposal.email}) = ${email.toLowerCase()})`,
      ),
    )
    .limit(1);
  const [found] = open;
  if (!found) return;
  throw pending(values, found.username.toLowerCase() === username.toLowerCase() ? 'username' : 'email');
}

const pending = (values: NewStaffProposal, field: 'username' | 'email') =>
  new AppError('PROPOSAL_PENDING', values.kind === 'create' ? { [field]: 'PROPOSAL_PENDING' } : undefined);

/**
 * Records what one administrator proposes, for a second one to decide, with its audit row (the proposal, its
 * reason, who and when). The caller has locked the member, so a second proposal for them waits and then meets the
 * first; the partial unique indexes on the open proposals' username and address keep one open proposal per member and
 * per new address even for a creation, which has no row to lock.
 */
export async function insertStaffProposal(tx: Tx, actorId: number, values: NewStaffProposal, meta: RequestMeta): Promise<number> {
  await refuseOpenProposal(tx, values);
  let id: number | undefined;
  try {
    [{ id } = { id: undefined }] = await tx
      .insert(staffProposal)
      .values({ ...values, proposedBy: actorId })
      .returning({ id: staffProposal.id });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'staff_proposal_open_username_key') throw pending(values, 'username');
    if (constraint === 'staff_proposal_open_email_key') throw pending(values, 'email');
    throw error;
  }
  if (id === undefined) throw new Error('staff proposal insert returned no row');
  await recordAudit(tx, {
    actorId,
    action: 'staffProposal.propose',
    targetType: 'staff_proposal',
    targetId: id,
    detail: {
      grant: values.kind,
      username: values.username,
      email: values.email,
      role: values.role,
      ...(values.payload.from ? { from: values.payload.from, to: values.role } : {}),
      reason: values.reason,
    },
    ipAddress: meta.ip,
  });
  return id;
}
