/**
 * Back-office roles with least privilege (PRODUCT.md section 5). A role grants only the permissions listed here;
 * the API checks a permission, never a role name, and the back office hides what a role cannot use.
 */
export const STAFF_ROLES = ['admin', 'compliance', 'operations', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  'users.read',
  'users.level',
  'users.createCorporate',
  'audit.read',
  'staff.manage',
  'verification.screen',
  'surveys.edit',
  'offerings.manage',
  'joinings.operate',
  'holidays.manage',
  'messages.send',
  'notices.manage',
  'inquiries.answer',
  'users.resetMfa',
  'users.close',
  /** The second pair of eyes on money (four-eyes.ts): approve or reject what another staff member proposed. */
  'payments.approve',
  /** Issue 30: the risk rating's country list, periodic reviews and the first step of an EDD review (compliance). */
  'risk.manage',
  /** Issue 30: the senior approval of enhanced due diligence (admin), after compliance proposed it. */
  'edd.approve',
  /** Issue 30: read the screening cases and propose or approve their decisions (two officers each time). */
  'screening.decide',
  /** Issue 30: import the watch lists (UN, AMLO, PEP) and edit the operator's internal list. */
  'watchlists.manage',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  admin: STAFF_PERMISSIONS,
  compliance: [
    'users.read',
    'users.level',
    'users.createCorporate',
    'audit.read',
    'verification.screen',
    'surveys.edit',
    'joinings.operate',
    'messages.send',
    'inquiries.answer',
    'users.resetMfa',
    'users.close',
    'payments.approve',
    'risk.manage',
    'screening.decide',
    'watchlists.manage',
  ],
  operations: ['users.read', 'offerings.manage', 'joinings.operate', 'holidays.manage', 'messages.send', 'notices.manage'],
  support: ['users.read', 'messages.send', 'inquiries.answer'],
};

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

export function roleCan(role: StaffRole | null | undefined, permission: StaffPermission): boolean {
  return role != null && ROLE_PERMISSIONS[role].includes(permission);
}

/** The permissions that make a member a second pair of eyes (four-eyes.ts): a role holding one is "a role that can approve". */
export const APPROVAL_PERMISSIONS = ['payments.approve', 'screening.decide', 'edd.approve'] as const satisfies readonly StaffPermission[];

/** A role that can approve what another staff member proposed (money, screening cases, enhanced due diligence). */
export const roleCanApprove = (role: StaffRole | null | undefined): boolean =>
  APPROVAL_PERMISSIONS.some((permission) => roleCan(role, permission));

/**
 * Issue 29: one administrator must not manufacture a second pair of eyes. Giving `to` to a member who holds `from` is a
 * grant that a second administrator approves when the new role can approve and adds a permission the member did not
 * hold; a role that cannot approve, or one whose every permission the member already had, takes power away and
 * applies at once.
 */
export function roleChangeIsGrant(from: StaffRole | null | undefined, to: StaffRole): boolean {
  return roleCanApprove(to) && ROLE_PERMISSIONS[to].some((permission) => !roleCan(from, permission));
}

/** Levels staff may set by hand; RETAIL_INVESTOR_LEVEL follows from screening (PRODUCT.md section 4). */
export const STAFF_SETTABLE_LEVELS = ['VIEWER_LEVEL', 'RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL', 'BLOCKED_LEVEL'] as const;

/** Every action written to the audit log, so the log viewer can translate each one. */
export const AUDIT_ACTIONS = [
  'staff.login',
  'staff.create',
  'staff.disable',
  'staff.enable',
  'staff.role.change',
  'staff.sessions.revoke',
  'staffProposal.propose',
  'staffProposal.approve',
  'staffProposal.reject',
  'user.level.change',
  'user.corporate.create',
  'admin.bootstrap',
  'verification.decide',
  'survey.update',
  'file.view',
  'offering.create',
  'offering.update',
  'offering.images',
  'offering.document.add',
  'offering.document.delete',
  'knowledge.update',
  'joining.status',
  'joinings.export',
  'monitoring.create',
  'monitoring.update',
  'monitoring.delete',
  'holiday.create',
  'holiday.delete',
  'message.send',
  'notice.create',
  'notice.update',
  'notice.delete',
  'inquiry.reply',
  'user.password.reset',
  'user.password.resetHeld',
  'user.password-link.resend',
  'user.sessions.revoke',
  'email.change.confirm',
  'email.change.cancel',
  'mfaReset.open',
  'mfaReset.firstApprove',
  'mfaReset.approve',
  'mfaReset.reject',
  'mfaReset.cancel',
  'proposal.propose',
  'proposal.approve',
  'proposal.reject',
  'proposal.withdraw',
  'statement.import',
  'credit.confirm',
  'host.resetMfa',
  'host.unlock',
  'host.revokeSessions',
  'host.resetPasswordLink',
  'account.export',
  'account.closure.request',
  'account.closure.complete',
  'account.closure.refuse',
  'account.delete',
  'audit.export',
  /** The first start with the audit keys: rows and joinings written before them MAC'd once (ADR 0027). */
  'audit.seal',
  /** A joining's money columns failed their MAC (changed in the database): its payment details are withheld. */
  'joining.money.mismatch',
  'refund.open',
  'refund.done',
  /** Issue 30: screening found a potential match (a hit) and opened a case or joined the open one. */
  'screening.hit',
  'screening.caseOpened',
  /** Issue 30, deliver 5: a risk level changed, a periodic review recorded, the high-risk country list edited, EDD steps. */
  'risk.rate',
  'risk.review',
  'riskCountry.set',
  'riskCountry.delete',
  'edd.submit',
  'edd.propose',
  'edd.approve',
  'edd.return',
  /** Issue 30: a screening case's decision proposed, approved or rejected; a true match's freeze; its report read. */
  'screening.propose',
  'screening.approve',
  'screening.reject',
  'screening.freeze',
  'screening.report.download',
  /** Issue 30: a watch list imported (a release: file, URL or the scheduled refresh) or the internal list edited. */
  'watchlist.import',
  'watchlist.edit',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
