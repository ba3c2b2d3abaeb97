import { z } from 'zod';
import { pageQuerySchema, paginated, userSummarySchema } from '../account';
import { requiredString } from '../fields';
import { STAFF_ROLES } from '../staff';
import { strictIdParamsSchema } from './path-ids';
import { revokedSessionsSchema } from './sessions';

/**
 * A staff member as the staff page lists them: the account, whether it is disabled (since when, and why) and when the
 * member last signed in (null when never).
 */
export const staffMemberSchema = userSummarySchema.extend({
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  last_login_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** Why an administrator disables, enables, re-roles or signs out a staff member: audited and told to the member. */
export const STAFF_REASON_MAX_LENGTH = 500;
const reasonField = requiredString('REASON_REQUIRED').max(STAFF_REASON_MAX_LENGTH, { error: 'TEXT_TOO_LONG' });

export const staffReasonSchema = z.object({ reason: reasonField });
export type StaffReasonInput = z.infer<typeof staffReasonSchema>;

export const changeStaffRoleSchema = z.object({ role: z.enum(STAFF_ROLES, { error: 'SELECT_REQUIRED' }), reason: reasonField });
export type ChangeStaffRoleInput = z.infer<typeof changeStaffRoleSchema>;

export const staffMemberAnswerSchema = z.object({ member: staffMemberSchema });
export type StaffMemberAnswer = z.infer<typeof staffMemberAnswerSchema>;

/** GET /api/admin/staff/ */
export const listStaffContract = { querystring: pageQuerySchema, response: { 200: paginated(staffMemberSchema) } };

/** POST /api/admin/staff/:id/disable/ and /api/admin/staff/:id/enable/ */
export const setStaffEnabledContract = {
  params: strictIdParamsSchema,
  body: staffReasonSchema,
  response: { 200: staffMemberAnswerSchema },
};

/** POST /api/admin/staff/:id/role/ */
export const changeStaffRoleContract = {
  params: strictIdParamsSchema,
  body: changeStaffRoleSchema,
  response: { 200: staffMemberAnswerSchema },
};

/** POST /api/admin/staff/:id/sessions/revoke/ */
export const endStaffSessionsContract = {
  params: strictIdParamsSchema,
  body: staffReasonSchema,
  response: { 200: revokedSessionsSchema },
};
