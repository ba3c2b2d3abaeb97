import Decimal from 'decimal.js';
import { STATEMENT_MAX_ROWS, type StatementField, type StatementFormat } from './reconciliation';

/**
 * Bank statement files (issue 17): bytes -> text, and CSV rows -> the credits (money in) of the operator's account.
 * Pure functions: the API splits the text into rows with csv-parse and hands them here; the tests call them directly.
 *
 * THE LAYOUTS BELOW ARE MODELLED, NOT CHECKED AGAINST REAL FILES. No bank export could be downloaded where this was
 * written: each layout follows what the banks' business-banking statement downloads are described to contain (a few
 * header lines about the account before the table, English or Thai column titles, dd/mm/yyyy dates in Buddhist-era or
 * Gregorian years, a separate time column, separate withdrawal and deposit columns with thousands separators, channel,
 * description and sender columns). The first real file of each bank must be tried before the portal relies on it;
 * see docs/decisions/0015-bank-statements.md.
 *
 * KBANK (K-BIZ account statement, CSV):
 *   any lines about the account, then the title row, then one line per transaction:
 *   Date | Time | Description | Withdrawal | Deposit | Balance | Channel | Details [| Reference No.]
 *   วันที่ | เวลา | รายการ | ถอนเงิน | ฝากเงิน | ยอดคงเหลือ | ช่องทาง | รายละเอียด [| เลขที่อ้างอิง]
 *   Details (the sender as the bank names them) is the sender; Reference No. is optional.
 * SCB (SCB Business Net account statement, CSV):
 *   Date | Time | Transaction Code | Channel | Debit | Credit | Balance | Description [| Reference]
 *   วันที่ | เวลา | รหัสรายการ | ช่องทาง | ถอน | ฝาก | ยอดคงเหลือ | รายละเอียด [| เลขที่อ้างอิง]
 *   Description (e.g. "รับโอนจาก KBANK x1234 นาย สมชาย ใจดี") is the sender; Reference is optional.
 * GENERIC: any CSV with a title row; staff name the columns of `bookedAt` (date and time in one cell:
 *   "dd/mm/yyyy HH:mm[:ss]" or "yyyy-mm-dd HH:mm[:ss]"), `amount` (a positive amount is money in; a negative one,
 *   money out, is skipped) and optionally `reference` and `sender`.
 *
 * Common rules: columns are found by their title (case, spaces and a trailing "(THB)" or "(บาท)" ignored), in any order;
 * lines before the title row are skipped; blank lines and lines whose first cell starts with "Total" / "รวม" are
 * skipped; a line with neither a deposit nor a withdrawal (a balance brought forward) is skipped; a line with a
 * withdrawal only is money out and skipped. Dates with a year above 2400 are Buddhist era (year - 543). Times are
 * Asia/Bangkok (UTC+7, no daylight saving). Amounts keep 2 decimals as strings; "1,234.50" and "1234.5" are read,
 * anything else ("1.234,50", "5e3", "฿5") is an error naming its line and column.
 */

/** How the bytes were read. */
export const STATEMENT_ENCODINGS = ['utf-8', 'utf-8-bom', 'tis-620'] as const;
export type StatementEncoding = (typeof STATEMENT_ENCODINGS)[number];

/** Why a statement file is refused; each is an error code (errors.ts) with the detail it carries. */
export type StatementProblem =
  | { code: 'STATEMENT_NOT_CSV' }
  | { code: 'STATEMENT_ENCODING' }
  | { code: 'STATEMENT_COLUMNS'; column: string }
  | { code: 'STATEMENT_ROW'; line: number; column: string }
  | { code: 'STATEMENT_EMPTY' };

export class StatementError extends Error {
  constructor(readonly problem: StatementProblem) {
    super(problem.code);
    this.name = 'StatementError';
  }
}

/** Signatures of files that are certainly not text: PNG, JPEG, GIF, PDF, ZIP (and XLSX), gzip, old Excel. */
const BINARY_MAGIC: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x25, 0x50, 0x44, 0x46],
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
  [0x1f, 0x8b],
  [0xd0, 0xcf, 0x11, 0xe0],
];

/**
 * The statement's text: UTF-8 (with or without a byte order mark) when the bytes are valid UTF-8, else TIS-620
 * (with windows-874's additions). Empty files, known binary formats and files with NUL or other control bytes
 * are not CSV; bytes valid in neither encoding are STATEMENT_ENCODING.
 */
