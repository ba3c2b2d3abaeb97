import { describe, expect, it } from 'vitest';
import { changeStaffRoleSchema, STAFF_REASON_MAX_LENGTH, staffReasonSchema } from '../src/contracts/staff';
import { APPROVAL_PERMISSIONS, roleCanApprove, roleChangeIsGrant, STAFF_ROLES } from '../src/staff';

const codes = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('staffReasonSchema: every staff lifecycle action needs a reason of at most 500 characters', () => {
  it.each([
    [{}, { reason: 'REASON_REQUIRED' }],
    [{ reason: '' }, { reason: 'REASON_REQUIRED' }],
    [{ reason: '   ' }, { reason: 'REASON_REQUIRED' }],
    [{ reason: 7 }, { reason: 'REASON_REQUIRED' }],
    [{ reason: 'x'.repeat(STAFF_REASON_MAX_LENGTH + 1) }, { reason: 'TEXT_TOO_LONG' }],
  ])('refuses %j', (input, expected) => {
    expect(codes(staffReasonSchema.safeParse(input))).toEqual(expected);
  });

  it.each(['x', 'x'.repeat(STAFF_REASON_MAX_LENGTH), '  Left the company  '])('accepts %j, trimmed', (reason) => {
    expect(staffReasonSchema.parse({ reason })).toEqual({ reason: reason.trim() });
  });
});

describe('changeStaffRoleSchema: one of the staff roles, with a reason', () => {
  it.each(STAFF_ROLES)('accepts %s', (role) => {
    expect(changeStaffRoleSchema.parse({ role, reason: 'Moved desk' })).toEqual({ role, reason: 'Moved desk' });
  });

  it.each([undefined, '', 'owner', 'Admin', null, 1])('refuses the role %j', (role) => {
    expect(codes(changeStaffRoleSchema.safeParse({ role, reason: 'Moved desk' }))).toEqual({ role: 'SELECT_REQUIRED' });
  });

  it('asks for the reason too', () => {
    expect(codes(changeStaffRoleSchema.safeParse({ role: 'support' }))).toEqual({ reason: 'REASON_REQUIRED' });
  });
});

describe('roleChangeIsGrant: a role that can approve, given to someone who could not do all it does, waits for a second administrator', () => {
  it.each([
    [null, 'admin', true],
    [null, 'compliance', true],
    [null, 'support', false],
    ['support', 'compliance', true],
    ['operations', 'compliance', true],
    ['compliance', 'admin', true],
    ['operations', 'admin', true],
    // Taking power away applies at once.
    ['admin', 'compliance', false],
    ['compliance', 'operations', false],
    ['admin', 'support', false],
    ['support', 'operations', false],
  ] as const)('%s -> %s: %s', (from, to, grant) => {
    expect(roleChangeIsGrant(from, to)).toBe(grant);
  });

  it('names the roles that can approve from their permissions', () => {
    expect(STAFF_ROLES.filter((role) => roleCanApprove(role))).toEqual(['admin', 'compliance']);
    expect(APPROVAL_PERMISSIONS).toEqual(['payments.approve', 'screening.decide', 'edd.approve']);
  });
});
