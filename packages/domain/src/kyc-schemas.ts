import { z } from 'zod';
import { BANK_CODES } from './banks';
import { COUNTRY_CODES, THAILAND } from './countries';
import {
  accountNameSchema,
  accountNumberSchema,
  addressSchema,
  birthdateSchema,
  branchNameSchema,
  citySchema,
  companyNameSchema,
  passportSchema,
  phoneCodeSchema,
  phoneSchema,
  positionSchema,
  postalCodeSchema,
  requiredChoice,
  thaiIdSchema,
} from './fields';
import {
  ACCOUNT_TYPE_OPTIONS,
  ANNUAL_INCOME_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  FINANCE_ASSET_OPTIONS,
  GENDER_OPTIONS,
  type Nationality,
  OCCUPATION_OPTIONS,
  optionValues,
  REFERRAL_OPTIONS,
} from './options';
import { toE164, typedPhoneToE164 } from './phones';
import type { ValidationKey } from './validation-keys';

const country = requiredChoice(COUNTRY_CODES, 'COUNTRY_REQUIRED');
const thailandOnly = z.literal(THAILAND, { error: 'COUNTRY_MUST_BE_THAILAND' });

/** The three phones, each with its country code (spec section 3). */
export const PHONE_FIELDS = [
  { number: 'resPhoneNumber', code: 'resPhoneNumberID', required: 'PHONE_REQUIRED' },
  { number: 'mobPhoneNumber', code: 'mobPhoneNumberID', required: 'MOB_PHONE_REQUIRED' },
  { number: 'compPhoneNumber', code: 'compPhoneNumberID', required: 'COMP_PHONE_REQUIRED' },
] as const;

/**
 * Each phone must be a possible number of the country code chosen beside it (issue 19: phones are stored in
 * E.164, `toE164`): '1234567' passes the spec's character rules but is no Thai number. Checked once the fields
 * themselves pass.
 */
function phonesOfTheirCodes(values: Record<string, unknown>, context: z.RefinementCtx): void {
  for (const phone of PHONE_FIELDS) {
    const code = values[phone.code];
    const local = values[phone.number];
    if (typeof code === 'string' && typeof local === 'string' && toE164(code, local) === undefined)
      context.addIssue({ code: 'custom', path: [phone.number], message: 'PHONE_INVALID' satisfies ValidationKey });
  }
}

const common = {
  birthdate: birthdateSchema,
  gender: requiredChoice(optionValues(GENDER_OPTIONS)),
  annualIncome: requiredChoice(optionValues(ANNUAL_INCOME_OPTIONS)),
  financeAssets: requiredChoice(optionValues(FINANCE_ASSET_OPTIONS)),
  referredBy: requiredChoice(optionValues(REFERRAL_OPTIONS)),
  resAddress: addressSchema,
  resCity: citySchema,
  resPostalCode: postalCodeSchema,
  resCountry: country,
  compAddress: addressSchema,
  compCity: citySchema,
  compPostalCode: postalCodeSchema,
  compCountry: country,
  occupation: requiredChoice(optionValues(OCCUPATION_OPTIONS)),
  position: positionSchema,
  companyName: companyNameSchema,
  resPhoneNumberID: phoneCodeSchema,
  resPhoneNumber: phoneSchema('PHONE_REQUIRED'),
  mobPhoneNumberID: phoneCodeSchema,
  mobPhoneNumber: phoneSchema('MOB_PHONE_REQUIRED'),
  compPhoneNumberID: phoneCodeSchema,
  compPhoneNumber: phoneSchema('COMP_PHONE_REQUIRED'),
};

const thaiFields = {
  thaiIDNumber: thaiIdSchema,
  thaiIDAddress: addressSchema,
  thaiIDCity: citySchema,
  thaiIDPostalCode: postalCodeSchema,
  thaiIDCountry: thailandOnly,
  thaiHMAddress: addressSchema,
  thaiHMCity: citySchema,
  thaiHMPostalCode: postalCodeSchema,
  thaiHMCountry: thailandOnly,
};

const foreignFields = {
  passportId: passportSchema,
  foreHCCity: citySchema,
  foreHCCountry: country,
};

/**
 * The detail information (KYC) form: Thai nationals give the Thai ID and the ID-card and house
 * addresses; foreign nationals the passport and the overseas home. Phone numbers are the local part;
 * the form sends each joined to its country code (`joinPhone`).
 */
