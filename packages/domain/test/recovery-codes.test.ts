import { describe, expect, it } from 'vitest';
import { bankFileNeedsStepUp } from '../src/bank-account-change';
import { recoveryCodeSchema, secondFactorCodeSchema } from '../src/fields';
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_BYTES,
  RECOVERY_CODE_LENGTH,
  RECOVERY_CODES_LOW,
  recoveryCodeFromBytes,
  recoveryCodesRunLow,
} from '../src/recovery-codes';

describe('normalizeRecoveryCode', () => {
  it.each([
    ['7K2M-9QXD-4HZT-1WEB', '7K2M9QXD4HZT1WEB'],
    ['7k2m9qxd4hzt1web', '7K2M9QXD4HZT1WEB'],
    [' 7K2M 9QXD 4HZT 1WEB ', '7K2M9QXD4HZT1WEB'],
    ['7K2M-9QXD-4HZT-lWEB', '7K2M9QXD4HZT1WEB'],
    ['OK2M-9QXD-4HZT-IWEB', '0K2M9QXD4HZT1WEB'],
    ['123456', null],
    ['7K2M-9QXD-4HZT-1WE', null],
    ['7K2M-9QXD-4HZT-1WEBX', null],
    ['7K2M-9QXD-4HZT-1WEU', null],
    ['7K2M-9QXD-4HZT-1WE!', null],
    ['', null],
  ])('%j -> %j', (typed, expected) => {
    expect(normalizeRecoveryCode(typed)).toBe(expected);
  });

  it('formats a canonical code in four groups', () => {
    expect(formatRecoveryCode('7K2M9QXD4HZT1WEB')).toBe('7K2M-9QXD-4HZT-1WEB');
  });
});

describe('recoveryCodeFromBytes', () => {
  it.each([
    [new Uint8Array(16).fill(0), '0000000000000000'],
    [new Uint8Array(16).fill(31), 'ZZZZZZZZZZZZZZZZ'],
    // 32 wraps to the first letter, 255 is 31 + 7 * 32: the low five bits choose, so every letter is equally likely.
    [new Uint8Array(16).fill(32), '0000000000000000'],
    [new Uint8Array(16).fill(255), 'ZZZZZZZZZZZZZZZZ'],
    [Uint8Array.from({ length: 16 }, (_, i) => i * 2), '02468ACEGJMPRTWY'],
  ])('%j -> %s', (bytes, code) => {
    const made = recoveryCodeFromBytes(bytes);
    expect(made).toBe(code);
    expect(normalizeRecoveryCode(made)).toBe(made);
  });

  it('makes a canonical code from exactly its number of bytes', () => {
    expect(RECOVERY_CODE_BYTES).toBe(RECOVERY_CODE_LENGTH);
    expect(RECOVERY_CODE_ALPHABET).toHaveLength(32);
    expect(() => recoveryCodeFromBytes(new Uint8Array(15))).toThrow();
    expect(() => recoveryCodeFromBytes(new Uint8Array(17))).toThrow();
  });
});

describe('recoveryCodesRunLow', () => {
  it.each([
    [10, false],
    [RECOVERY_CODES_LOW + 1, false],
    [RECOVERY_CODES_LOW, true],
    [1, true],
    [0, true],
  ])('%i left -> %s', (remaining, low) => {
    expect(recoveryCodesRunLow(remaining)).toBe(low);
  });
});

describe('secondFactorCodeSchema and recoveryCodeSchema', () => {
  it.each([
    ['123456', true, 'RECOVERY_CODE_INVALID'],
    ['7K2M-9QXD-4HZT-1WEB', true, null],
    ['7k2m9qxd4hzt1web', true, null],
    [' 7K2M 9QXD 4HZT 1WEB ', true, null],
    ['12345', 'OTP_6_DIGITS', 'RECOVERY_CODE_INVALID'],
    ['12ab56', 'OTP_6_DIGITS', 'RECOVERY_CODE_INVALID'],
    ['7K2M-9QXD-4HZT-1WEU', 'OTP_6_DIGITS', 'RECOVERY_CODE_INVALID'],
    ['x'.repeat(41), 'OTP_6_DIGITS', 'RECOVERY_CODE_INVALID'],
    ['', 'OTP_REQUIRED', 'RECOVERY_CODE_REQUIRED'],
    ['   ', 'OTP_REQUIRED', 'RECOVERY_CODE_REQUIRED'],
  ])('%j: second factor %s, recovery code %s', (typed, second, recovery) => {
    const asSecond = secondFactorCodeSchema.safeParse(typed);
    expect(asSecond.success ? true : asSecond.error.issues[0]?.message).toBe(second);
    const asRecovery = recoveryCodeSchema.safeParse(typed);
    expect(asRecovery.success ? null : asRecovery.error.issues[0]?.message).toBe(recovery === null ? null : recovery);
  });
});

describe('bankFileNeedsStepUp', () => {
  it.each([
    [undefined, false],
    [null, false],
    [{ status: 'NEED_TO_SUBMIT' }, true],
    [{ status: 'NEED_TO_SCREENING' }, true],
    [{ status: 'DONE' }, true],
    [{ status: 'REJECT' }, true],
  ])('earlier submission %j -> %s', (earlier, needed) => {
    expect(bankFileNeedsStepUp(earlier)).toBe(needed);
  });
});
