import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bangkokDate } from '../src/business-days';
import {
  accountNumberSchema,
  addressSchema,
  ageInYears,
  birthdateSchema,
  branchNameSchema,
  emailSchema,
  nameEnSchema,
  nameThSchema,
  otpSchema,
  passportSchema,
  passwordHints,
  passwordSchema,
  phoneCodeSchema,
  phoneSchema,
  postalCodeSchema,
  secondFactorCodeSchema,
  signatureSchema,
  thaiIdSchema,
  usernameSchema,
  versionSchema,
} from '../src/fields';
import { isValidThaiIdChecksum } from '../src/thai-id';
import { walletAddressSchema } from '../src/wallet-fields';

/** The first message key a schema answers for a value, or 'ok'. */
function firstKey(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? 'no message');
}

const yearsAgo = (years: number, dayOffset = 0): string => {
  const [y, m, d] = bangkokDate(new Date()).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d + dayOffset));
  return date.toISOString().slice(0, 10);
};

describe.each<[string, z.ZodType, unknown, string]>([
  ['username', usernameSchema, undefined, 'USERNAME_REQUIRED'],
  ['username', usernameSchema, '', 'USERNAME_REQUIRED'],
  ['username', usernameSchema, 'abc', 'USERNAME_MORE_THAN_4'],
  ['username', usernameSchema, 'abcd', 'ok'],
  ['username', usernameSchema, 'a_b-9', 'ok'],
  ['username', usernameSchema, 'abcdefghijkl', 'ok'],
  ['username', usernameSchema, 'abcdefghijklm', 'USERNAME_LESS_THAN_12'],
  ['username', usernameSchema, 'Abcd', 'USERNAME_SPECIAL'],
  ['username', usernameSchema, 'ab cd', 'USERNAME_SPECIAL'],
  ['username', usernameSchema, 'ab.cd', 'USERNAME_SPECIAL'],
  ['password', passwordSchema, '', 'PASSWORD_REQUIRED'],
  ['password', passwordSchema, 'Abcde1!', 'PASSWORD_MORE_THAN_8'],
  ['password', passwordSchema, 'Abcdef1!', 'ok'],
  ['password', passwordSchema, 'Abcdef1 ', 'ok'],
  ['password', passwordSchema, 'Abcdefg1', 'PASSWORD_SPECIAL'],
  ['password', passwordSchema, 'abcdef1!', 'PASSWORD_SPECIAL'],
  ['password', passwordSchema, 'ABCDEF1!', 'PASSWORD_SPECIAL'],
  ['password', passwordSchema, 'Abcdefg!', 'PASSWORD_SPECIAL'],
  ['password', passwordSchema, `Ab1!${'x'.repeat(60)}`, 'ok'],
  ['password', passwordSchema, `Ab1!${'x'.repeat(61)}`, 'PASSWORD_LESS_THAN_64'],
  // Any printable character (ASVS), letters and digits of any script counting for the rule (issue 29).
  ['password', passwordSchema, 'Ñandú-Ωmega-9x', 'ok'],
  ['password', passwordSchema, 'Ñandú-ωmega-9x', 'ok'],
  ['password', passwordSchema, 'ñandú-ωmega-9x', 'PASSWORD_SPECIAL'],
  ['password', passwordSchema, 'Ñandú+Ωmega+9x', 'PASSWORD_SPECIAL'],
  ['password', passwordSchema, 'Ñandú-Ωmega-xx', 'PASSWORD_SPECIAL'],
  ['password', passwordSchema, 'รหัสผ่าน Aa๙', 'ok'],
  ['password', passwordSchema, 'Пароль-№1 «ёЖ»', 'ok'],
  ['password', passwordSchema, 'Ab1!\u{1F642}\u00e9~`"<>[]{}', 'ok'],
  // Lengths in characters: 8 and 64 with characters outside the BMP, each one character.
  ['password', passwordSchema, 'Aé1-😀😀😀', 'PASSWORD_MORE_THAN_8'],
  ['password', passwordSchema, 'Aé1-😀😀😀😀', 'ok'],
  ['password', passwordSchema, `Aé1-${'😀'.repeat(60)}`, 'ok'],
  ['password', passwordSchema, `Aé1-${'😀'.repeat(61)}`, 'PASSWORD_LESS_THAN_64'],
  // Control characters are the one thing refused.
  ['password', passwordSchema, 'Abcdef1!\t', 'PASSWORD_CONTROL_CHARACTER'],
  ['password', passwordSchema, 'Abc\ndef1!', 'PASSWORD_CONTROL_CHARACTER'],
  ['password', passwordSchema, 'Abcdef1!\u0000', 'PASSWORD_CONTROL_CHARACTER'],
  ['password', passwordSchema, 'Abcdef1!\u0085', 'PASSWORD_CONTROL_CHARACTER'],
  ['nameEN', nameEnSchema, '', 'NAME_EN_REQUIRED'],
  ['nameEN', nameEnSchema, 'A', 'NAME_EN_MORE_THAN_1'],
  ['nameEN', nameEnSchema, 'Al', 'ok'],
  ['nameEN', nameEnSchema, "O'Brien-Smith Jr.", 'ok'],
  ['nameEN', nameEnSchema, 'Somchai2', 'NAME_EN_SPECIAL'],
  ['nameEN', nameEnSchema, 'สมชาย', 'NAME_EN_SPECIAL'],
  ['nameTH', nameThSchema, '', 'NAME_TH_REQUIRED'],
  ['nameTH', nameThSchema, 'สมชาย', 'ok'],
  ['nameTH', nameThSchema, 'สม ชาย', 'ok'],
  ['nameTH', nameThSchema, 'Somchai', 'NAME_TH_SPECIAL'],
  ['email', emailSchema, '', 'EMAIL_REQUIRED'],
  ['email', emailSchema, 'investor@example.co.th', 'ok'],
  ['email', emailSchema, 'first.last+tag@mail.example.com', 'ok'],
  ['email', emailSchema, 'investor@example', 'EMAIL_INVALID'],
  ['email', emailSchema, 'inv estor@example.com', 'EMAIL_INVALID'],
  ['email', emailSchema, 'investor<>@example.com', 'EMAIL_INVALID'],
  ['email', emailSchema, 'in..vestor@example.com', 'EMAIL_INVALID'],
  ['email', emailSchema, '.investor@example.com', 'EMAIL_INVALID'],
  ['email', emailSchema, 'investor.@example.com', 'EMAIL_INVALID'],
  ['otp', otpSchema, '', 'OTP_REQUIRED'],
  ['otp', otpSchema, '12345', 'OTP_6_DIGITS'],
  ['otp', otpSchema, '123456', 'ok'],
  ['otp', otpSchema, '1234567', 'OTP_6_DIGITS'],
  ['otp', otpSchema, '12345a', 'OTP_6_DIGITS'],
  ['second factor', secondFactorCodeSchema, '', 'OTP_REQUIRED'],
  ['second factor', secondFactorCodeSchema, '123456', 'ok'],
  ['second factor', secondFactorCodeSchema, '12345', 'OTP_6_DIGITS'],
  ['second factor', secondFactorCodeSchema, '7K2M-9QXD-4HZT-1WEB', 'ok'],
  ['second factor', secondFactorCodeSchema, '7k2m9qxd4hzt1web', 'ok'],
  ['second factor', secondFactorCodeSchema, '7K2M-9QXD-4HZT-1WE', 'OTP_6_DIGITS'],
  ['second factor', secondFactorCodeSchema, '7K2M-9QXD-4HZT-1WEU', 'OTP_6_DIGITS'],
  ['second factor', secondFactorCodeSchema, '1'.repeat(41), 'OTP_6_DIGITS'],
  ['thaiId', thaiIdSchema, '', 'THAI_ID_REQUIRED'],
  ['thaiId', thaiIdSchema, '1-1017-00230-70-8', 'THAI_ID_SPECIAL'],
  ['thaiId', thaiIdSchema, '110170023070', 'THAI_ID_13'],
  ['thaiId', thaiIdSchema, '11017002307081', 'THAI_ID_13'],
  ['thaiId', thaiIdSchema, '1101700230708', 'ok'],
  ['thaiId', thaiIdSchema, '1101700230709', 'THAI_ID_CHECKSUM'],
  ['passport', passportSchema, '', 'PASSPORT_ID_REQUIRED'],
  ['passport', passportSchema, 'AB12', 'PASSPORT_ID_OVER_THAN_5'],
  ['passport', passportSchema, 'AB123', 'ok'],
  ['passport', passportSchema, 'AB1234567890', 'ok'],
  ['passport', passportSchema, 'AB12345678901', 'PASSPORT_ID_LESS_THAN_12'],
  ['passport', passportSchema, 'AB-12345', 'PASSPORT_SPECIAL'],
  ['passport', passportSchema, '00000', 'PASSPORT_ALL_ZERO'],
  ['birthdate', birthdateSchema, '', 'BIRTHDATE_REQUIRED'],
  ['birthdate', birthdateSchema, '1990/01/01', 'BIRTHDATE_FORMAT'],
  ['birthdate', birthdateSchema, '90-01-01', 'BIRTHDATE_FORMAT'],
  ['birthdate', birthdateSchema, '1990-02-30', 'BIRTHDATE_INVALID'],
  ['birthdate', birthdateSchema, '1990-01-01', 'ok'],
  ['birthdate', birthdateSchema, yearsAgo(20), 'ok'],
  ['birthdate', birthdateSchema, yearsAgo(20, 1), 'AGE_UNDER_20'],
  ['birthdate', birthdateSchema, yearsAgo(-1), 'BIRTHDATE_INVALID'],
  ['phone', phoneSchema(), '', 'PHONE_REQUIRED'],
  ['phone', phoneSchema('MOB_PHONE_REQUIRED'), '', 'MOB_PHONE_REQUIRED'],
  ['phone', phoneSchema('COMP_PHONE_REQUIRED'), '', 'COMP_PHONE_REQUIRED'],
  ['phone', phoneSchema(), '1234567', 'PHONE_MORE_THAN_8'],
  ['phone', phoneSchema(), '12345678', 'ok'],
  ['phone', phoneSchema(), '+66-81234567890', 'ok'],
  ['phone', phoneSchema(), '+66-812345678901', 'PHONE_LESS_THAN_15'],
  ['phone', phoneSchema(), '0812 345 678', 'PHONE_SPECIAL'],
  ['phoneCode', phoneCodeSchema, '', 'PHONE_CODE_REQUIRED'],
  ['phoneCode', phoneCodeSchema, '+66', 'ok'],
  ['phoneCode', phoneCodeSchema, '+1-284', 'ok'],
  ['phoneCode', phoneCodeSchema, 'TH', 'PHONE_CODE_SPECIAL'],
  ['address', addressSchema, '', 'ADDRESS_REQUIRED'],
  ['address', addressSchema, '99/1 ถนนสุขุมวิท ซอย 11', 'ok'],
  ['address', addressSchema, 'Flat 2, 10 Baker Street', 'ok'],
  ['address', addressSchema, '東京都千代田区1-1', 'ok'],
  ['address', addressSchema, '<script>', 'ADDRESS_SPECIAL'],
  ['address', addressSchema, 'a'.repeat(201), 'TEXT_TOO_LONG'],
  ['postalCode', postalCodeSchema, '', 'POSTAL_CODE_REQUIRED'],
  ['postalCode', postalCodeSchema, '10500', 'ok'],
  ['postalCode', postalCodeSchema, '10500A', 'POSTAL_CODE_SPECIAL'],
  ['branchName', branchNameSchema, 'สาขาสีลม (Silom) #2', 'ok'],
  ['branchName', branchNameSchema, 'Silom/2', 'BRANCH_NAME_SPECIAL'],
  ['accountNumber', accountNumberSchema, '123-4-56789-0', 'ok'],
  ['accountNumber', accountNumberSchema, '123 456', 'ACCOUNT_NUMBER_SPECIAL'],
  ['wallet', walletAddressSchema, '', 'WALLET_ADDRESS_REQUIRED'],
  ['wallet', walletAddressSchema, '0x52908400098527886e0f7030069857d2e4169ee7', 'ok'],
  ['wallet', walletAddressSchema, '0x52908400098527886E0F7030069857D2E4169EE7', 'ok'],
  ['wallet', walletAddressSchema, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'ok'],
  ['wallet', walletAddressSchema, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'WALLET_ADDRESS_CHECKSUM'],
  ['wallet', walletAddressSchema, '0x52908400098527886e0f7030069857d2e4169ee', 'WALLET_ADDRESS_INVALID'],
  ['wallet', walletAddressSchema, '52908400098527886e0f7030069857d2e4169ee7aa', 'WALLET_ADDRESS_INVALID'],
  ['signature', signatureSchema, '', 'SIGNATURE_REQUIRED'],
  ['signature', signatureSchema, 'a', 'SIGNATURE_LENGTH'],
  ['signature', signatureSchema, 'ab', 'ok'],
  ['signature', signatureSchema, 'a'.repeat(200), 'ok'],
  ['signature', signatureSchema, 'a'.repeat(201), 'SIGNATURE_LENGTH'],
  ['version', versionSchema, '', 'VERSION_REQUIRED'],
  ['version', versionSchema, '2', 'ok'],
  ['version', versionSchema, 'v'.repeat(201), 'VERSION_TOO_LONG'],
])('%s field', (_name, schema, value, expected) => {
  it(`${JSON.stringify(value)?.slice(0, 40)} -> ${expected}`, () => {
    expect(firstKey(schema, value)).toBe(expected);
  });
});

