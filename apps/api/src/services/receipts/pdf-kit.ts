import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { COMPANY } from '@ico/domain/company';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/**
 * What receipts and statements share: the Sarabun font (Thai and Latin subsets, as @fontsource ships them), text that
 * mixes both scripts, Bangkok dates in both languages, the company header and a vector QR code.
 */
const require = createRequire(import.meta.url);
const fontFile = (subset: 'thai' | 'latin', weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/sarabun/files/sarabun-${subset}-${weight}-normal.woff`));

let fonts: Record<string, Buffer> | undefined;
const loadFonts = () => {
  fonts ??= {
    'thai-400': fontFile('thai', 400),
    'latin-400': fontFile('latin', 400),
    'thai-700': fontFile('thai', 700),
    'latin-700': fontFile('latin', 700),
  };
  return fonts;
};

export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const INK = '#1a1b1e';
export const MUTED = '#5c5f66';
export const LINE = '#ced4da';

export type Pdf = PDFKit.PDFDocument;

/** A new A4 document with the fonts registered, and its bytes once it ends. */
export function newPdf(title: string): { doc: Pdf; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: title, Author: COMPANY.nameEN, Creator: COMPANY.brand },
    lang: 'th-TH',
  });
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

const THAI = /[\u0E00-\u0E7F]/;

/** Splits text into runs of Thai and of everything else; spaces stay with the run before them. */
export function scriptRuns(text: string): Array<{ thai: boolean; text: string }> {
  const runs: Array<{ thai: boolean; text: string }> = [];
  for (const char of text) {
    const last = runs.at(-1);
    const thai = THAI.test(char);
    if (last && (last.thai === thai || /\s/.test(char))) last.text += char;
    else runs.push({ thai, text: char });
  }
  return runs;
}

export type TextOptions = { width: number; size: number; bold?: boolean; color?: string; lineGap?: number };

/** Writes text in either script at (x, y); answers the y below it. */
export function write(doc: Pdf, text: string, x: number, y: number, options: TextOptions): number {
  const runs = scriptRuns(text.length > 0 ? text : ' ');
  const weight = options.bold ? 700 : 400;
  doc.fillColor(options.color ?? INK).fontSize(options.size);
  runs.forEach((run, index) => {
    doc.font(`${run.thai ? 'thai' : 'latin'}-${weight}`);
    const continued = index < runs.length - 1;
    if (index === 0) doc.text(run.text, x, y, { width: options.width, continued, lineGap: options.lineGap ?? 1 });
    else doc.text(run.text, { continued, lineGap: options.lineGap ?? 1 });
  });
  return doc.y;
}

/** Writes one line of text in either script ending at `right` (numbers and headers of right-aligned columns). */
export function writeRight(doc: Pdf, text: string, right: number, y: number, options: Omit<TextOptions, 'width'>): number {
  const weight = options.bold ? 700 : 400;
  const runs = scriptRuns(text).map((run) => ({ ...run, font: `${run.thai ? 'thai' : 'latin'}-${weight}` }));
  doc.fontSize(options.size);
  const widths = runs.map((run) => doc.font(run.font).widthOfString(run.text));
  let x = right - widths.reduce((a, b) => a + b, 0);
  doc.fillColor(options.color ?? INK);
  runs.forEach((run, index) => {
    doc.font(run.font).text(run.text, x, y, { lineBreak: false });
    x += widths[index] ?? 0;
  });
  return y + doc.currentLineHeight(true);
}

/** A label in English with its Thai below, smaller. */
export function bilingualLabel(doc: Pdf, en: string, th: string, x: number, y: number, width: number): number {
  const below = write(doc, en, x, y, { width, size: 9, bold: true, color: MUTED });
  return write(doc, th, x, below, { width, size: 9, color: MUTED });
}

export function rule(doc: Pdf, y: number): void {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.6)
    .strokeColor(LINE)
    .stroke();
}

const bangkok = (locale: string, withTime: boolean) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: COMPANY.timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
  });

/** A time in Bangkok, in English and in Thai (the Buddhist era, as Thai readers expect). */
export function bangkokTime(at: Date): { en: string; th: string } {
  return { en: `${bangkok('en-GB', true).format(at)} (Bangkok time)`, th: `${bangkok('th-TH-u-ca-buddhist', true).format(at)} น.` };
}

export function bangkokDate(at: Date): { en: string; th: string } {
  return { en: bangkok('en-GB', false).format(at), th: bangkok('th-TH-u-ca-buddhist', false).format(at) };
}

/** The operator's block at the top of every page; answers the y below it. */
export function companyHeader(doc: Pdf, titleEN: string, titleTH: string): number {
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  write(doc, COMPANY.brand, left, left, { width: 200, size: 20, bold: true, color: '#1864ab' });
  write(doc, titleEN, left + 220, left, { width: width - 220, size: 16, bold: true });
  write(doc, titleTH, left + 220, doc.y, { width: width - 220, size: 13 });
  let y = Math.max(doc.y, left + 44) + 4;
  y = write(doc, `${COMPANY.nameEN}   ${COMPANY.nameTH}`, left, y, { width, size: 9.5, bold: true });
  y = write(doc, COMPANY.addressEN, left, y, { width, size: 8.5, color: MUTED });
  y = write(doc, COMPANY.addressTH, left, y, { width, size: 8.5, color: MUTED });
  y = write(
    doc,
    `Company registration no. / เลขทะเบียนนิติบุคคล ${COMPANY.registrationNumber}   ·   ${COMPANY.phone}   ·   ${COMPANY.supportEmail}`,
    left,
    y,
    {
      width,
      size: 8.5,
      color: MUTED,
    },
  );
  rule(doc, y + 6);
  return y + 16;
}

/** A QR code of `text`, drawn as squares (sharp at any zoom), `size` points wide. */
export function qrCode(doc: Pdf, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1)
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
  doc.fill('#000000');
}

/**
 * The investor's name in each language: their own (the Thai name when they gave one); a corporate investor's company
 * first, with the person who acts for it.
 */
export function investorNames(investor: {
  individual: 'individual' | 'corporate';
  firstNameEN: string;
  lastNameEN: string;
  firstNameTH: string;
  lastNameTH: string;
  companyName: string | null;
}): { en: string; th: string } {
  const en = `${investor.firstNameEN} ${investor.lastNameEN}`.trim();
  const th = `${investor.firstNameTH} ${investor.lastNameTH}`.trim() || en;
  const company = receiptCompanyName(investor);
  return company ? { en: `${company} (${en})`, th: `${company} (${th})` } : { en, th };
}

/**
 * The company a receipt names: a corporate investor's only. An individual's company name is the employer written in
 * the detail form ("Siam Widgets Co., Ltd."), never who paid (issue 29).
 */
export function receiptCompanyName(investor: { individual: 'individual' | 'corporate'; companyName: string | null }): string | null {
  return investor.individual === 'corporate' ? investor.companyName?.trim() || null : null;
}
