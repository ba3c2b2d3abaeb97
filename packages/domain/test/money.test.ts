import { describe, expect, it } from 'vitest';
import { formatInteger } from '../src/format';
import {
  compareDecimals,
  formatBaht,
  formatDecimal,
  formatTokens,
  pricePerToken,
  subtractDecimals,
  sumDecimals,
  tokenAmount,
} from '../src/money';

describe('token amount = amount / (totalAmount / totalAmountToken), 8 decimals', () => {
  it.each([
    ['1000', '1000000', '1000000', '1000.00000000'],
    ['1000', '1000000', '500000', '500.00000000'],
    ['100', '3000000', '1000000', '33.33333333'],
    ['200', '3000000', '1000000', '66.66666666'],
    ['1', '3', '1', '0.33333333'],
    ['300000', '70000000', '12345678.12345678', '52910.04910052'],
    ['0', '1000', '10', '0.00000000'],
    ['999999999999999', '1000000000000000', '1', '0.99999999'],
  ])('%s of %s for %s tokens -> %s', (amount, total, tokens, expected) => {
    expect(tokenAmount(amount, total, tokens)).toBe(expected);
  });
  it('never uses binary floats: 0.1 + 0.2 stays 0.3', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(subtractDecimals('1000000', '999999.99')).toBe('0.01');
  });
  it('rejects an offering without a total', () => {
    expect(() => tokenAmount('1', '0', '1')).toThrow(RangeError);
  });
});

describe('price per token = totalAmount / totalAmountToken, 2 to 8 decimals, half up', () => {
  it.each([
    ['30000000', '30000000', '1.00'],
    ['1000000', '1000000.00000000', '1.00'],
    ['1000000', '400000', '2.50'],
    ['1000000', '4000000', '0.25'],
    ['3000000', '1000000', '3.00'],
    ['1', '3', '0.33333333'],
    ['2', '3', '0.66666667'],
    ['10000000', '3', '3333333.33333333'],
    ['70000000', '12345678.12345678', '5.67000041'],
    ['1', '1000000000', '0.00'],
    ['5', '1000000000', '0.00000001'],
    ['200000000', '1', '200000000.00'],
    ['1000', '0.00000001', '100000000000.00'],
    ['0', '10', '0.00'],
  ])('%s Baht for %s tokens -> %s Baht a token', (total, tokens, expected) => {
    expect(pricePerToken(total, tokens)).toBe(expected);
  });
  it('agrees with the token amount: the whole total buys every token at that price', () => {
    expect(tokenAmount('1000000', '1000000', '400000')).toBe('400000.00000000');
    expect(pricePerToken('1000000', '400000')).toBe('2.50');
  });
  it('refuses an offering without tokens', () => {
    expect(() => pricePerToken('1000', '0')).toThrow(RangeError);
    expect(() => pricePerToken('1000', '-1')).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it.each([
    ['0', 2, '0.00'],
    ['999', 2, '999.00'],
    ['1000', 2, '1,000.00'],
    ['1234567.891', 2, '1,234,567.89'],
    ['-1234.5', 2, '-1,234.50'],
    ['300000', 0, '300,000'],
  ])('%s with %i decimals -> %s', (value, decimals, expected) => {
    expect(formatDecimal(value, decimals)).toBe(expected);
  });
  it('shows Baht with 2 and tokens with 8 decimals', () => {
    expect(formatBaht('300000')).toBe('300,000.00');
    expect(formatTokens('12345.5')).toBe('12,345.50000000');
  });
  it('compares exactly', () => {
    expect(compareDecimals('300000', '300000.00')).toBe(0);
    expect(compareDecimals('300000.01', '300000')).toBe(1);
    expect(compareDecimals('1', '2')).toBe(-1);
  });
});

describe('integers without decimal maths', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [300000, '300,000'],
    [50000000, '50,000,000'],
    [-1234, '-1,234'],
  ])('%i -> %s', (value, expected) => {
    expect(formatInteger(value)).toBe(expected);
  });
});
