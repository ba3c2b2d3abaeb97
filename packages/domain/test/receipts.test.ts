import { describe, expect, it } from 'vitest';
import {
  formatReceiptReference,
  maskPersonName,
  parseReceiptReference,
  RECEIPT_CODE_LENGTH,
  receiptCode,
  receiptSignedText,
} from '../src/receipts';

const bytes = (...values: number[]) => Uint8Array.from({ length: 32 }, (_, i) => values[i] ?? 0);

describe('receipt code: the first 100 bits of the MAC in Crockford base 32', () => {
  it.each([
    [bytes(), '00000000000000000000'],
    [bytes(0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff), 'ZZZZZZZZZZZZZZZZZZZZ'],
    // 0b00001 00010 00011 ...: 0x08 0x86 0x42 0x98 0xe8 -> 1 2 3 4 5 6 7 8
    [bytes(0x08, 0x86, 0x42, 0x98, 0xe8), '12345678000000000000'],
    // 01010 01000 11100 10011 10101 10111 01000: 10 = A, 28 = W, 19 = K (I and L skipped), 21 = N, 23 = Q (O skipped)
    [bytes(0x52, 0x39, 0x3a, 0xdd), 'A8WKNQ80000000000000'],
  ])('%#', (mac, code) => {
    expect(receiptCode(mac)).toBe(code);
    expect(code).toHaveLength(RECEIPT_CODE_LENGTH);
  });
  it('needs at least 100 bits', () => {
    expect(() => receiptCode(new Uint8Array(12))).toThrow(RangeError);
    expect(receiptCode(new Uint8Array(13))).toHaveLength(20);
  });
  it('signs the joining, the amount and the confirmation time, each in its own field', () => {
    expect(receiptSignedText(42, '10000', '2026-11-20T07:30:00.000Z')).toBe('siamico-receipt:v1:42:10000:2026-11-20T07:30:00.000Z');
    expect(receiptSignedText(4, '210000', 'x')).not.toBe(receiptSignedText(42, '10000', 'x'));
  });
});

describe('receipt reference: R<joining id> and five groups of four', () => {
  const code = 'ABCDEFGHJKMNPQRSTVWX';
  it('formats', () => {
    expect(formatReceiptReference({ joiningId: 42, code })).toBe('R42-ABCD-EFGH-JKMN-PQRS-TVWX');
  });
  it.each([
    ['R42-ABCD-EFGH-JKMN-PQRS-TVWX', 42],
    ['r42-abcd-efgh-jkmn-pqrs-tvwx', 42],
    ['  R42 ABCD EFGH JKMN PQRS TVWX ', 42],
    ['R42 ABCDEFGHJKMNPQRSTVWX', 42],
    ['R2147483647-ABCD-EFGH-JKMN-PQRS-TVWX', 2_147_483_647],
  ])('reads %s', (text, joiningId) => {
    expect(parseReceiptReference(text)).toEqual({ joiningId, code });
  });
  it('reads the letters people mistake for digits as the digits', () => {
    expect(parseReceiptReference('R7-OOOO-IIII-LLLL-0000-1111')).toEqual({ joiningId: 7, code: '00001111111100001111' });
  });
  it.each([
    [''],
    ['R'],
    ['42-ABCD-EFGH-JKMN-PQRS-TVWX'],
    ['X42-ABCD-EFGH-JKMN-PQRS-TVWX'],
    ['R-ABCD-EFGH-JKMN-PQRS-TVWX'],
    ['R0-ABCD-EFGH-JKMN-PQRS-TVWX'],
    ['R042-ABCD-EFGH-JKMN-PQRS-TVWX'],
    ['R2147483648-ABCD-EFGH-JKMN-PQRS-TVWX'],
    ['R42-ABCD-EFGH-JKMN-PQRS-TVW'],
    // Without the separator the id's end is unknown: R4 with a code starting 2 would be a different reference.
    ['R42ABCDEFGHJKMNPQRSTVWX'],
    ['R42-ABCD-EFGH-JKMN-PQRS-TVWU'],
    ['R42-ABCD-EFGH-JKMN-PQRS-TVW!'],
    ['R42-ABCD-EFGH-JKMN-PQRS-TVWX-Y'.replace('-Y', 'Y')],
  ])('refuses %j', (text) => {
    expect(parseReceiptReference(text)).toBeNull();
  });
});

describe('masked names on the public verification', () => {
  it.each([
    [['Somchai', 'Jaidee'], 'S****** J*****'],
    [['  Ann ', 'Lee'], 'A** L**'],
    [['Mary Jane', 'Watson-Parker'], 'M*** J*** W********'],
    [['X', ''], 'X'],
    [['สมชาย', 'ใจดี'], 'ส**** ใ***'],
    [['', ''], ''],
  ])('%j -> %s', (parts, masked) => {
    expect(maskPersonName(...parts)).toBe(masked);
  });
});
