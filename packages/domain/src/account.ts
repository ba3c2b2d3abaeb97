import { z } from 'zod';
import { emailSchema, nameEnSchema, usernameSchema } from './fields';
import { LANGUAGES } from './language';
import { INDIVIDUAL_OPTIONS, NATIONALITY_OPTIONS, optionValues } from './options';
import { STAFF_ROLES } from './staff';
import { USER_LEVELS, VERIFICATION_STATUSES } from './statuses';

const text = z.string().nullable();
const status = z.enum(VERIFICATION_STATUSES);

/**
 * The current user as `GET /auth/me/` answers it: every User field of spec section 3, with the spec's names.
 * KYC fields stay null until the detail information is submitted.
 */
export const meSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  individual: z.enum(optionValues(INDIVIDUAL_OPTIONS)),
  nationality: z.enum(optionValues(NATIONALITY_OPTIONS)),
  usCitizen: z.boolean(),
  usTaxResident: z.boolean(),
  firstNameEN: z.string(),
  lastNameEN: z.string(),
  firstNameTH: z.string(),
  lastNameTH: z.string(),
  birthdate: text,
  gender: text,
  thaiIDNumber: text,
  passportId: text,
  passport: text,
  occupation: text,
  position: text,
  companyName: text,
  annualIncome: text,
  financeAssets: text,
  referredBy: text,
  resPhoneNumber: text,
  resPhoneNumberID: text,
  mobPhoneNumber: text,
  mobPhoneNumberID: text,
  compPhoneNumber: text,
  compPhoneNumberID: text,
  resAddress: text,
  resCity: text,
  resPostalCode: text,
  resCountry: text,
  thaiIDAddress: text,
  thaiIDCity: text,
  thaiIDPostalCode: text,
  thaiIDCountry: text,
  thaiHMAddress: text,
  thaiHMCity: text,
  thaiHMPostalCode: text,
  thaiHMCountry: text,
  foreHCCity: text,
  foreHCCountry: text,
  compAddress: text,
  compCity: text,
  compPostalCode: text,
  compCountry: text,
  businessType: text,
  userLevel: z.enum(USER_LEVELS),
  detailInfoStatus: status,
  suitabilityTestStatus: status,
  bankFileStatus: status,
  selfieFileStatus: status,
  companyFileStatus: status,
  suitabilityLevel: text,
  mfa_enabled: z.boolean(),
  language: z.enum(LANGUAGES),
  /** A staff member's role; null for investors. */
  role: z.enum(STAFF_ROLES).nullable(),
  date_joined: z.string(),
  /**
   * The account is held for a compliance review (issue 30): it reads but does not reserve, and the investor sees a
   * neutral "under review". Named so on purpose: the answer never says why (no tipping-off).
   */
  underReview: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** A staff account, created by an administrator; the new member sets the password by the mailed link. */
export const createStaffSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  firstNameEN: nameEnSchema,
  lastNameEN: nameEnSchema,
  role: z.enum(STAFF_ROLES, { error: 'SELECT_REQUIRED' }),
});
export type CreateStaffInput = z.infer<typeof createStaffSchema>;

/** An account in lists and in the answers of staff actions on it. */
export const userSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstNameEN: z.string(),
  lastNameEN: z.string(),
  individual: z.enum(optionValues(INDIVIDUAL_OPTIONS)),
  nationality: z.enum(optionValues(NATIONALITY_OPTIONS)),
  userLevel: z.enum(USER_LEVELS),
  role: z.enum(STAFF_ROLES).nullable(),
  mfa_enabled: z.boolean(),
  date_joined: z.string(),
  /** False for an account staff opened whose owner has not followed the set-password link yet. */
  passwordSet: z.boolean(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'INVALID_PARAMETER' })
    .int({ error: 'INVALID_PARAMETER' })
    .min(1, { error: 'INVALID_PARAMETER' })
    .max(100_000)
    .default(1),
});

/** Paginated answers: `{ results, count }` (spec section 3). */
export const paginated = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), count: z.number().int() });
