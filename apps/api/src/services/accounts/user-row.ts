import type { Me, UserSummary } from '@ico/domain/account';
import { DETAIL_INFO_FIELDS } from '@ico/domain/kyc-schemas';
import type { Language } from '@ico/domain/language';
import { isStaffRole, type StaffRole } from '@ico/domain/staff';
import type { UserLevel, VerificationStatus } from '@ico/domain/statuses';
import type { user } from '../../db/schema';

export type UserRow = typeof user.$inferSelect;

/**
 * The KYC fields of spec section 3 kept in the detail_info document: the form's fields, plus `passport` and
 * `businessType`, which Me carries but the form does not fill. The company name's own column wins (see toMe).
 */
const DETAIL_FIELDS = [...DETAIL_INFO_FIELDS, 'passport', 'businessType'] as const;

export const staffRoleOf = (row: Pick<UserRow, 'role'>): StaffRole | null => (isStaffRole(row.role) ? row.role : null);

export function toMe(row: UserRow): Me {
  const detail = row.detailInfo ?? {};
  const details = Object.fromEntries(DETAIL_FIELDS.map((field) => [field, detail[field] ?? null])) as Record<
    (typeof DETAIL_FIELDS)[number],
    string | null
  >;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    individual: row.individual as Me['individual'],
    nationality: row.nationality as Me['nationality'],
    usCitizen: row.usCitizen,
    usTaxResident: row.usTaxResident,
    firstNameEN: row.firstNameEN,
    lastNameEN: row.lastNameEN,
    firstNameTH: row.firstNameTH,
    lastNameTH: row.lastNameTH,
    ...details,
    companyName: row.companyName,
    userLevel: row.userLevel as UserLevel,
    detailInfoStatus: row.detailInfoStatus as VerificationStatus,
    suitabilityTestStatus: row.suitabilityTestStatus as VerificationStatus,
    bankFileStatus: row.bankFileStatus as VerificationStatus,
    selfieFileStatus: row.selfieFileStatus as VerificationStatus,
    companyFileStatus: row.companyFileStatus as VerificationStatus,
    suitabilityLevel: row.suitabilityLevel,
    mfa_enabled: row.mfaEnabled,
    language: row.language as Language,
    role: staffRoleOf(row),
    date_joined: row.createdAt.toISOString(),
  };
}

export function toSummary(row: UserRow): UserSummary {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstNameEN: row.firstNameEN,
    lastNameEN: row.lastNameEN,
    individual: row.individual as UserSummary['individual'],
    nationality: row.nationality as UserSummary['nationality'],
    userLevel: row.userLevel as UserLevel,
    role: staffRoleOf(row),
    mfa_enabled: row.mfaEnabled,
    date_joined: row.createdAt.toISOString(),
  };
}
