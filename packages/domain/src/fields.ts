import { z } from 'zod';
import { bangkokDate } from './business-days';
import {
  EMAIL_MAX_LENGTH,
  MINIMUM_AGE_YEARS,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSPORT_MAX_LENGTH,
  PASSPORT_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  SIGNATURE_MAX_LENGTH,
  SIGNATURE_MIN_LENGTH,
  TEXT_MAX_LENGTH,
  THAI_ID_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  VERSION_MAX_LENGTH,
} from './constants';
import { normalizeRecoveryCode } from './recovery-codes';
import { isValidThaiIdChecksum } from './thai-id';
import type { ValidationKey } from './validation-keys';

/** A required string: missing, non-string and blank input all answer `key`; the value is trimmed. */
export const requiredString = (key: ValidationKey) => z.string({ error: key }).trim().min(1, { error: key, abort: true });

/** A required choice among `values`. */
export const requiredChoice = <const V extends string>(values: readonly [V, ...V[]], key: ValidationKey = 'SELECT_REQUIRED') =>
  z.enum(values, { error: key });

/** Booleans from JSON (true) and from forms ('true', 'on', '1'). */
export const formBoolean = z.union(
  [z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0', 'yes', 'no']).transform((v) => ['true', 'on', '1', 'yes'].includes(v))],
  { error: 'INVALID_OPTION' },
);

const escapeForClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');
const SPECIAL_CLASS = `[${escapeForClass(PASSWORD_SPECIAL_CHARACTERS)}]`;

export const usernameSchema = requiredString('USERNAME_REQUIRED')
  .regex(/^[a-z0-9_-]+$/, { error: 'USERNAME_SPECIAL' })
  .min(USERNAME_MIN_LENGTH, { error: 'USERNAME_MORE_THAN_4' })
  .max(USERNAME_MAX_LENGTH, { error: 'USERNAME_LESS_THAN_12' });

/** A password's length in characters (code points: an emoji or a letter outside the BMP is one character). */
const passwordLength = (password: string) => [...password].length;

/**
 * What a password has, for the strength hints under the field. Letters and digits of any script count (ASVS: any
 * printable character is allowed): "Ñandú-Ωmega-9x" has its upper case in Ñ and Ω.
 */
export function passwordHints(password: string) {
  return {
    length: passwordLength(password) >= PASSWORD_MIN_LENGTH,
    upperAndLower: /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    special: new RegExp(SPECIAL_CLASS).test(password),
  };
}

/**
 * Passwords are not trimmed (a space is one of the allowed special characters) and take any printable character:
 * the specification's rule (upper and lower case, a digit, one of its special characters, 8 to 64 characters) is
 * all that is asked; only control characters, which no keyboard types into a field, are refused.
 */
export const passwordSchema = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .min(1, { error: 'PASSWORD_REQUIRED', abort: true })
  .refine((p) => passwordLength(p) >= PASSWORD_MIN_LENGTH, { error: 'PASSWORD_MORE_THAN_8', abort: true })
  .refine((p) => passwordLength(p) <= PASSWORD_MAX_LENGTH, { error: 'PASSWORD_LESS_THAN_64', abort: true })
  .refine((p) => !/\p{Cc}/u.test(p), { error: 'PASSWORD_CONTROL_CHARACTER', abort: true })
  .refine(
    (p) => {
      const h = passwordHints(p);
      return h.upperAndLower && h.digit && h.special;
    },
    { error: 'PASSWORD_SPECIAL' },
  );

export const nameEnSchema = requiredString('NAME_EN_REQUIRED')
  .regex(/^[A-Za-z ,.'-]+$/, { error: 'NAME_EN_SPECIAL' })
  .min(2, { error: 'NAME_EN_MORE_THAN_1' })
  .max(NAME_MAX_LENGTH, { error: 'NAME_TOO_LONG' });

export const nameThSchema = requiredString('NAME_TH_REQUIRED')
  .regex(/^[\u0E00-\u0E7F ]+$/, { error: 'NAME_TH_SPECIAL' })
  .max(NAME_MAX_LENGTH, { error: 'NAME_TOO_LONG' });

/**
 * Standard address form without special characters; stored lower-cased. Dots only between characters of the
 * local part ('a..b@', '.a@', 'a.@' are refused by mail servers, so the link could never arrive).
 */
export const emailSchema = requiredString('EMAIL_REQUIRED')
  .max(EMAIL_MAX_LENGTH, { error: 'EMAIL_INVALID' })
  .regex(
    /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/,
    {
      error: 'EMAIL_INVALID',
    },
  )
  .transform((e) => e.toLowerCase());

export const otpSchema = requiredString('OTP_REQUIRED').regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: 'OTP_6_DIGITS' });

const ONE_TIME_CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/**
 * What a second-factor field accepts: the six digits of the authenticator, or a recovery code typed in any case,
 * with or without dashes (the server's `verifySecondFactor` tells them apart the same way).
 */
export const isSecondFactorCode = (value: string): boolean => ONE_TIME_CODE.test(value) || normalizeRecoveryCode(value) !== null;

/**
 * A second factor where a recovery code may stand in for the one-time code (sign-in): six digits, or a recovery code
 * as people type it (recovery-codes.ts). Anything else answers the one-time code's key.
 */
export const secondFactorCodeSchema = requiredString('OTP_REQUIRED')
  .max(40, { error: 'OTP_6_DIGITS' })
  .refine((code) => isSecondFactorCode(code), { error: 'OTP_6_DIGITS' });

/** A recovery code as people type it: any case, with or without the dashes (normalizeRecoveryCode). */
export const recoveryCodeSchema = requiredString('RECOVERY_CODE_REQUIRED')
  .max(40, { error: 'RECOVERY_CODE_INVALID', abort: true })
  .refine((code) => normalizeRecoveryCode(code) !== null, { error: 'RECOVERY_CODE_INVALID' });

export const thaiIdSchema = requiredString('THAI_ID_REQUIRED')
  .regex(/^\d+$/, { error: 'THAI_ID_SPECIAL', abort: true })
  .length(THAI_ID_LENGTH, { error: 'THAI_ID_13', abort: true })
  .refine(isValidThaiIdChecksum, { error: 'THAI_ID_CHECKSUM' });

export const passportSchema = requiredString('PASSPORT_ID_REQUIRED')
  .regex(/^[A-Za-z0-9]+$/, { error: 'PASSPORT_SPECIAL', abort: true })
  .min(PASSPORT_MIN_LENGTH, { error: 'PASSPORT_ID_OVER_THAN_5' })
  .max(PASSPORT_MAX_LENGTH, { error: 'PASSPORT_ID_LESS_THAN_12' })
  .refine((p) => !/^0+$/.test(p), { error: 'PASSPORT_ALL_ZERO' })
  .transform((p) => p.toUpperCase());

/** Whole years between a birth date and a day, both 'YYYY-MM-DD'. */
export function ageInYears(birthdate: string, on: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const isRealDate = (date: string): boolean => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};

/** yyyy-mm-dd, a real date, at least 20 years before today in Bangkok. */
export const birthdateSchema = requiredString('BIRTHDATE_REQUIRED')
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'BIRTHDATE_FORMAT', abort: true })
  .refine(isRealDate, { error: 'BIRTHDATE_INVALID', abort: true })
  .refine((b) => b >= '1900-01-01' && ageInYears(b, bangkokDate(new Date())) >= 0, { error: 'BIRTHDATE_INVALID', abort: true })
  .refine((b) => ageInYears(b, bangkokDate(new Date())) >= MINIMUM_AGE_YEARS, { error: 'AGE_UNDER_20' });

