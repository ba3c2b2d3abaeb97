import { z } from 'zod';
import { createStaffSchema, pageQuerySchema, paginated, userSummarySchema } from '../account';
import { requiredString } from '../fields';
import { STAFF_ROLES } from '../staff';
import { endpoint } from './endpoint';
import { idParamsSchema, strictIdParamsSchema } from './path-ids';
import { revokedSessionsSchema } from './sessions';

/**
 * Issue 29: what one administrator proposes and a second one (or, while the portal has one administrator, the
 * operator's command on the server host) approves: a new staff member, a role that can approve (roleChangeIsGrant), a
 * disabled member enabled again.
 */
export const STAFF_PROPOSAL_KINDS = ['create', 'role', 'enable'] as const;
export type StaffProposalKind = (typeof STAFF_PROPOSAL_KINDS)[number];

export const STAFF_PROPOSAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type StaffProposalStatus = (typeof STAFF_PROPOSAL_STATUSES)[number];

const person = z.object({ id: z.number().int(), username: z.string() }).nullable();

/** One staff proposal as the staff page shows it, and as the answers of each step return it. */
export const staffProposalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(STAFF_PROPOSAL_KINDS),
  status: z.enum(STAFF_PROPOSAL_STATUSES),
  /** The member it is about: null for a creation until it is approved (the account does not exist before). */
  subjectId: z.number().int().nullable(),
  username: z.string(),
  email: z.string(),
  firstNameEN: z.string(),
  lastNameEN: z.string(),
  /** The role the member holds once approved (the new member's, the new one, or the one they are enabled with). */
  role: z.enum(STAFF_ROLES),
  /** The role the member holds now (a role change), else null. */
  fromRole: z.enum(STAFF_ROLES).nullable(),
  /** Why the member was disabled (an enabling proposal), else null. */
  disabledReason: z.string().nullable(),
  reason: z.string(),
  proposedBy: person,
  proposedAt: z.string(),
  decidedBy: person,
  /** The operator (system user and host) whose command on the server decided it; null when a staff member did. */
  decidedByOperator: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type StaffProposal = z.infer<typeof staffProposalSchema>;

/** An approved grant of a member: who proposed it, who approved it, when (the staff page's record of each grant). */
export const staffGrantSchema = staffProposalSchema.pick({
  id: true,
  kind: true,
  role: true,
  proposedBy: true,
  proposedAt: true,
  decidedBy: true,
  decidedByOperator: true,
  decidedAt: true,
});
export type StaffGrant = z.infer<typeof staffGrantSchema>;

/**
 * A staff member as the staff page lists them: the account, whether it is disabled (since when, and why), when the
 * member last signed in (null when never), the grants that made them what they are (newest first), and, for a role
 * that can approve, the instant from which their approvals of money are accepted (STAFF_APPROVAL_WAIT_HOURS).
 */
