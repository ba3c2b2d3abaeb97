import { formatBaht, formatTokens, sumDecimals } from '@ico/domain/money';
import { NAME_EN, NAME_TH } from '../../mail/joining-messages';
import { isPaid, type ReceiptRow } from './paid-joinings';
import { bangkokDate, bangkokTime, companyHeader, investorNames, MUTED, newPdf, PAGE, type Pdf, rule, write, writeRight } from './pdf-kit';

export type StatementContent = {
  investor: ReceiptRow['investor'];
  rows: ReadonlyArray<ReceiptRow & { confirmedAt: Date | null }>;
  issuedAt: Date;
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Columns: x offset from the margin, width, and whether numbers align right. */
const COLUMNS = [
  { en: 'Offering', th: 'โครงการ', x: 0, width: 118 },
  { en: 'Reserved', th: 'วันที่จอง', x: 122, width: 92 },
  { en: 'Amount (THB)', th: 'จำนวนเงิน (บาท)', x: 218, width: 78, right: true },
  { en: 'Tokens', th: 'จำนวนโทเคน', x: 300, width: 92, right: true },
  { en: 'Status', th: 'สถานะ', x: 400, width: 99 },
] as const;

function tableHeader(doc: Pdf, y: number): number {
  let bottom = y;
  for (const column of COLUMNS) {
    const x = PAGE.margin + column.x;
    const label = { size: 8.5, color: MUTED };
    const below =
      'right' in column
        ? writeRight(doc, column.th, x + column.width, writeRight(doc, column.en, x + column.width, y, { ...label, bold: true }), label)
        : write(doc, column.th, x, write(doc, column.en, x, y, { ...label, width: column.width, bold: true }), {
            ...label,
            width: column.width,
          });
    bottom = Math.max(bottom, below);
  }
  rule(doc, bottom + 3);
  return bottom + 8;
}

/** Every reservation of one investor, with the totals paid, in English and Thai. */
export async function statementPdf(content: StatementContent): Promise<Buffer> {
  const { doc, done } = newPdf(`Statement ${content.investor.username}`);
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  let y = companyHeader(doc, 'Statement of reservations', 'รายการจองซื้อทั้งหมด');
  const names = investorNames(content.investor);
  const issued = bangkokTime(content.issuedAt);
  y = write(doc, `${names.en}${names.th !== names.en ? `   ${names.th}` : ''}`, left, y, { width, size: 12, bold: true });
  y = write(doc, `Username / ชื่อผู้ใช้: ${content.investor.username}`, left, y, { width, size: 9.5, color: MUTED });
  y = write(doc, `Issued / ออกเมื่อ: ${issued.en} · ${issued.th}`, left, y, { width, size: 9.5, color: MUTED }) + 10;
  y = tableHeader(doc, y);

  if (content.rows.length === 0) {
    y = write(doc, 'You have no reservations yet.', left, y, { width, size: 10 });
    y = write(doc, 'คุณยังไม่มีรายการจองซื้อ', left, y, { width, size: 10 }) + 6;
  }
  for (const row of content.rows) {
    const j = row.joining;
    const reserved = j.reservedAt ? bangkokDate(j.reservedAt) : null;
    const cells: Array<{ lines: string[]; right?: boolean }> = [
      { lines: [row.offering.tokenName, row.offering.ticker] },
      { lines: reserved ? [reserved.en, reserved.th] : ['-'] },
      { lines: [j.amount ? formatBaht(j.amount) : '-'], right: true },
      { lines: [j.tokenAmount ? formatTokens(j.tokenAmount) : '-'], right: true },
      { lines: [capitalized(NAME_EN[j.status]), NAME_TH[j.status]] },
    ];
    // A row that would not fit starts a new page, under the table's header again.
    if (y > PAGE.height - PAGE.margin - 60) {
      doc.addPage();
      y = tableHeader(doc, PAGE.margin);
    }
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = COLUMNS[index];
      if (!column) return;
      let cy = y;
      cell.lines.forEach((line, lineIndex) => {
        if (cell.right) cy = writeRight(doc, line, left + column.x + column.width, cy, { size: 9.5 });
        else
          cy = write(doc, line, left + column.x, cy, {
            width: column.width,
            size: lineIndex === 0 ? 9.5 : 8.5,
            color: lineIndex === 0 ? undefined : MUTED,
          });
      });
      bottom = Math.max(bottom, cy);
    });
    rule(doc, bottom + 3);
    y = bottom + 8;
  }

  const paid = content.rows.filter((row) => isPaid(row.joining.status) && row.joining.amount);
  const totalAmount = sumDecimals(paid.map((row) => row.joining.amount ?? '0'));
  if (y > PAGE.height - PAGE.margin - 110) {
    doc.addPage();
    y = PAGE.margin;
  }
  y += 6;
  y = write(doc, `Reservations / รายการจองทั้งหมด: ${content.rows.length}    Paid / ชำระแล้ว: ${paid.length}`, left, y, { width, size: 10 });
  y = write(doc, `Total paid / ยอดชำระรวม: ${formatBaht(totalAmount)} THB / บาท`, left, y + 2, { width, size: 12, bold: true });
  const tickers = [...new Set(paid.map((row) => row.offering.ticker))];
  for (const ticker of tickers) {
    const tokens = sumDecimals(paid.filter((row) => row.offering.ticker === ticker).map((row) => row.joining.tokenAmount ?? '0'));
    y = write(doc, `Tokens paid for / โทเคนที่ชำระแล้ว: ${formatTokens(tokens)} ${ticker}`, left, y, { width, size: 10 });
  }
  y += 10;
  y = write(doc, 'Paid means the payment was confirmed (a receipt is available for each one). Times are Bangkok time.', left, y, {
    width,
    size: 8.5,
    color: MUTED,
  });
  write(doc, 'ชำระแล้ว หมายถึงการชำระเงินได้รับการยืนยันแล้ว (ดาวน์โหลดใบเสร็จของแต่ละรายการได้) เวลาทั้งหมดเป็นเวลาประเทศไทย', left, y, {
    width,
    size: 8.5,
    color: MUTED,
  });
  doc.end();
  return done;
}
