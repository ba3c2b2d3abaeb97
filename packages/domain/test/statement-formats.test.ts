import { describe, expect, it } from 'vitest';
import {
  creditFingerprints,
  decodeStatement,
  parseStatementAmount,
  parseStatementDateTime,
  readStatementRows,
  StatementError,
  type StatementProblem,
} from '../src/statement-formats';

/** TIS-620 bytes of a text (ASCII as is, Thai U+0E01..U+0E5B at 0xA1..0xFB): what a Thai Windows export writes. */
function tis620(text: string): Uint8Array {
  return Uint8Array.from(
    [...text].map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if (code < 0x80) return code;
      if (code >= 0x0e01 && code <= 0x0e5b) return code - 0x0e00 + 0xa0;
      throw new Error(`not TIS-620: ${ch}`);
    }),
  );
}
const utf8 = (text: string) => new TextEncoder().encode(text);
const withBom = (text: string) => Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(text)]);
const csv = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split(';'));

function problemOf(run: () => unknown): StatementProblem | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof StatementError) return error.problem;
    throw error;
  }
  return undefined;
}

const KBANK_TH = `
เลขที่บัญชี;123-4-56789-0
ชื่อบัญชี;บริษัท สยามไอซีโอ จำกัด
ช่วงวันที่;01/11/2569 - 24/11/2569
;
วันที่;เวลา;รายการ;ถอนเงิน;ฝากเงิน;ยอดคงเหลือ;ช่องทาง;รายละเอียด
24/11/2569;09:15;รับโอนเงิน;;5,000.00;105,000.00;K PLUS;นาย สมชาย ใจดี
24/11/2569;10:02;ชำระค่าธรรมเนียม;25.00;;104,975.00;K-BIZ;
24/11/2569;23:59:30;รับโอนเงิน;;1,250,000.5;1,354,975.50;Internet;บริษัท ทดสอบ จำกัด
รวม;;;25.00;1,255,000.50;;;
`;

describe('bytes to text', () => {
  it.each([
    ['UTF-8 without BOM', utf8('วันที่,เวลา'), 'utf-8', 'วันที่,เวลา'],
    ['UTF-8 with BOM', withBom('วันที่,เวลา'), 'utf-8-bom', 'วันที่,เวลา'],
    ['TIS-620', tis620('วันที่,เวลา'), 'tis-620', 'วันที่,เวลา'],
    ['plain ASCII', utf8('Date,Time'), 'utf-8', 'Date,Time'],
  ])('%s', (_, bytes, encoding, text) => {
    expect(decodeStatement(bytes)).toEqual({ text, encoding });
  });

  it.each([
    ['empty', new Uint8Array(0), 'STATEMENT_NOT_CSV'],
    ['a PNG', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'STATEMENT_NOT_CSV'],
    ['a ZIP (or XLSX)', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]), 'STATEMENT_NOT_CSV'],
    ['a PDF', utf8('%PDF-1.4\n'), 'STATEMENT_NOT_CSV'],
    ['NUL bytes (UTF-16)', Uint8Array.from([0x44, 0, 0x61, 0]), 'STATEMENT_NOT_CSV'],
    // 0xDB..0xDE and 0xFC..0xFF are not in TIS-620, and the bytes are not UTF-8 either.
    ['neither UTF-8 nor TIS-620', Uint8Array.from([0x41, 0xfc, 0xfd, 0x42]), 'STATEMENT_ENCODING'],
  ])('%s is refused', (_, bytes, code) => {
    expect(problemOf(() => decodeStatement(bytes))).toEqual({ code });
  });
});

describe('amounts and dates', () => {
  it.each([
    ['5,000.00', '5000.00'],
    ['5000', '5000.00'],
    ['1,234,567.5', '1234567.50'],
    [' 0.01 ', '0.01'],
    ['', null],
    ['-', null],
    ['1.234,50', undefined],
    ['5e3', undefined],
    ['฿5', undefined],
    ['12,34.00', undefined],
    ['5.001', undefined],
  ])('amount %j -> %j', (cell, expected) => {
    expect(parseStatementAmount(cell)).toBe(expected);
  });

  it.each([
    ['24/11/2569', '09:15', '2026-11-24T02:15:00.000Z'],
    ['24/11/2026', '09:15:30', '2026-11-24T02:15:30.000Z'],
    ['2026-11-24', '00:30', '2026-11-23T17:30:00.000Z'],
    ['1/1/2570', '6:59', '2026-12-31T23:59:00.000Z'],
    ['29/02/2567', '12:00', '2024-02-29T05:00:00.000Z'],
  ])('%s %s (Bangkok) is %s', (date, time, iso) => {
    expect(parseStatementDateTime(date, time)?.toISOString()).toBe(iso);
  });

  it.each([
    ['31/02/2569', '09:15'],
    ['29/02/2568', '09:15'],
    ['24/13/2569', '09:15'],
    ['24/11/69', '09:15'],
    ['24/11/2569', '24:00'],
    ['24/11/2569', ''],
    ['yesterday', '09:15'],
  ])('%s %s is not a date', (date, time) => {
    expect(parseStatementDateTime(date, time)).toBeUndefined();
  });
});