export const staffMemberSchema = userSummarySchema.extend({
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  last_login_at: z.string().nullable(),
  approves_from: z.string().nullable(),
  grants: z.array(staffGrantSchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** Why an administrator disables, enables, re-roles or signs out a staff member: audited and told to the member. */
export const STAFF_REASON_MAX_LENGTH = 500;
const reasonField = requiredString('REASON_REQUIRED').max(STAFF_REASON_MAX_LENGTH, { error: 'TEXT_TOO_LONG' });

export const staffReasonSchema = z.object({ reason: reasonField });
export type StaffReasonInput = z.infer<typeof staffReasonSchema>;

export const changeStaffRoleSchema = z.object({ role: z.enum(STAFF_ROLES, { error: 'SELECT_REQUIRED' }), reason: reasonField });
export type ChangeStaffRoleInput = z.infer<typeof changeStaffRoleSchema>;

/** A new staff member, proposed with the reason the second administrator reads. */
export const proposeStaffSchema = createStaffSchema.extend({ reason: reasonField });
export type ProposeStaffInput = z.infer<typeof proposeStaffSchema>;

export const staffMemberAnswerSchema = z.object({ member: staffMemberSchema });
export type StaffMemberAnswer = z.infer<typeof staffMemberAnswerSchema>;

/** A change that is either done (200, `proposal` null) or proposed for a second administrator (202). */
export const staffChangeAnswerSchema = z.object({ member: staffMemberSchema, proposal: staffProposalSchema.nullable() });
export type StaffChangeAnswer = z.infer<typeof staffChangeAnswerSchema>;

export const staffProposalAnswerSchema = z.object({ proposal: staffProposalSchema });
export type StaffProposalAnswer = z.infer<typeof staffProposalAnswerSchema>;

/** GET /admin/staff-proposals/: by status (PENDING by default, oldest first when pending, else newest first). */
export const staffProposalsQuerySchema = pageQuerySchema.extend({
  status: z.enum(STAFF_PROPOSAL_STATUSES, { error: 'INVALID_OPTION' }).default('PENDING'),
});
export type StaffProposalsQuery = z.infer<typeof staffProposalsQuerySchema>;

/** Why a staff proposal is rejected: audited and shown with the proposal. */
export const staffProposalRejectionSchema = staffReasonSchema;

export const listStaff = endpoint({
  method: 'GET',
  path: '/admin/staff/',
  summary: 'Staff accounts',
  querystring: pageQuerySchema,
  response: { 200: paginated(staffMemberSchema) },
  errors: ['VALIDATION_FAILED'],
});

/** Proposes a new member; nothing is created before a second administrator approves. */
export const proposeStaff = endpoint({
  method: 'POST',
  path: '/admin/staff/',
  summary:
    'Propose a new staff member, with a reason: the account is made and its set-password link mailed when a second administrator approves',
  body: proposeStaffSchema,
  response: { 202: staffProposalAnswerSchema },
  errors: ['VALIDATION_FAILED', 'USERNAME_EXISTS', 'EMAIL_EXISTS', 'PROPOSAL_PENDING'],
});

/** At once. */
export const disableStaff = endpoint({
  method: 'POST',
  path: '/admin/staff/:id/disable/',
  summary:
    "Disable a staff member, with a reason: every session ends, their tokens stop at once (not one's own; not the last administrator)",
  params: strictIdParamsSchema,
  body: staffReasonSchema,
  response: { 200: staffMemberAnswerSchema },
  errors: ['VALIDATION_FAILED', 'USER_NOT_EXIST', 'SELF_ACTION_FORBIDDEN', 'LAST_ADMIN', 'STATUS_CONFLICT'],
});

/** Proposed: 202. */
export const enableStaff = endpoint({
  method: 'POST',
  path: '/admin/staff/:id/enable/',
  summary: 'Propose enabling a disabled staff member again, with a reason: done when a second administrator approves (they sign in afresh)',
  params: strictIdParamsSchema,
  body: staffReasonSchema,
  response: { 202: staffChangeAnswerSchema },
  errors: ['VALIDATION_FAILED', 'USER_NOT_EXIST', 'SELF_ACTION_FORBIDDEN', 'STATUS_CONFLICT', 'PROPOSAL_PENDING'],
});

/** At once (200), unless the new role is a grant: proposed (202). */
export const changeStaffRole = endpoint({
  method: 'POST',
  path: '/admin/staff/:id/role/',
  summary:
    "Give a staff member another role, with a reason (not one's own; not the last administrator): at once (200), or proposed (202) when the role can approve and adds to what the member could do",
  params: strictIdParamsSchema,
  body: changeStaffRoleSchema,
  response: { 200: staffChangeAnswerSchema, 202: staffChangeAnswerSchema },
  errors: ['VALIDATION_FAILED', 'USER_NOT_EXIST', 'SELF_ACTION_FORBIDDEN', 'LAST_ADMIN', 'STATUS_CONFLICT', 'PROPOSAL_PENDING'],
});

const staffProposalParams = idParamsSchema('PROPOSAL_NOT_EXIST', 20);

export const listStaffProposals = endpoint({
  method: 'GET',
  path: '/admin/staff-proposals/',
  summary: 'Staff proposals by status (PENDING by default, oldest first)',
  querystring: staffProposalsQuerySchema,
  response: { 200: paginated(staffProposalSchema) },
  errors: ['VALIDATION_FAILED'],
});

export const approveStaffProposal = endpoint({
  method: 'POST',
  path: '/admin/staff-proposals/:id/approve/',
  summary: "Approve another administrator's staff proposal: the account is made, the role given or the member enabled now (audited)",
  params: staffProposalParams,
  body: z.object({}).meta({ description: 'No fields: the path names the proposal approved' }),
  response: { 200: staffProposalAnswerSchema },
  errors: [
    'PROPOSAL_NOT_EXIST',
    'PROPOSAL_DECIDED',
    'OWN_PROPOSAL',
    'SELF_ACTION_FORBIDDEN',
    'USERNAME_EXISTS',
    'EMAIL_EXISTS',
    'USER_NOT_EXIST',
    'STATUS_CONFLICT',
  ],
});

export const rejectStaffProposal = endpoint({
  method: 'POST',
  path: '/admin/staff-proposals/:id/reject/',
  summary: "Reject another administrator's staff proposal with a reason (audited); nothing else changes",
  params: staffProposalParams,
  body: staffProposalRejectionSchema,
  response: { 200: staffProposalAnswerSchema },
  errors: ['VALIDATION_FAILED', 'PROPOSAL_NOT_EXIST', 'PROPOSAL_DECIDED', 'OWN_PROPOSAL', 'SELF_ACTION_FORBIDDEN'],
});

export const endStaffSessions = endpoint({
  method: 'POST',
  path: '/admin/staff/:id/sessions/revoke/',
  summary: "End every session of a staff member, with a reason (not one's own)",
  params: strictIdParamsSchema,
  body: staffReasonSchema,
  response: { 200: revokedSessionsSchema },
  errors: ['VALIDATION_FAILED', 'USER_NOT_EXIST', 'SELF_ACTION_FORBIDDEN'],
});
