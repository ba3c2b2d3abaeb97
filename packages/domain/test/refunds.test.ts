import { describe, expect, it } from 'vitest';
import { refundCompleteSchema, refundOpenSchema } from '../src/contracts/refunds';
import { BANK_REFERENCE_MAX } from '../src/four-eyes';
import { REFUND_REASONS, type RefundReason } from '../src/reconciliation';
import {
  fittingRefundReasons,
  maskAccountNumber,
  refundAmountSchema,
  refundLimit,
  refundReasonFits,
  withinRefundLimit,
} from '../src/refunds';
import { JOINING_STATUSES, type JoiningStatus, PAID_STATUSES } from '../src/statuses';

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('a refund amount: Baht with at most 2 decimals, more than zero, never a float', () => {
  it.each([
    ['1', '1.00'],
    ['0.01', '0.01'],
    ['10000', '10000.00'],
    ['1500.5', '1500.50'],
    ['  300000.25 ', '300000.25'],
    ['1000000000', '1000000000.00'],
  ])('%j is %s', (input, stored) => {
    expect(refundAmountSchema.parse(input)).toBe(stored);
  });

  it.each([
    ['', 'AMOUNT_REQUIRED'],
    ['   ', 'AMOUNT_REQUIRED'],
    ['0', 'AMOUNT_POSITIVE'],
    ['0.00', 'AMOUNT_POSITIVE'],
    ['1.001', 'AMOUNT_DECIMALS'],
    ['-5', 'AMOUNT_DECIMALS'],
    ['1e3', 'AMOUNT_DECIMALS'],
    ['1,000', 'AMOUNT_DECIMALS'],
    ['.5', 'AMOUNT_DECIMALS'],
    ['NaN', 'AMOUNT_DECIMALS'],
    ['12345678901', 'AMOUNT_DECIMALS'],
    ['1000000000.01', 'AMOUNT_TOO_LARGE'],
  ])('%j is refused with %s', (input, key) => {
    expect(issues(refundAmountSchema.safeParse(input))).toEqual({ '': key });
  });

  it('refuses a JSON number (a float on the wire) and nothing', () => {
    expect(issues(refundAmountSchema.safeParse(1500.5))).toEqual({ '': 'AMOUNT_REQUIRED' });
    expect(issues(refundAmountSchema.safeParse(undefined))).toEqual({ '': 'AMOUNT_REQUIRED' });
  });
});

describe('the open body', () => {
  it('takes a joining, an optional credit, the amount, a listed reason and an optional note', () => {
    expect(refundOpenSchema.parse({ joiningId: 7, amount: '100', reason: 'CANCELLED_RESERVATION' })).toEqual({
      joiningId: 7,
      amount: '100.00',
      reason: 'CANCELLED_RESERVATION',
    });
    expect(refundOpenSchema.parse({ joiningId: '7', creditId: '3', amount: '1.5', reason: 'UNMATCHED_CREDIT', note: ' ok ' })).toEqual({
      joiningId: 7,
      creditId: 3,
      amount: '1.50',
      reason: 'UNMATCHED_CREDIT',
      note: 'ok',
    });
  });

  it('names each bad field', () => {
    expect(issues(refundOpenSchema.safeParse({}))).toEqual({
      joiningId: 'INVALID_OPTION',
      amount: 'AMOUNT_REQUIRED',
      reason: 'INVALID_OPTION',
    });
    expect(
      issues(refundOpenSchema.safeParse({ joiningId: 0, creditId: 2_147_483_648, amount: '1', reason: 'GIFT', note: 'x'.repeat(501) })),
    ).toEqual({ joiningId: 'INVALID_OPTION', creditId: 'INVALID_OPTION', reason: 'INVALID_OPTION', note: 'TEXT_TOO_LONG' });
  });
});

describe('the complete body', () => {
  it.each([
    [{ bankReference: ' KBANK-1 ' }, null],
    [{ bankReference: 'R'.repeat(BANK_REFERENCE_MAX) }, null],
    [{}, { bankReference: 'REQUIRED' }],
    [{ bankReference: '   ' }, { bankReference: 'REQUIRED' }],
    [{ bankReference: 'R'.repeat(BANK_REFERENCE_MAX + 1) }, { bankReference: 'TEXT_TOO_LONG' }],
  ])('%j', (input, refused) => {
    const result = refundCompleteSchema.safeParse(input);
    if (refused) expect(issues(result)).toEqual(refused);
    else expect(result.success).toBe(true);
  });

  it('trims the reference', () => {
    expect(refundCompleteSchema.parse({ bankReference: ' KBANK-1 ', note: '' })).toEqual({ bankReference: 'KBANK-1' });
  });
});

