import { randomBytes } from 'node:crypto';
import type { ProposeStaffInput, StaffProposalAnswer } from '@ico/domain/contracts/staff';
import type { StaffRole } from '@ico/domain/staff';
import { codeOfLink } from '@ico/testing/investors';
import { linkIn } from '@ico/testing/mime';
import { type Answer, call } from '@ico/testing/portal';
import { type AccountsServer, enableTwoFactor, login, otpCode, type StaffAccount } from './accounts';

/** A new member's details, unique, with the reason the second administrator reads. */
export function newStaffInput(role: StaffRole, overrides: Partial<ProposeStaffInput> = {}): ProposeStaffInput {
  const id = randomBytes(4).toString('hex');
  return {
    username: `m${id}`,
    email: `member-${id}@example.com`,
    firstNameEN: 'New',
    lastNameEN: 'Member',
    role,
    reason: 'Joins the team',
    ...overrides,
  };
}

/** POST /admin/staff/ by `admin`: proposes a new member. */
export const proposeStaff = (server: AccountsServer, admin: StaffAccount, input: unknown): Promise<Answer<StaffProposalAnswer>> =>
  call<StaffProposalAnswer>(server, 'POST', '/admin/staff/', { token: admin.tokens.access, json: input });

/** POST /admin/staff-proposals/:id/<step>/ by `admin`. */
export const decideStaff = (
  server: AccountsServer,
  admin: StaffAccount,
  id: number,
  step: 'approve' | 'reject',
  json: unknown = {},
): Promise<Answer<StaffProposalAnswer>> =>
  call<StaffProposalAnswer>(server, 'POST', `/admin/staff-proposals/${id}/${step}/`, { token: admin.tokens.access, json });

/**
 * A new member through the real grant path: `proposer` proposes, `approver` (another administrator) approves, the
 * member sets a password with the mailed link, signs in and turns two-factor on (that session presented a code, so the
 * back office serves it). Their power to approve counts from the approval: a fresh approver.
 */
export async function staffThroughApproval(
  server: AccountsServer,
  grantors: { proposer: StaffAccount; approver: StaffAccount },
  role: StaffRole,
): Promise<StaffAccount & { email: string }> {
  const input = newStaffInput(role);
  const proposed = await proposeStaff(server, grantors.proposer, input);
  if (proposed.status !== 202) throw new Error(`staff proposal refused: ${proposed.status} ${JSON.stringify(proposed.body)}`);
  const approved = await decideStaff(server, grantors.approver, proposed.body.proposal.id, 'approve');
  const id = approved.body.proposal?.subjectId;
  if (approved.status !== 200 || !id) throw new Error(`staff approval refused: ${approved.status} ${JSON.stringify(approved.body)}`);
  const password = `Staff-${input.username}-Pw1`;
  const verificationCode = codeOfLink(linkIn(await server.mailbox.waitFor(input.email), '/register/'));
  const activated = await call(server, 'POST', '/auth/user/activate/', { json: { email: input.email, verificationCode, password } });
  if (activated.status !== 200) throw new Error(`staff activation refused: ${activated.status} ${JSON.stringify(activated.body)}`);
  const tokens = await login(server, { username: input.username, password });
  const secret = (await enableTwoFactor(server, { token: tokens.access, password }, otpCode)).secret;
  return { id, username: input.username, email: input.email, password, secret, tokens };
}