export function decodeStatement(bytes: Uint8Array): { text: string; encoding: StatementEncoding } {
  if (bytes.length === 0) throw new StatementError({ code: 'STATEMENT_NOT_CSV' });
  if (BINARY_MAGIC.some((magic) => magic.every((byte, i) => bytes[i] === byte))) throw new StatementError({ code: 'STATEMENT_NOT_CSV' });
  // Text has tabs, line ends and printable characters only; other control bytes (NUL above all) mean a binary file.
  if (bytes.some((byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d)) {
    throw new StatementError({ code: 'STATEMENT_NOT_CSV' });
  }
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bom ? bytes.subarray(3) : bytes);
    return { text, encoding: bom ? 'utf-8-bom' : 'utf-8' };
  } catch {
    return { text: decodeTis620(bytes), encoding: 'tis-620' };
  }
}

/** windows-874's additions to TIS-620 (Thai Windows exports write them): euro, ellipsis, quotes, dashes, no-break space. */
const WINDOWS_874_EXTRAS: Readonly<Record<number, string>> = {
  128: '\u20ac',
  133: '\u2026',
  145: '\u2018',
  146: '\u2019',
  147: '\u201c',
  148: '\u201d',
  149: '\u2022',
  150: '\u2013',
  151: '\u2014',
  160: '\u00a0',
};

/**
 * TIS-620 (with windows-874's additions) decoded by its table: Thai at 0xA1..0xDA and 0xDF..0xFB is U+0E01..U+0E5B.
 * Done here rather than with TextDecoder('windows-874'), which in Node drops the bytes the encoding lacks instead of
 * failing; any such byte (0x81, 0xDB..0xDE, 0xFC..0xFF...) means the file is in neither encoding.
 */
function decodeTis620(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    if (byte < 0x80) text += String.fromCharCode(byte);
    else if ((byte >= 0xa1 && byte <= 0xda) || (byte >= 0xdf && byte <= 0xfb)) text += String.fromCharCode(byte - 0xa0 + 0x0e00);
    else {
      const extra = WINDOWS_874_EXTRAS[byte];
      if (extra === undefined) throw new StatementError({ code: 'STATEMENT_ENCODING' });
      text += extra;
    }
  }
  return text;
}

/** One credit (money in) read from a statement line. */
export type StatementCredit = {
  /** The line of the file it was read from (1 = the first line). */
  line: number;
  bookedAt: Date;
  /** Baht with 2 decimals, e.g. "5000.00". */
  amount: string;
  reference: string | null;
  sender: string | null;
  /** The line's description as it was (bank formats), for staff. */
  description: string | null;
};

/** A generic statement's columns: the title of each field's column (reference and sender optional). */
export type StatementMapping = Partial<Record<StatementField, string>>;

type Role = 'date' | 'time' | 'bookedAt' | 'withdrawal' | 'deposit' | 'amount' | 'reference' | 'sender' | 'description';
type ColumnSpec = { role: Role; titles: readonly string[]; required: boolean };

/** The bank layouts, by the titles their columns may carry (English first: it names the column in errors). */
export const BANK_LAYOUTS: Record<Exclude<StatementFormat, 'GENERIC'>, readonly ColumnSpec[]> = {
  KBANK: [
    { role: 'date', titles: ['Date', 'วันที่'], required: true },
    { role: 'time', titles: ['Time', 'เวลา'], required: true },
    { role: 'description', titles: ['Description', 'รายการ'], required: false },
    { role: 'withdrawal', titles: ['Withdrawal', 'ถอนเงิน'], required: true },
    { role: 'deposit', titles: ['Deposit', 'ฝากเงิน'], required: true },
    { role: 'sender', titles: ['Details', 'รายละเอียด'], required: false },
    { role: 'reference', titles: ['Reference No.', 'เลขที่อ้างอิง'], required: false },
  ],
  SCB: [
    { role: 'date', titles: ['Date', 'วันที่'], required: true },
    { role: 'time', titles: ['Time', 'เวลา'], required: true },
    { role: 'description', titles: ['Transaction Code', 'รหัสรายการ'], required: false },
    { role: 'withdrawal', titles: ['Debit', 'ถอน'], required: true },
    { role: 'deposit', titles: ['Credit', 'ฝาก'], required: true },
    { role: 'sender', titles: ['Description', 'รายละเอียด'], required: true },
    { role: 'reference', titles: ['Reference', 'เลขที่อ้างอิง'], required: false },
  ],
};