describe('which reasons fit which joinings', () => {
  const fits = (status: JoiningStatus, extra: Partial<{ cancelledForNonPayment: boolean; fromCredit: boolean }> = {}) =>
    fittingRefundReasons({ status, cancelledForNonPayment: false, fromCredit: false, ...extra });

  it.each<[JoiningStatus, Partial<{ cancelledForNonPayment: boolean; fromCredit: boolean }>, RefundReason[]]>([
    ['FUNDING_FAIL', {}, ['FUNDING_FAIL']],
    ['RESERVATION_REJECTED', {}, ['CANCELLED_RESERVATION']],
    ['RESERVATION_REJECTED', { cancelledForNonPayment: true }, ['LATE_PAYMENT', 'CANCELLED_RESERVATION']],
    ['PAYMNENT_CONFIRMED', {}, ['EXCESS_PAYMENT']],
    ['MONITORING_MODE', {}, ['EXCESS_PAYMENT']],
    ['WAITING_FOR_PAYMENT', {}, []],
    ['WAITING_FOR_PAYMENT', { fromCredit: true }, ['UNMATCHED_CREDIT']],
    ['REFUND_PROCESSING', {}, []],
    ['RESERVATION_REJECTED', { fromCredit: true }, ['UNMATCHED_CREDIT', 'CANCELLED_RESERVATION']],
  ])('%s %j: %j', (status, extra, expected) => {
    expect(new Set(fits(status, extra))).toEqual(new Set(expected));
  });

  it('FUNDING_FAIL only at FUNDING_FAIL and EXCESS_PAYMENT only when paid, over every status', () => {
    for (const status of JOINING_STATUSES) {
      const s = { status, cancelledForNonPayment: false, fromCredit: false };
      expect(refundReasonFits('FUNDING_FAIL', s), status).toBe(status === 'FUNDING_FAIL');
      expect(refundReasonFits('EXCESS_PAYMENT', s), status).toBe((PAID_STATUSES as readonly string[]).includes(status));
      expect(refundReasonFits('UNMATCHED_CREDIT', s), status).toBe(false);
      expect(refundReasonFits('UNMATCHED_CREDIT', { ...s, fromCredit: true }), status).toBe(true);
    }
  });

  it('answers the reasons in the list order', () => {
    const all = fittingRefundReasons({ status: 'RESERVATION_REJECTED', cancelledForNonPayment: true, fromCredit: true });
    expect(all).toEqual(REFUND_REASONS.filter((r) => all.includes(r)));
  });
});

describe('the most that may be refunded', () => {
  it.each([
    [{ creditAmount: '10000.50', paid: '10000', refundedWithoutCredit: ['10000'] }, '10000.50'],
    [{ creditAmount: null, paid: '10000', refundedWithoutCredit: [] }, '10000.00'],
    [{ creditAmount: null, paid: '10000', refundedWithoutCredit: ['2500.25', '0.75'] }, '7499.00'],
    [{ creditAmount: null, paid: '10000', refundedWithoutCredit: ['10000'] }, '0.00'],
    [{ creditAmount: null, paid: '10000', refundedWithoutCredit: ['12000'] }, '0.00'],
    [{ creditAmount: null, paid: null, refundedWithoutCredit: [] }, '0.00'],
    // 0.1 + 0.2 in binary floats is 0.30000000000000004: decimals keep it exact.
    [{ creditAmount: null, paid: '0.30', refundedWithoutCredit: ['0.1', '0.2'] }, '0.00'],
  ])('%j: %s', (input, limit) => {
    expect(refundLimit(input)).toBe(limit);
  });

  it.each([
    ['10000.00', '10000.00', true],
    ['10000.01', '10000.00', false],
    ['0.01', '0.00', false],
    ['9999.99', '10000', true],
  ])('%s within %s: %s', (amount, limit, ok) => {
    expect(withinRefundLimit(amount, limit)).toBe(ok);
  });
});

describe('masked account numbers', () => {
  it.each([
    ['123-4-56789-0', '••••7890'],
    ['1234567890', '••••7890'],
    ['12', '••••12'],
  ])('%s -> %s', (input, masked) => {
    expect(maskAccountNumber(input)).toBe(masked);
  });
});
