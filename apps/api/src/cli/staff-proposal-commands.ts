import { staffReasonSchema } from '@ico/domain/contracts/staff';
import type { ErrorCode } from '@ico/domain/errors';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { staffProposal, user } from '../db/schema';
import { AppError } from '../errors';
import type { GrantContext } from '../services/staff-proposals/apply-staff-grant';
import { approveLockedStaffProposal, rejectLockedStaffProposal } from '../services/staff-proposals/decide-staff-proposal';
import { lockStaffProposal, type StaffProposalRow } from '../services/staff-proposals/staff-proposal-view';
import type { CommandOutcome, OperatorContext } from './admin-commands';

/**
 * Issue 29: the staff proposals on the server host. While the portal has no enabled administrator but the proposer,
 * nobody in the back office can be the second party to a new member, a role that can approve or an enabling: the
 * operator running this command on the server host is, audited with no staff actor and their system user and host.
 */

/** The command line keeps no session cache: its writes reach the servers' caches through the database's news. */
const grantContext = (context: OperatorContext): GrantContext => ({
  config: context.config,
  mailer: context.mailer,
  writer: { sessionCache: null },
});

const describe = (row: Pick<StaffProposalRow, 'kind' | 'username' | 'email' | 'role' | 'payload'>): string => {
  if (row.kind === 'create') {
    const name = [row.payload.firstNameEN, row.payload.lastNameEN].filter(Boolean).join(' ');
    return `add ${row.username} <${row.email}>${name ? ` (${name})` : ''} as ${row.role}`;
  }
  if (row.kind === 'role') return `give ${row.username} the role ${row.role} (now ${row.payload.from ?? 'unknown'})`;
  return `enable ${row.username} (${row.role}) again${row.payload.disabledReason ? `, disabled for "${row.payload.disabledReason}"` : ''}`;
};

/** Enabled administrators other than `proposerId`: anyone of them decides in the back office instead of the host. */
async function otherAdministrators(tx: Pick<Tx, 'select'>, proposerId: number | null): Promise<string[]> {
  const admins = await tx
    .select({ id: user.id, username: user.username })
    .from(user)
    .where(and(eq(user.role, 'admin'), isNull(user.disabledAt)))
    .orderBy(asc(user.id));
  return admins.filter((admin) => admin.id !== proposerId).map((admin) => admin.username);
}

/** What a refusal of the service means to the operator, in plain English (nothing was changed in each case). */
function refusal(error: AppError, id: number, row: Pick<StaffProposalRow, 'username' | 'email'> | null): string {
  const lines: Partial<Record<ErrorCode, string>> = {
    PROPOSAL_NOT_EXIST: `There is no staff proposal #${id}. List them with: npm run admin -- staff-proposals`,
    PROPOSAL_DECIDED: `Staff proposal #${id} was already decided.`,
    USERNAME_EXISTS: `The username ${row?.username ?? ''} was taken since the proposal: nothing was created. Reject it with: npm run admin -- reject-staff-proposal ${id} --reason "..."`,
    EMAIL_EXISTS: `The address ${row?.email ?? ''} belongs to another account since the proposal: nothing was created. Reject it with: npm run admin -- reject-staff-proposal ${id} --reason "..."`,
    STATUS_CONFLICT: `${row?.username ?? 'The member'} is no longer in the state the proposal was made from (their role changed, or they were enabled): nothing was changed. Reject it with: npm run admin -- reject-staff-proposal ${id} --reason "..."`,
    USER_NOT_EXIST: `The member of staff proposal #${id} no longer exists: nothing was changed.`,
  };
  return lines[error.code] ?? `Refused (${error.code}): nothing was changed.`;
}

/** `staff-proposals`: the pending proposals, oldest first, and who may decide each. */
export async function listStaffProposalsOnHost(context: OperatorContext): Promise<CommandOutcome> {
  const rows = await context.db
    .select({ proposal: staffProposal, proposer: user.username })
    .from(staffProposal)
    .leftJoin(user, eq(user.id, staffProposal.proposedBy))
    .where(eq(staffProposal.status, 'PENDING'))
    .orderBy(asc(staffProposal.proposedAt), asc(staffProposal.id));
  if (rows.length === 0) return { ok: true, lines: ['No staff proposal is waiting for a second party.'], detail: {} };
  const lines = [`${rows.length === 1 ? '1 staff proposal waits' : `${rows.length} staff proposals wait`} for a second party:`];
  for (const { proposal, proposer } of rows) {
    const others = await otherAdministrators(context.db, proposal.proposedBy);
    lines.push(
      `  #${proposal.id}  ${describe(proposal)}`,
      `        proposed by ${proposer ?? 'a removed account'} at ${proposal.proposedAt.toISOString()}: "${proposal.reason}"`,
      others.length === 0
        ? `        no other administrator can decide it: approve-staff-proposal ${proposal.id} or reject-staff-proposal ${proposal.id} --reason "..."`
        : `        ${others.join(', ')} can decide it in the back office (Staff page); this host does not approve it`,
    );
  }
  return { ok: true, lines, detail: {} };
}

/**
 * `approve-staff-proposal <id>`: the operator is the second party, only while no enabled administrator but the
 * proposer could be (else one of them decides in the back office). Applied and audited as the back office's approval
 * is, with no staff actor and the operator named in the detail.
 */
export async function approveStaffProposalOnHost(context: OperatorContext, id: number): Promise<CommandOutcome> {
  let row: StaffProposalRow | null = null;
  try {
    return await context.db.transaction(async (tx) => {
      row = await lockStaffProposal(tx, id);
      const others = row.status === 'PENDING' ? await otherAdministrators(tx, row.proposedBy) : [];
      if (others.length > 0) {
        return {
          ok: false,
          lines: [
            `Staff proposal #${id} (${describe(row)}) is decided in the back office: ${others.join(', ')} can approve or reject it there.`,
            'This host approves staff proposals only while no administrator but the proposer could. Nothing was changed.',
          ],
          detail: {},
        };
      }
      await approveLockedStaffProposal(grantContext(context), tx, row, { actorId: null, operator: context.operator });
      return {
        ok: true,
        lines: [
          `Approved staff proposal #${id}: ${describe(row)}.`,
          ...(row.kind === 'create' ? [`${row.username} receives a link to set a password, then must turn on two-factor.`] : []),
          'Money approvals by this member wait STAFF_APPROVAL_WAIT_HOURS from now.',
        ],
        detail: { audited: true },
      };
    });
  } catch (error) {
    if (error instanceof AppError) return { ok: false, lines: [refusal(error, id, row)], detail: {} };
    throw error;
  }
}

/** `reject-staff-proposal <id> --reason "..."`: the operator may always reject (it gives nobody anything). */
export async function rejectStaffProposalOnHost(context: OperatorContext, id: number, reason: string): Promise<CommandOutcome> {
  const parsed = staffReasonSchema.safeParse({ reason });
  if (!parsed.success) return { ok: false, lines: ['The reason must be 1 to 500 characters. Nothing was changed.'], detail: {} };
  let row: StaffProposalRow | null = null;
  try {
    return await context.db.transaction(async (tx) => {
      row = await lockStaffProposal(tx, id);
      await rejectLockedStaffProposal(tx, row, { actorId: null, operator: context.operator }, parsed.data.reason);
      return { ok: true, lines: [`Rejected staff proposal #${id}: ${describe(row)}.`], detail: { audited: true } };
    });
  } catch (error) {
    if (error instanceof AppError) return { ok: false, lines: [refusal(error, id, row)], detail: {} };
    throw error;
  }
}
