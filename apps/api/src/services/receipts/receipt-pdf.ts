import { formatBaht, formatTokens } from '@ico/domain/money';
import type { ReceiptRow } from './paid-joinings';
import { bangkokTime, bilingualLabel, companyHeader, investorNames, MUTED, newPdf, PAGE, qrCode, rule, write } from './pdf-kit';

export type ReceiptContent = ReceiptRow & { reference: string; confirmedAt: Date; verifyUrl: string; issuedAt: Date };

const LABEL_WIDTH = 160;

/** The one-page bilingual receipt of a confirmed payment. */
export async function receiptPdf(content: ReceiptContent): Promise<Buffer> {
  const { doc, done } = newPdf(`Receipt ${content.reference}`);
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const valueX = left + LABEL_WIDTH;
  const valueWidth = width - LABEL_WIDTH;
  let y = companyHeader(doc, 'Payment receipt', 'ใบเสร็จรับเงิน');

  const row = (en: string, th: string, values: Array<{ text: string; bold?: boolean; size?: number; color?: string }>) => {
    const labelBottom = bilingualLabel(doc, en, th, left, y, LABEL_WIDTH - 12);
    let valueBottom = y;
    for (const value of values)
      valueBottom = write(doc, value.text, valueX, valueBottom, {
        width: valueWidth,
        size: value.size ?? 11,
        bold: value.bold,
        color: value.color,
      });
    y = Math.max(labelBottom, valueBottom) + 8;
  };

  const j = content.joining;
  const names = investorNames(content.investor);
  const reserved = j.reservedAt ? bangkokTime(j.reservedAt) : null;
  const confirmed = bangkokTime(content.confirmedAt);
  const issued = bangkokTime(content.issuedAt);

  row('Receipt reference', 'เลขที่อ้างอิงใบเสร็จ', [{ text: content.reference, bold: true, size: 13 }]);
  row('Issued', 'ออกเมื่อ', [{ text: issued.en }, { text: issued.th, color: MUTED }]);
  rule(doc, y - 2);
  y += 6;
  row('Investor', 'ผู้ลงทุน', [
    { text: names.en, bold: true },
    ...(names.th !== names.en ? [{ text: names.th }] : []),
    { text: `Username / ชื่อผู้ใช้: ${content.investor.username}`, size: 10, color: MUTED },
  ]);
  row('Offering', 'โครงการที่ลงทุน', [{ text: `${content.offering.tokenName} (${content.offering.ticker})`, bold: true }]);
  row('Amount paid', 'จำนวนเงินที่ชำระ', [{ text: `${formatBaht(j.amount ?? '0')} THB / บาท`, bold: true, size: 14 }]);
  row('Tokens', 'จำนวนโทเคน', [{ text: `${formatTokens(j.tokenAmount ?? '0')} ${content.offering.ticker}` }]);
  row('Wallet address', 'ที่อยู่กระเป๋าเงินดิจิทัล', [{ text: j.address ?? '-', size: 10 }]);
  row('Reserved on', 'วันที่จอง', reserved ? [{ text: reserved.en }, { text: reserved.th, color: MUTED }] : [{ text: '-' }]);
  row('Payment confirmed on', 'วันที่ยืนยันการชำระเงิน', [{ text: confirmed.en }, { text: confirmed.th, color: MUTED }]);
  row('Joining no.', 'หมายเลขรายการจอง', [{ text: String(j.id) }]);
  rule(doc, y - 2);
  y += 10;

  const qrSize = 104;
  qrCode(doc, content.verifyUrl, left, y, qrSize);
  const textX = left + qrSize + 16;
  const textWidth = width - qrSize - 16;
  let ty = write(doc, 'Verify this receipt', textX, y + 4, { width: textWidth, size: 12, bold: true });
  ty = write(doc, 'ตรวจสอบความถูกต้องของใบเสร็จนี้', textX, ty, { width: textWidth, size: 12 });
  ty = write(
    doc,
    'Scan the code or open the address below: it shows the offering, amount and confirmation date this reference stands for.',
    textX,
    ty + 4,
    {
      width: textWidth,
      size: 9,
      color: MUTED,
    },
  );
  ty = write(doc, 'สแกนรหัสหรือเปิดลิงก์ด้านล่าง ระบบจะแสดงโครงการ จำนวนเงิน และวันที่ยืนยันการชำระเงินของเลขอ้างอิงนี้', textX, ty, {
    width: textWidth,
    size: 9,
    color: MUTED,
  });
  doc
    .fillColor('#1864ab')
    .font('latin-400')
    .fontSize(9.5)
    .text(content.verifyUrl, textX, ty + 4, { width: textWidth, link: content.verifyUrl });
  y = Math.max(doc.y, y + qrSize) + 18;

  y = write(
    doc,
    'This receipt was issued electronically by the portal and is valid without a signature. Keep it with your records of the investment.',
    left,
    y,
    {
      width,
      size: 8.5,
      color: MUTED,
    },
  );
  write(doc, 'ใบเสร็จนี้ออกโดยระบบอิเล็กทรอนิกส์ของพอร์ทัลและใช้ได้โดยไม่ต้องลงลายมือชื่อ โปรดเก็บไว้เป็นหลักฐานการลงทุนของคุณ', left, y, {
    width,
    size: 8.5,
    color: MUTED,
  });
  doc.end();
  return done;
}
