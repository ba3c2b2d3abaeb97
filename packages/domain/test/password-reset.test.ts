import { describe, expect, it } from 'vitest';
import { resetPasswordSchema } from '../src/contracts/accounts';
import { isSecondFactorCode } from '../src/fields';
import { resetPasswordFormSchema, resetSecondFactorSchema } from '../src/password-reset';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('a second-factor code: six digits or a recovery code', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12 3456', false],
    ['7K2M-9QXD-4HZT-1WEB', true],
    ['7k2m9qxd4hzt1web', true],
    ['7K2M 9QXD 4HZT 1WEB', true],
    // I, L and O read as 1, 1 and 0; U is not in the alphabet.
    ['7K2M-9QXD-4HZT-IWEB', true],
    ['7K2M-9QXD-4HZT-UWEB', false],
    ['7K2M-9QXD-4HZT', false],
    ['', false],
  ])('%j -> %s', (code, accepted) => {
    expect(isSecondFactorCode(code)).toBe(accepted);
  });

  it('answers SECOND_FACTOR_FORMAT for an empty, malformed or overlong code', () => {
    for (const code of ['', '  ', 'abc', 'x'.repeat(41)]) {
      expect(resetSecondFactorSchema.safeParse(code).error?.issues[0]?.message, code).toBe('SECOND_FACTOR_FORMAT');
    }
  });
});

describe('the reset body and form', () => {
  const body = { email: 'a@example.com', verificationCode: 'abc', password: 'Secret#123' };
  it('takes the body without a code, with a one-time code, and with a recovery code', () => {
    for (const otp of [undefined, '123456', '7K2M-9QXD-4HZT-1WEB'])
      expect(resetPasswordSchema.safeParse({ ...body, otp }).success).toBe(true);
  });
  it.each([
    [{ password: 'Ab#1' }, 'password', 'PASSWORD_MORE_THAN_8'],
    [{ email: 'nope' }, 'email', 'EMAIL_INVALID'],
    [{ verificationCode: '' }, 'verificationCode', 'REQUIRED'],
    [{ otp: '12' }, 'otp', 'SECOND_FACTOR_FORMAT'],
  ])('%j -> %s %s', (change, path, key) => {
    expect(issuesOf(resetPasswordSchema.safeParse({ ...body, ...change }))[path]).toBe(key);
  });

  it.each([
    [false, { password: 'Secret#123', password2: 'Secret#123', otp: '' }, {}],
    [false, { password: 'Secret#123', password2: 'Secret#124', otp: '' }, { password2: 'PASSWORD_NOT_MATCH' }],
    [true, { password: 'Secret#123', password2: 'Secret#123', otp: '' }, { otp: 'SECOND_FACTOR_FORMAT' }],
    [true, { password: 'Secret#123', password2: 'Secret#123', otp: '654321' }, {}],
    [true, { password: '', password2: 'x', otp: 'no' }, { password: 'PASSWORD_REQUIRED', otp: 'SECOND_FACTOR_FORMAT' }],
  ])('with two-factor %s: %j -> %j', (secondFactor, values, issues) => {
    expect(issuesOf(resetPasswordFormSchema(secondFactor).safeParse(values))).toMatchObject(issues);
    if (Object.keys(issues).length === 0) expect(resetPasswordFormSchema(secondFactor).safeParse(values).success).toBe(true);
  });
});