export const thaiDetailInfoSchema = z.object({ ...common, ...thaiFields }).superRefine(phonesOfTheirCodes);
export const foreignDetailInfoSchema = z.object({ ...common, ...foreignFields }).superRefine(phonesOfTheirCodes);
export type ThaiDetailInfo = z.infer<typeof thaiDetailInfoSchema>;
export type ForeignDetailInfo = z.infer<typeof foreignDetailInfoSchema>;
export type DetailInfo = ThaiDetailInfo | ForeignDetailInfo;

/**
 * Every field of the detail information form, Thai and foreign sections together, by their spec section 3
 * names (the phones as number and country code).
 */
export const DETAIL_INFO_FIELDS = [
  'thaiIDNumber',
  'passportId',
  'birthdate',
  'gender',
  'annualIncome',
  'financeAssets',
  'referredBy',
  'thaiIDAddress',
  'thaiIDCity',
  'thaiIDPostalCode',
  'thaiIDCountry',
  'thaiHMAddress',
  'thaiHMCity',
  'thaiHMPostalCode',
  'thaiHMCountry',
  'foreHCCity',
  'foreHCCountry',
  'resAddress',
  'resCity',
  'resPostalCode',
  'resCountry',
  'compAddress',
  'compCity',
  'compPostalCode',
  'compCountry',
  'occupation',
  'position',
  'companyName',
  'resPhoneNumberID',
  'resPhoneNumber',
  'mobPhoneNumberID',
  'mobPhoneNumber',
  'compPhoneNumberID',
  'compPhoneNumber',
] as const satisfies ReadonlyArray<keyof ThaiDetailInfo | keyof ForeignDetailInfo>;
export type DetailInfoField = (typeof DETAIL_INFO_FIELDS)[number];

export const detailInfoSchema = (nationality: Nationality) => (nationality === 'THAI' ? thaiDetailInfoSchema : foreignDetailInfoSchema);

/** The wire form of a phone: country code and number joined ('+66' and '812345678' -> '+66-812345678'). */
export const joinPhone = (code: string, number: string): string => `${code}-${number}`;

/** The reverse of `joinPhone`, for a server receiving the joined value and its code. */
export function splitPhone(code: string, joined: string): string | undefined {
  const prefix = `${code}-`;
  return joined.startsWith(prefix) ? joined.slice(prefix.length) : undefined;
}

/** `POST /auth/bank_file/` text fields (the bank book image is checked as an upload). */
export const bankFileSchema = z.object({
  bankName: requiredChoice(BANK_CODES, 'BANK_REQUIRED'),
  branchName: branchNameSchema,
  accountType: requiredChoice(optionValues(ACCOUNT_TYPE_OPTIONS), 'ACCOUNT_TYPE_REQUIRED'),
  accountName: accountNameSchema,
  accountNumber: accountNumberSchema,
});
export type BankFileInput = z.infer<typeof bankFileSchema>;

/** The company file of corporate investors (documents are checked as uploads). */
export const companyFileSchema = z.object({
  companyName: companyNameSchema,
  businessType: requiredChoice(optionValues(BUSINESS_TYPE_OPTIONS)),
  /** Stored in E.164 (issue 19, `typedPhoneToE164`): it must be a possible number, not only the allowed characters. */
  phone: phoneSchema('COMP_PHONE_REQUIRED').refine((value) => typedPhoneToE164(value) !== undefined, {
    error: 'PHONE_INVALID' satisfies ValidationKey,
  }),
  address: addressSchema,
  city: citySchema,
  postalCode: postalCodeSchema,
  country,
});
export type CompanyFileInput = z.infer<typeof companyFileSchema>;

/** Multipart file fields of the identity screen, by nationality. */
export const IDENTITY_FILE_FIELDS = {
  THAI: ['selfiePrivate', 'IDcard1Private', 'IDcard2Private'],
  FOREIGN: ['selfiePrivate', 'passport1Private', 'passport2Private'],
} as const satisfies Record<Nationality, readonly string[]>;
export const BANK_FILE_FIELD = 'bookImagePrivate';
/**
 * A text field of the file screens (issue 19): the file fields, comma-separated, to take again from the submission
 * staff returned for changes instead of sending them again ('IDcard1Private,selfiePrivate').
 */
export const KEEP_FILES_FIELD = 'keepFiles';
export const PAYMENT_SLIP_FIELD = 'paymentSlipFilePrivate';