describe('KBANK', () => {
  it('reads the credits after the account lines, in Thai titles, skipping debits and the total line', () => {
    const credits = readStatementRows('KBANK', csv(KBANK_TH));
    expect(credits).toEqual([
      {
        line: 6,
        bookedAt: new Date('2026-11-24T02:15:00.000Z'),
        amount: '5000.00',
        reference: null,
        sender: 'นาย สมชาย ใจดี',
        description: 'รับโอนเงิน',
      },
      {
        line: 8,
        bookedAt: new Date('2026-11-24T16:59:30.000Z'),
        amount: '1250000.50',
        reference: null,
        sender: 'บริษัท ทดสอบ จำกัด',
        description: 'รับโอนเงิน',
      },
    ]);
  });

  it('reads English titles with (THB), Gregorian years and the optional reference column', () => {
    const rows = csv(`
Account No.;123-4-56789-0
Date;Time;Description;Withdrawal (THB);Deposit (THB);Balance (THB);Channel;Details;Reference No.
24/11/2026;09:15;Transfer Deposit;;5,000.00;5,000.00;K PLUS;MR SOMCHAI JAIDEE;2026112409150001
`);
    expect(readStatementRows('KBANK', rows)).toMatchObject([
      {
        line: 3,
        amount: '5000.00',
        reference: '2026112409150001',
        sender: 'MR SOMCHAI JAIDEE',
        bookedAt: new Date('2026-11-24T02:15:00Z'),
      },
    ]);
  });

  it.each([
    ['no deposit column', 'Date;Time;Withdrawal;Balance\n24/11/2569;09:15;1.00;1.00', { code: 'STATEMENT_COLUMNS', column: 'Deposit' }],
    ['no title row at all', '24/11/2569;09:15;;5,000.00', { code: 'STATEMENT_COLUMNS', column: 'Date' }],
    [
      'a bad amount',
      'Date;Time;Description;Withdrawal;Deposit\n24/11/2569;09:15;x;;5,000.00\n24/11/2569;09:16;x;;5.000,00',
      { code: 'STATEMENT_ROW', line: 3, column: 'Deposit' },
    ],
    [
      'a bad date',
      'Date;Time;Description;Withdrawal;Deposit\n31/02/2569;09:15;x;;5,000.00',
      { code: 'STATEMENT_ROW', line: 2, column: 'Date' },
    ],
    [
      'a bad time',
      'Date;Time;Description;Withdrawal;Deposit\n24/11/2569;9am;x;;5,000.00',
      { code: 'STATEMENT_ROW', line: 2, column: 'Time' },
    ],
    [
      'both columns on one line',
      'Date;Time;Description;Withdrawal;Deposit\n24/11/2569;09:15;x;1.00;5.00',
      { code: 'STATEMENT_ROW', line: 2, column: 'Deposit' },
    ],
    ['debits only', 'Date;Time;Description;Withdrawal;Deposit\n24/11/2569;09:15;x;100.00;', { code: 'STATEMENT_EMPTY' }],
  ])('%s', (_, text, problem) => {
    expect(problemOf(() => readStatementRows('KBANK', csv(text)))).toEqual(problem);
  });

  it('reads a TIS-620 file the same as its UTF-8 twin', () => {
    const fromTis = decodeStatement(tis620(KBANK_TH));
    const fromBom = decodeStatement(withBom(KBANK_TH));
    expect(fromTis.encoding).toBe('tis-620');
    expect(readStatementRows('KBANK', csv(fromTis.text))).toEqual(readStatementRows('KBANK', csv(fromBom.text)));
  });

  it('uses the line numbers the CSV reader gives', () => {
    const rows = csv('Date;Time;Description;Withdrawal;Deposit\n24/11/2569;09:15;x;;oops');
    expect(problemOf(() => readStatementRows('KBANK', rows, { lineOf: (i) => i + 10 }))).toEqual({
      code: 'STATEMENT_ROW',
      line: 11,
      column: 'Deposit',
    });
  });
});

