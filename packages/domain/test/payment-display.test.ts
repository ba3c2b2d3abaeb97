import { describe, expect, it } from 'vitest';
import { formatAccountNumber, formatPromptPayId, plainAmount, plainDigits } from '../src/payment-display';

describe('payment display (issue 19)', () => {
  it.each([
    ['0812345678', '081-234-5678'],
    ['0105558012345', '0-1055-58012-34-5'],
    ['123456789012345', '123-456789012345'],
    ['081-234-5678', '081-234-5678'],
    ['12345', '12345'],
  ])('PromptPay ID %s reads %s', (id, shown) => {
    expect(formatPromptPayId(id)).toBe(shown);
    if (shown !== id) expect(plainDigits(shown)).toBe(plainDigits(id));
  });

  it.each([
    ['1234567890', '123-4-56789-0'],
    ['123456789012', '1234-5678-9012'],
    ['123456789012345', '1234-5678-9012-345'],
  ])('account number %s reads %s and copies as digits', (number, shown) => {
    expect(formatAccountNumber(number)).toBe(shown);
    expect(plainDigits(shown)).toBe(number);
  });

  it.each([
    ['20000', '20000'],
    ['20000.00', '20000'],
    ['1234567.5', '1234567.50'],
    ['300000.000000', '300000'],
    ['0.00', '0'],
    ['007', '7'],
  ])('amount %s copies as %s', (amount, plain) => {
    expect(plainAmount(amount)).toBe(plain);
    expect(plainAmount(amount)).toMatch(/^\d+(\.\d{2,})?$/);
  });
});
