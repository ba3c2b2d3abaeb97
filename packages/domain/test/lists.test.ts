import { describe, expect, it } from 'vitest';
import { BANKS, FOREIGN_BANKS, THAI_BANKS } from '../src/banks';
import { COUNTRY_OPTIONS, isCountryCode } from '../src/countries';
import { ERROR_CODES } from '../src/errors';
import {
  ANNUAL_INCOME_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  FINANCE_ASSET_OPTIONS,
  GENDER_OPTIONS,
  INQUIRY_CATEGORY,
  INQUIRY_CATEGORY_OPTIONS,
  MEMBER_INQUIRY_CATEGORY_OPTIONS,
  OCCUPATION_OPTIONS,
  REFERRAL_OPTIONS,
} from '../src/options';
import { VALIDATION_KEYS } from '../src/validation-keys';

const lists = {
  ANNUAL_INCOME_OPTIONS,
  FINANCE_ASSET_OPTIONS,
  REFERRAL_OPTIONS,
  GENDER_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  OCCUPATION_OPTIONS,
  INQUIRY_CATEGORY_OPTIONS,
  MEMBER_INQUIRY_CATEGORY_OPTIONS,
};

describe('option lists of spec section 3', () => {
  it.each(Object.entries(lists))('%s has unique values and both labels', (_name, list) => {
    expect(new Set(list.map((o) => o.value)).size).toBe(list.length);
    for (const o of list) {
      expect(o.label.en.trim()).not.toBe('');
      expect(o.label.th).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
  it('has the spec sizes', () => {
    expect(ANNUAL_INCOME_OPTIONS).toHaveLength(5);
    expect(FINANCE_ASSET_OPTIONS).toHaveLength(6);
    expect(REFERRAL_OPTIONS).toHaveLength(5);
    expect(GENDER_OPTIONS).toHaveLength(2);
    expect(BUSINESS_TYPE_OPTIONS).toHaveLength(4);
    expect(OCCUPATION_OPTIONS).toHaveLength(34);
    expect(INQUIRY_CATEGORY_OPTIONS).toHaveLength(8);
    expect(MEMBER_INQUIRY_CATEGORY_OPTIONS).toHaveLength(6);
  });
  it('keeps the route indexes of the inquiry categories', () => {
    expect(INQUIRY_CATEGORY).toMatchObject({
      icoIssuance: '1',
      passwordReset: '2',
      corporateSignup: '4',
      professionalInvestor: '5',
      otpReset: '7',
    });
    expect(INQUIRY_CATEGORY_OPTIONS.find((o) => o.value === '4')?.label.en).toMatch(/Corporate/);
    expect(MEMBER_INQUIRY_CATEGORY_OPTIONS.find((o) => o.value === '4')?.label.en).toMatch(/Reply/);
  });
});

describe('countries and banks', () => {
  it('lists every ISO country with a Thai name', () => {
    expect(COUNTRY_OPTIONS.length).toBeGreaterThanOrEqual(190);
    expect(COUNTRY_OPTIONS.find((c) => c.value === 'TH')?.label).toEqual({ en: 'Thailand', th: 'ไทย' });
    const withThai = COUNTRY_OPTIONS.filter((c) => /[\u0E00-\u0E7F]/.test(c.label.th));
    expect(withThai.length).toBeGreaterThanOrEqual(190);
    expect(isCountryCode('SG')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
  });
  it('has 36 Thai banks and foreign banks, with unique codes and both names', () => {
    expect(THAI_BANKS).toHaveLength(36);
    expect(FOREIGN_BANKS.length).toBeGreaterThan(10);
    expect(new Set(BANKS.map((b) => b.code)).size).toBe(BANKS.length);
    for (const b of BANKS) expect(b.name.th).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('catalogues', () => {
  it('has unique validation keys and error codes with real statuses', () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
    for (const [code, status] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[A-Z_]+$/);
      expect([400, 401, 403, 404, 405, 409, 413, 429, 500, 503]).toContain(status);
    }
  });
});