describe('SCB', () => {
  it('reads Thai and English titles, the description as the sender', () => {
    const thai = csv(`
บัญชี;111-2-33333-4
วันที่;เวลา;รหัสรายการ;ช่องทาง;ถอน;ฝาก;ยอดคงเหลือ;รายละเอียด;เลขที่อ้างอิง
24/11/2569;13:45:10;X1;ENET;;2,500.00;10,000.00;รับโอนจาก KBANK x1234 นาย สมชาย;REF-77
24/11/2569;14:00;X2;ENET;100.00;;9,900.00;โอนออก;
`);
    expect(readStatementRows('SCB', thai)).toEqual([
      {
        line: 3,
        bookedAt: new Date('2026-11-24T06:45:10Z'),
        amount: '2500.00',
        reference: 'REF-77',
        sender: 'รับโอนจาก KBANK x1234 นาย สมชาย',
        description: 'X1',
      },
    ]);
    const english = csv('Date;Time;Transaction Code;Channel;Debit;Credit;Balance;Description\n24/11/2026;13:45;X1;ENET;;2500;1;Somchai');
    expect(readStatementRows('SCB', english)).toMatchObject([{ amount: '2500.00', reference: null, sender: 'Somchai' }]);
  });

  it('names the missing column', () => {
    expect(problemOf(() => readStatementRows('SCB', csv('Date;Time;Debit;Credit\n24/11/2569;09:15;;1.00')))).toEqual({
      code: 'STATEMENT_COLUMNS',
      column: 'Description',
    });
  });
});

describe('GENERIC', () => {
  const mapping = { bookedAt: 'When', amount: 'Amount', reference: 'Ref', sender: 'From' };

  it('reads the mapped columns, skipping money out', () => {
    const rows = csv(`
When;Amount;Ref;From;Other
2026-11-24 09:15:00;5000;A1;Somchai;x
24/11/2569 09:16;-200.00;A2;Fee;x
2026-11-24T09:17;1,000.25;;;x
`);
    expect(readStatementRows('GENERIC', rows, { mapping })).toEqual([
      { line: 2, bookedAt: new Date('2026-11-24T02:15:00Z'), amount: '5000.00', reference: 'A1', sender: 'Somchai', description: null },
      { line: 4, bookedAt: new Date('2026-11-24T02:17:00Z'), amount: '1000.25', reference: null, sender: null, description: null },
    ]);
  });

  it.each([
    ['no amount in the mapping', { bookedAt: 'When' }, 'When;Amount\n2026-11-24 09:15;1', { code: 'STATEMENT_COLUMNS', column: 'amount' }],
    ['a mapped column the file lacks', mapping, 'When;Amount;Ref\n2026-11-24 09:15;1;x', { code: 'STATEMENT_COLUMNS', column: 'From' }],
    ['a date without a time', mapping, 'When;Amount;Ref;From\n2026-11-24;1;x;y', { code: 'STATEMENT_ROW', line: 2, column: 'When' }],
    ['a bad amount', mapping, 'When;Amount;Ref;From\n2026-11-24 09:00;abc;x;y', { code: 'STATEMENT_ROW', line: 2, column: 'Amount' }],
  ])('%s', (_, given, text, problem) => {
    expect(problemOf(() => readStatementRows('GENERIC', csv(text), { mapping: given }))).toEqual(problem);
  });
});

describe('fingerprints', () => {
  const at = new Date('2026-11-24T02:15:00Z');
  it('tell equal lines apart by their occurrence and stay the same across files', () => {
    const lines = [
      { bookedAt: at, amount: '5000.00', reference: null, sender: 'A' },
      { bookedAt: at, amount: '5000.00', reference: null, sender: 'a' },
      { bookedAt: at, amount: '5000.00', reference: 'R', sender: 'A' },
    ];
    const first = creditFingerprints(lines);
    expect(new Set(first).size).toBe(3);
    expect(first[1]?.endsWith('|1')).toBe(true);
    // An overlapping statement holding the first line only gives it the same fingerprint.
    expect(creditFingerprints(lines.slice(0, 1))[0]).toBe(first[0]);
  });
});
