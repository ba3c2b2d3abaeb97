import type { ProposeStaffInput, StaffProposal } from '@ico/domain/contracts/staff';
import { eq, sql } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { normalizeEmail } from '../accounts/account-links';
import type { Deps, RequestMeta } from '../deps';
import { insertStaffProposal } from '../staff-proposals/propose-staff-grant';
import { staffProposalOf } from '../staff-proposals/staff-proposal-view';

/**
 * `POST /admin/staff/` (issue 29): proposes a new staff member, with a reason. Nothing is created and nothing is
 * mailed until a second administrator (or, while the portal has one, the operator's command on the server host)
 * approves: one administrator cannot make a member with a mailbox they hold and approve money as them. A username or
 * address already taken answers 409 at once, as an open proposal for either does (PROPOSAL_PENDING).
 */
export async function createStaff(deps: Deps, actorId: number, input: ProposeStaffInput, meta: RequestMeta): Promise<StaffProposal> {
  const db = deps.database.db;
  const email = normalizeEmail(input.email);
  const id = await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: user.id }).from(user).where(eq(user.username, input.username)).limit(1);
    if (taken) throw new AppError('USERNAME_EXISTS', { username: 'USERNAME_EXISTS' });
    const [emailTaken] = await tx.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email}`).limit(1);
    if (emailTaken) throw new AppError('EMAIL_EXISTS', { email: 'EMAIL_EXISTS' });
    return insertStaffProposal(
      tx,
      actorId,
      {
        kind: 'create',
        subjectId: null,
        username: input.username,
        email,
        role: input.role,
        payload: { firstNameEN: input.firstNameEN, lastNameEN: input.lastNameEN },
        reason: input.reason,
      },
      meta,
    );
  });
  return staffProposalOf(db, id);
}
