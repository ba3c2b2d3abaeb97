import { describe, expect, it } from 'vitest';
import { VALIDATION_KEYS, validationKeyOf } from '../src/validation-keys';

describe('validationKeyOf', () => {
  it('keeps our keys and turns any other text into VALUE_INVALID', () => {
    for (const key of VALIDATION_KEYS) expect(validationKeyOf(key)).toBe(key);
    expect(validationKeyOf('PASS_MARK_RANGE')).toBe('PASS_MARK_RANGE');
    expect(validationKeyOf('Invalid input: expected object, received null')).toBe('VALUE_INVALID');
    expect(validationKeyOf('Too big: expected string to have <=20 characters')).toBe('VALUE_INVALID');
    expect(validationKeyOf('_LEADING')).toBe('VALUE_INVALID');
    expect(validationKeyOf(undefined)).toBe('VALUE_INVALID');
  });
});
