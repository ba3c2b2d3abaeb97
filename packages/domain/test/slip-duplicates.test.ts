import { describe, expect, it } from 'vitest';
import { findBankBySlipCode, THAI_BANKS } from '../src/banks';
import { normaliseSlipReference, type SlipFingerprint, slipRefusal } from '../src/slip-duplicates';

const onFile: SlipFingerprint[] = [
  { joiningId: 1, receivedSha256: 'aaa', reference: '2026112400001' },
  { joiningId: 2, receivedSha256: 'bbb', reference: null },
];

describe('a payment slip sent twice', () => {
  it.each<[string, SlipFingerprint, ReturnType<typeof slipRefusal>]>([
    ['a new file with a new reference', { joiningId: 3, receivedSha256: 'ccc', reference: '2026112400002' }, null],
    ['a new file without a readable code', { joiningId: 3, receivedSha256: 'ccc', reference: null }, null],
    ['the same file for another joining', { joiningId: 3, receivedSha256: 'aaa', reference: '2026112400001' }, 'SLIP_ALREADY_SENT'],
    ['the same file for the same joining', { joiningId: 1, receivedSha256: 'aaa', reference: '2026112400001' }, 'SLIP_ALREADY_SENT'],
    ['the same file without a code, again', { joiningId: 2, receivedSha256: 'bbb', reference: null }, 'SLIP_ALREADY_SENT'],
    [
      'another picture of a transfer used on another joining',
      { joiningId: 3, receivedSha256: 'ddd', reference: '2026112400001' },
      'SLIP_REFERENCE_USED',
    ],
    ['another picture of the same transfer, same joining', { joiningId: 1, receivedSha256: 'ddd', reference: '2026112400001' }, null],
  ])('%s', (_name, slip, expected) => {
    expect(slipRefusal(slip, onFile)).toBe(expected);
  });

  it('accepts the first slip ever sent', () => {
    expect(slipRefusal({ joiningId: 1, receivedSha256: 'aaa', reference: '1' }, [])).toBeNull();
  });

  it('compares references without case or surrounding spaces', () => {
    expect(normaliseSlipReference(' 0143abcDEF ')).toBe('0143ABCDEF');
  });
});

describe('the banks a slip names', () => {
  it.each([
    ['002', 'BBL'],
    ['004', 'KBANK'],
    ['006', 'KTB'],
    ['011', 'TTB'],
    ['014', 'SCB'],
    ['025', 'BAY'],
    ['030', 'GSB'],
    ['034', 'BAAC'],
  ])('%s is %s', (slipCode, bank) => {
    expect(findBankBySlipCode(slipCode)?.code).toBe(bank);
  });

  it('has unique three-digit codes and knows no made-up one', () => {
    const codes = THAI_BANKS.flatMap((bank) => (bank.slipCode ? [bank.slipCode] : []));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{3}$/);
    expect(findBankBySlipCode('999')).toBeUndefined();
  });
});