describe('password hints', () => {
  it.each([
    ['', { length: false, upperAndLower: false, digit: false, special: false }],
    ['abcdefgh', { length: true, upperAndLower: false, digit: false, special: false }],
    ['Abcdefg1', { length: true, upperAndLower: true, digit: true, special: false }],
    ['Ab1#', { length: false, upperAndLower: true, digit: true, special: true }],
    ['Ab1 efgh', { length: true, upperAndLower: true, digit: true, special: true }],
    ['Ñandú-Ωmega-9x', { length: true, upperAndLower: true, digit: true, special: true }],
    ['ÑÉ٣😀😀😀😀😀', { length: true, upperAndLower: false, digit: true, special: false }],
  ])('%j', (password, hints) => {
    expect(passwordHints(password)).toEqual(hints);
  });
  it.each([...'#?!@$ %^&*-'])('accepts %j as the special character', (ch) => {
    expect(passwordSchema.safeParse(`Abcdef1${ch}`).success).toBe(true);
  });
});

describe('Thai ID check digit', () => {
  it.each([
    ['1101700230708', true],
    ['3100600445635', true],
    ['1101700230700', false],
    ['110170023070', false],
    ['abcdefghijklm', false],
  ])('%s -> %s', (id, valid) => {
    expect(isValidThaiIdChecksum(id)).toBe(valid);
  });
});

describe('age in years', () => {
  it.each([
    ['2006-11-21', '2026-11-21', 20],
    ['2006-11-22', '2026-11-21', 19],
    ['2004-02-29', '2024-02-28', 19],
    ['2004-02-29', '2024-02-29', 20],
    ['2004-02-29', '2025-03-01', 21],
  ])('born %s, on %s -> %i', (birth, on, age) => {
    expect(ageInYears(birth, on)).toBe(age);
  });
});

it('trims text and lower-cases e-mail', () => {
  expect(emailSchema.parse('  Investor@Example.COM ')).toBe('investor@example.com');
  expect(passportSchema.parse('ab12345')).toBe('AB12345');
});
