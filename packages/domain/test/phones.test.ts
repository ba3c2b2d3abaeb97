import { describe, expect, it } from 'vitest';
import { companyFileSchema } from '../src/kyc-schemas';
import { displayPhone, E164_PATTERN, phoneParts, toE164, typedPhoneToE164 } from '../src/phones';

describe('phones are stored in E.164 (issue 19)', () => {
  it.each([
    ['+66', '0812345678', '+66812345678'],
    ['+66', '812345678', '+66812345678'],
    ['+66', '081-234-5678', '+66812345678'],
    ['+66', '021234567', '+6621234567'],
    ['66', '21234567', '+6621234567'],
    ['+81', '0612345678', '+81612345678'],
    ['+39', '0612345678', '+390612345678'], // Italy keeps its leading 0
    ['+66', '1234567', undefined], // too short for Thailand
    ['+66', '123456789012', undefined], // too long for Thailand
    ['+66', '+81612345678', undefined], // another code typed into the number
    ['', '0812345678', undefined],
    ['+66', '', undefined],
    ['+999', '12345678', undefined], // a calling code no country has: refused, never thrown
    ['+0', '12345678', undefined],
  ])('%s %s -> %s', (code, local, stored) => {
    expect(toE164(code, local)).toBe(stored);
    if (stored) expect(stored).toMatch(E164_PATTERN);
  });

  it.each([
    ['+66812345678', '081 234 5678'],
    ['+6621234567', '02 123 4567'],
    ['+66-0812345678', '081 234 5678'], // the older stored form
    ['+81612345678', '+81 6 1234 5678'],
    ['not a phone', 'not a phone'],
    ['+999-12345678', '+999-12345678'], // an unknown calling code shows as it is, never throws
  ])('%s reads as %s', (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown);
  });

  it('splits a stored phone back into the form fields, as dialled in its country', () => {
    expect(phoneParts('+66812345678')).toEqual({ code: '+66', local: '0812345678' });
    expect(phoneParts('+81612345678')).toEqual({ code: '+81', local: '0612345678' });
    expect(phoneParts('nonsense')).toBeUndefined();
  });
});

describe('a phone typed into one field (the company file) in E.164', () => {
  it.each([
    ['+66-21234567', '+6621234567'], // the joined form the company file has taken so far
    ['+66-021234567', '+6621234567'], // with the trunk 0 after the code
    ['+6621234567', '+6621234567'],
    ['+66 2 123 4567', '+6621234567'],
    ['02-123-4567', '+6621234567'], // no code: dialled in Thailand
    ['0812345678', '+66812345678'],
    ['+81-0612345678', '+81612345678'],
    ['+1-2025550143', '+12025550143'],
    ['1234567', undefined], // too short for Thailand
    ['+66-1', undefined],
    ['+999-12345678', undefined], // no such code
    ['', undefined],
  ])('%s -> %s', (typed, stored) => {
    expect(typedPhoneToE164(typed)).toBe(stored);
  });

  it('the company file refuses a phone that cannot be a number, with the key the form shows', () => {
    const base = {
      companyName: 'Siam Tokens',
      businessType: 'FINANCE',
      address: '99 Sathorn',
      city: 'Bangkok',
      postalCode: '10120',
      country: 'TH',
    };
    expect(companyFileSchema.safeParse({ ...base, phone: '+66-21234567' }).success).toBe(true);
    const refused = companyFileSchema.safeParse({ ...base, phone: '+66-1234567' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['phone', 'PHONE_INVALID']]);
  });
});