/** Lines before the title row that are searched for it. */
const HEADER_SEARCH_ROWS = 30;

/** "Deposit (THB)" and "deposit" are the same title. */
export const normalizeTitle = (title: string): string =>
  title
    .normalize('NFC')
    .replace(/\((thb|บาท)\)\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const clean = (cell: string | undefined): string => (cell ?? '').replace(/\s+/g, ' ').trim();

const AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

/** "1,234.5" -> "1234.50"; null when blank or "-"; undefined when it is not an amount. */
export function parseStatementAmount(cell: string): string | null | undefined {
  const text = clean(cell);
  if (text === '' || text === '-') return null;
  if (!AMOUNT.test(text)) return undefined;
  return new Decimal(text.replace(/,/g, '')).toFixed(2);
}

const BANGKOK_OFFSET_HOURS = 7;

function bangkokInstant(year: number, month: number, day: number, hour: number, minute: number, second: number): Date | undefined {
  const gregorian = year > 2400 ? year - 543 : year;
  if (gregorian < 1970 || gregorian > 2200 || hour > 23 || minute > 59 || second > 59) return undefined;
  const utc = Date.UTC(gregorian, month - 1, day, hour - BANGKOK_OFFSET_HOURS, minute, second);
  // 31/02 rolls over into March: refused.
  const check = new Date(Date.UTC(gregorian, month - 1, day));
  if (check.getUTCFullYear() !== gregorian || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return new Date(utc);
}

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const HMS = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/;

/** "24/11/2569" (Buddhist era) or "24/11/2026" or "2026-11-24", with "09:15[:30]", in Bangkok time. */
export function parseStatementDateTime(date: string, time: string): Date | undefined {
  const d = clean(date);
  const t = clean(time);
  const dmy = DMY.exec(d);
  const ymd = YMD.exec(d);
  const hms = HMS.exec(t);
  if (!hms || (!dmy && !ymd)) return undefined;
  const [day, month, year] = dmy ? [dmy[1], dmy[2], dmy[3]] : [ymd?.[3], ymd?.[2], ymd?.[1]];
  return bangkokInstant(Number(year), Number(month), Number(day), Number(hms[1]), Number(hms[2]), Number(hms[3] ?? 0));
}

/** A generic statement's one date-and-time cell: "24/11/2569 09:15", "2026-11-24 09:15:00", "2026-11-24T09:15". */
function parseOneCellDateTime(cell: string): Date | undefined {
  const match = /^(\S+)[\sT]+(\S+)$/.exec(clean(cell));
  return match ? parseStatementDateTime(match[1] ?? '', match[2] ?? '') : undefined;
}

const isFooter = (row: readonly string[]): boolean => /^(total|รวม|ยอดรวม)/i.test(clean(row[0]));
const isBlank = (row: readonly string[]): boolean => row.every((cell) => clean(cell) === '');

type Located = { role: Role; title: string; index: number };

/** The title row (the first of the first 30 with every required title) and where each column is. */
function locate(rows: readonly (readonly string[])[], specs: readonly ColumnSpec[]): { header: number; columns: Located[] } {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  let best: { header: number; columns: Located[]; missing: ColumnSpec[] } | null = null;
  for (let r = 0; r < limit; r++) {
    const titles = (rows[r] ?? []).map(normalizeTitle);
    const columns: Located[] = [];
    const missing: ColumnSpec[] = [];
    for (const spec of specs) {
      const wanted = new Set(spec.titles.map(normalizeTitle));
      const index = titles.findIndex((title) => wanted.has(title));
      if (index >= 0) columns.push({ role: spec.role, title: spec.titles[0] ?? spec.role, index });
      else if (spec.required) missing.push(spec);
    }
    if (missing.length === 0) return { header: r, columns };
    // The nearest miss names the column that is missing.
    if (columns.length > 0 && (!best || columns.length > best.columns.length)) best = { header: r, columns, missing };
  }
  const missing = best?.missing[0] ?? specs.find((spec) => spec.required);
  throw new StatementError({ code: 'STATEMENT_COLUMNS', column: missing?.titles[0] ?? '' });
}

/** The generic format's specs from the staff's mapping; bookedAt and amount must be named. */
function genericSpecs(mapping: StatementMapping): ColumnSpec[] {
  const specs: ColumnSpec[] = [];
  const add = (field: StatementField, role: Role, required: boolean) => {
    const title = mapping[field]?.trim();
    if (title) specs.push({ role, titles: [title], required: true });
    else if (required) throw new StatementError({ code: 'STATEMENT_COLUMNS', column: field });
  };
  add('bookedAt', 'bookedAt', true);
  add('amount', 'amount', true);
  add('reference', 'reference', false);
  add('sender', 'sender', false);
  return specs;
}

const TEXT_MAX = 300;
const textOrNull = (cell: string | undefined): string | null => {
  const text = clean(cell).slice(0, TEXT_MAX);
  return text === '' ? null : text;
};

/**
 * The credits of a statement's rows (CSV cells). `lineOf` maps a row's index to its line in the file (the CSV reader
 * knows it when a quoted cell spans lines); by default row i is line i + 1. Throws a StatementError naming the missing
 * column or the line and column of a bad date or amount; STATEMENT_EMPTY when the file holds no credit at all.
 */
export function readStatementRows(
  format: StatementFormat,
  rows: readonly (readonly string[])[],
  options: { mapping?: StatementMapping; lineOf?: (index: number) => number } = {},
): StatementCredit[] {
  const lineOf = options.lineOf ?? ((index: number) => index + 1);
  const specs = format === 'GENERIC' ? genericSpecs(options.mapping ?? {}) : BANK_LAYOUTS[format];
  const { header, columns } = locate(rows, specs);
  const at = (role: Role) => columns.find((column) => column.role === role);
  const cell = (row: readonly string[], role: Role) => {
    const column = at(role);
    return column ? (row[column.index] ?? '') : '';
  };
  const credits: StatementCredit[] = [];
  for (let r = header + 1; r < rows.length; r++) {
    const row = rows[r] ?? [];
    if (isBlank(row) || isFooter(row)) continue;
    const line = lineOf(r);
    const bad = (role: Role) => new StatementError({ code: 'STATEMENT_ROW', line, column: at(role)?.title ?? role });
    let amount: string;
    if (format === 'GENERIC') {
      const text = clean(cell(row, 'amount'));
      const negative = /^-\s*\d/.test(text) || /^\(.*\)$/.test(text);
      const value = parseStatementAmount(text.replace(/^-\s*/, '').replace(/^\((.*)\)$/, '$1'));
      if (value === undefined) throw bad('amount');
      if (value === null) continue;
      if (negative || new Decimal(value).isZero()) continue;
      amount = value;
    } else {
      const deposit = parseStatementAmount(cell(row, 'deposit'));
      const withdrawal = parseStatementAmount(cell(row, 'withdrawal'));
      if (deposit === undefined) throw bad('deposit');
      if (withdrawal === undefined) throw bad('withdrawal');
      if (deposit && withdrawal && !new Decimal(deposit).isZero() && !new Decimal(withdrawal).isZero()) throw bad('deposit');
      if (!deposit || new Decimal(deposit).isZero()) continue;
      amount = deposit;
    }
    const bookedAt =
      format === 'GENERIC' ? parseOneCellDateTime(cell(row, 'bookedAt')) : parseStatementDateTime(cell(row, 'date'), cell(row, 'time'));
    if (!bookedAt) throw bad(format === 'GENERIC' ? 'bookedAt' : HMS.test(clean(cell(row, 'time'))) ? 'date' : 'time');
    credits.push({
      line,
      bookedAt,
      amount,
      reference: textOrNull(cell(row, 'reference')),
      sender: textOrNull(cell(row, 'sender')),
      description: textOrNull(cell(row, 'description')),
    });
    if (credits.length > STATEMENT_MAX_ROWS) throw new StatementError({ code: 'STATEMENT_ROW', line, column: 'rows' });
  }
  if (credits.length === 0) throw new StatementError({ code: 'STATEMENT_EMPTY' });
  return credits;
}

/**
 * Each credit's fingerprint: booking time, amount, reference, sender and its occurrence among identical lines of the
 * same file, so a statement imported twice, or two statements that overlap, add each credit once (two equal transfers
 * in the same minute stay two).
 */
export function creditFingerprints(credits: readonly Pick<StatementCredit, 'bookedAt' | 'amount' | 'reference' | 'sender'>[]): string[] {
  const seen = new Map<string, number>();
  return credits.map((credit) => {
    const key = [credit.bookedAt.toISOString(), credit.amount, credit.reference ?? '', (credit.sender ?? '').toUpperCase()].join('|');
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return `${key}|${occurrence}`;
  });
}
