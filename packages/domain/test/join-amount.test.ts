import { describe, expect, it } from 'vitest';
import { type AmountTerms, amountRefusal, availableOf, isAmountRefusalCode, isWholeBaht, joinLimit } from '../src/join-amount';

const retail: AmountTerms = { minimumAmount: '1000', availableAmount: '500000', level: 'RETAIL_INVESTOR_LEVEL' };
const professional: AmountTerms = { ...retail, level: 'PROFESSIONAL_INVESTOR_LEVEL' };

describe('amount rules (spec section 5): whole Baht, the minimum, 300,000 Baht for retail, what is left', () => {
  it.each([
    ['0', true],
    ['5000', true],
    ['999999999999999', true],
    ['1000000000000000', false],
    ['', false],
    ['12.5', false],
    ['-5', false],
    ['1e6', false],
    [' 5', false],
    ['5,000', false],
  ])('whole Baht %j -> %s', (value, expected) => {
    expect(isWholeBaht(value)).toBe(expected);
  });

  it.each([
    ['999', retail, { code: 'UNDER_MINIMUM' }],
    ['1000', retail, undefined],
    ['300000', retail, undefined],
    ['300001', retail, { code: 'OVER_MAXIMUM', detail: { limit: '300000' } }],
    ['300001', professional, undefined],
    ['500000', professional, undefined],
    ['500001', professional, { code: 'OVER_TOTAL_VOLUME', detail: { available: '500000' } }],
    ['200000', { ...retail, availableAmount: '199999' }, { code: 'OVER_TOTAL_VOLUME', detail: { available: '199999' } }],
    ['200000', { ...retail, availableAmount: '200000' }, undefined],
    // Nothing left (or less than nothing, after staff lowered the total): the detail says 0.
    ['1000', { ...retail, availableAmount: '-5000' }, { code: 'OVER_TOTAL_VOLUME', detail: { available: '0' } }],
    // Availability checked elsewhere (the server checks it last, under the offering lock).
    ['900000000', { ...professional, availableAmount: null }, undefined],
    // In the contract's order: the minimum before the cap before the volume.
    ['999', { ...retail, minimumAmount: '1000', availableAmount: '0' }, { code: 'UNDER_MINIMUM' }],
    ['400000', { ...retail, availableAmount: '100' }, { code: 'OVER_MAXIMUM', detail: { limit: '300000' } }],
    ['400000', { ...retail, minimumAmount: '500000' }, { code: 'UNDER_MINIMUM' }],
  ] as const)('%s against %j -> %j', (amount, terms, expected) => {
    expect(amountRefusal(amount, terms)).toEqual(expected);
  });

  it.each([
    ['VIEWER_LEVEL', undefined],
    ['RETAIL_INVESTOR_LEVEL', 300_000],
    ['PROFESSIONAL_INVESTOR_LEVEL', undefined],
    ['BLOCKED_LEVEL', undefined],
  ] as const)('the cap of %s is %s', (level, cap) => {
    expect(joinLimit(level)).toBe(cap);
  });

  it.each([
    // total, reserved counter -> what is left for new reservations
    ['400000', '300000', '100000'],
    ['1000000', '0', '1000000'],
    ['1000000', '1000000', '0'],
    ['1000', '9000', '0'],
  ])('available of %s with %s reserved: %s', (total, reserved, expected) => {
    expect(availableOf(total, reserved)).toBe(expected);
  });

  it('knows its codes', () => {
    expect(['UNDER_MINIMUM', 'OVER_MAXIMUM', 'OVER_TOTAL_VOLUME', 'AMOUNT_MIN', 'LEVEL_NOT_ALLOWED'].map(isAmountRefusalCode)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
