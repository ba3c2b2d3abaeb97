import { type Me, meSchema, type UserSummary } from '@ico/domain/account';
import { DETAIL_INFO_FIELDS } from '@ico/domain/kyc-schemas';
import { moneyMayMove } from '@ico/domain/screening';
import { isStaffRole, type StaffRole } from '@ico/domain/staff';
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
    individual: row.individual,
    nationality: row.nationality,
    usCitizen: row.usCitizen,
    usTaxResident: row.usTaxResident,
    firstNameEN: row.firstNameEN,
    lastNameEN: row.lastNameEN,
    firstNameTH: row.firstNameTH,
    lastNameTH: row.lastNameTH,
    ...details,
    companyName: row.companyName,
    userLevel: row.userLevel,
    detailInfoStatus: row.detailInfoStatus,
    suitabilityTestStatus: row.suitabilityTestStatus,
    bankFileStatus: row.bankFileStatus,
    selfieFileStatus: row.selfieFileStatus,
    companyFileStatus: row.companyFileStatus,
    suitabilityLevel: row.suitabilityLevel,
    mfa_enabled: row.mfaEnabled,
    language: row.language,
    role: staffRoleOf(row),
    date_joined: row.createdAt.toISOString(),
    underReview: !moneyMayMove(row.screeningState),
  };
}

export function toSummary(row: UserRow): UserSummary {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstNameEN: row.firstNameEN,
    lastNameEN: row.lastNameEN,
    individual: row.individual,
    nationality: row.nationality,
    userLevel: row.userLevel,
    role: staffRoleOf(row),
    mfa_enabled: row.mfaEnabled,
    date_joined: row.createdAt.toISOString(),
    passwordSet: row.passwordHash !== null,
  };
}

/**
 * `GET /auth/me/` as sent: the contract's answer of this row, checked and written once per row object. The session
 * cache hands out the same row until the user or the session changes (then a new row is read), so a signed-in page's
 * repeated reads cost neither the check nor the serialisation again (issue 18: signed-in reads).
 */
const meAnswers = new WeakMap<UserRow, string>();

export function meJson(row: UserRow): string {
  let body = meAnswers.get(row);
  if (body === undefined) {
    body = JSON.stringify(meSchema.parse(toMe(row)));
    meAnswers.set(row, body);
  }
  return body;
}