export const phoneSchema = (requiredKey: ValidationKey = 'PHONE_REQUIRED') =>
  requiredString(requiredKey)
    .regex(/^[0-9+-]+$/, { error: 'PHONE_SPECIAL', abort: true })
    .min(PHONE_MIN_LENGTH, { error: 'PHONE_MORE_THAN_8' })
    .max(PHONE_MAX_LENGTH, { error: 'PHONE_LESS_THAN_15' });

export const phoneCodeSchema = requiredString('PHONE_CODE_REQUIRED').regex(/^\+?[0-9-]{1,6}$/, { error: 'PHONE_CODE_SPECIAL' });

/** Letters of any script, digits, spaces and a few punctuation marks. */
const FREE_TEXT = /^[\p{L}\p{M}\p{N} .,'()/#&:_-]+$/u;
const freeText = (required: ValidationKey, special: ValidationKey) =>
  requiredString(required).regex(FREE_TEXT, { error: special }).max(TEXT_MAX_LENGTH, { error: 'TEXT_TOO_LONG' });

export const addressSchema = freeText('ADDRESS_REQUIRED', 'ADDRESS_SPECIAL');
export const citySchema = freeText('CITY_REQUIRED', 'CITY_SPECIAL');
export const positionSchema = freeText('POSITION_REQUIRED', 'POSITION_SPECIAL');
export const companyNameSchema = freeText('COMPANY_NAME_REQUIRED', 'COMPANY_NAME_SPECIAL');
export const postalCodeSchema = requiredString('POSTAL_CODE_REQUIRED').regex(/^[0-9+-]{1,12}$/, { error: 'POSTAL_CODE_SPECIAL' });

/** Bank names: letters of many scripts, spaces, digits and # ( ) , - . only. */
const BANK_TEXT = /^[\p{L}\p{M}\p{N} #(),.-]+$/u;
export const branchNameSchema = requiredString('BRANCH_NAME_REQUIRED')
  .regex(BANK_TEXT, { error: 'BRANCH_NAME_SPECIAL' })
  .max(TEXT_MAX_LENGTH, { error: 'TEXT_TOO_LONG' });
export const accountNameSchema = requiredString('ACCOUNT_NAME_REQUIRED')
  .regex(BANK_TEXT, { error: 'ACCOUNT_NAME_SPECIAL' })
  .max(TEXT_MAX_LENGTH, { error: 'TEXT_TOO_LONG' });
export const accountNumberSchema = requiredString('ACCOUNT_NUMBER_REQUIRED').regex(/^[0-9+-]{1,34}$/, { error: 'ACCOUNT_NUMBER_SPECIAL' });

export const signatureSchema = requiredString('SIGNATURE_REQUIRED')
  .min(SIGNATURE_MIN_LENGTH, { error: 'SIGNATURE_LENGTH' })
  .max(SIGNATURE_MAX_LENGTH, { error: 'SIGNATURE_LENGTH' });

export const versionSchema = requiredString('VERSION_REQUIRED').max(VERSION_MAX_LENGTH, { error: 'VERSION_TOO_LONG' });
