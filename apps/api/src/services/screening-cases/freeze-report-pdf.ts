import { formatBaht } from '@ico/domain/money';
import type { FreezeReportContent } from '@ico/domain/screening-cases';
import { bangkokTime, companyHeader, MUTED, newPdf, PAGE, type Pdf, rule, write } from '../receipts/pdf-kit';

const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;

const when = (iso: string | null): string => {
  if (!iso) return '-';
  const time = bangkokTime(new Date(iso));
  return `${time.en} · ${time.th}`;
};
const baht = (amount: string | null): string => (amount === null ? '-' : `${formatBaht(amount)} THB`);

/** Writes line after line, starting a new page when the next would pass the bottom margin. */
class Writer {
  constructor(
    private readonly doc: Pdf,
    public y: number,
  ) {}

  line(text: string, options: { size?: number; bold?: boolean; muted?: boolean; gap?: number } = {}): void {
    if (this.y > BOTTOM - 30) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
    this.y = write(this.doc, text, LEFT, this.y, {
      width: WIDTH,
      size: options.size ?? 9.5,
      bold: options.bold,
      color: options.muted ? MUTED : undefined,
    });
    this.y += options.gap ?? 0;
  }

  section(en: string, th: string): void {
    this.y += 8;
    this.line(`${en} / ${th}`, { size: 11, bold: true, gap: 2 });
    rule(this.doc, this.y);
    this.y += 4;
  }
}

/**
 * The freeze report for the authority (AMLO), in English with Thai headings: the case and the two officers, the investor,
 * the list entries and releases matched, and what the account held at the freeze. All times are Bangkok time.
 */
export async function freezeReportPdf(report: FreezeReportContent): Promise<Buffer> {
  const { doc, done } = newPdf(`Freeze report, case ${report.caseId}`);
  const w = new Writer(doc, companyHeader(doc, 'Asset freeze report', 'รายงานการระงับการทำธุรกรรม'));
  w.line(`Case / กรณี ${report.caseId} · frozen at / ระงับเมื่อ ${when(report.frozenAt)}`, { bold: true });
  w.line(`All times are Bangkok time (Asia/Bangkok, UTC+07:00) / เวลาทั้งหมดเป็นเวลากรุงเทพฯ`, { muted: true });
  w.line(`Proposed by / ผู้เสนอ: ${report.proposedBy.username ?? '-'} · approved by / ผู้อนุมัติ: ${report.approvedBy.username ?? '-'}`);
  w.line(`Reason / เหตุผล: ${report.reason}`);

  const { investor } = report;
  w.section('Account holder', 'เจ้าของบัญชี');
  w.line([investor.nameEN, investor.nameTH].filter(Boolean).join('   '), { bold: true, size: 11 });
  // A corporate investor's company is the account holder; an individual's is where they work.
  if (investor.companyName) {
    w.line(
      investor.individual === 'corporate' ? `Company / บริษัท: ${investor.companyName}` : `Employer / สถานที่ทำงาน: ${investor.companyName}`,
    );
  }
  w.line(`Account / บัญชี ${investor.id} · ${investor.username} · ${investor.email} · ${investor.individual}`);
  w.line(
    [
      investor.thaiIDNumber ? `Thai ID / เลขประจำตัวประชาชน ${investor.thaiIDNumber}` : null,
      investor.passportId ? `Passport / หนังสือเดินทาง ${investor.passportId}` : null,
      investor.birthdate ? `Born / วันเกิด ${investor.birthdate}` : null,
      `Nationality / สัญชาติ ${investor.nationality}`,
    ]
      .filter(Boolean)
      .join(' · '),
  );
  w.line(`Joined / สมัครเมื่อ ${when(investor.dateJoined)}`, { muted: true });

  w.section('List entries matched', 'รายชื่อที่ตรงกัน');
  for (const entry of report.entries) {
    w.line(`${entry.list.toUpperCase()} ${entry.ref}: ${entry.name}`, { bold: true });
    w.line(`Names / ชื่อ: ${entry.names.join(' · ')}`);
    if (entry.documentNumbers.length) w.line(`Documents / เอกสาร: ${entry.documentNumbers.join(', ')}`);
    w.line(
      `Release / ฉบับ ${entry.releaseId}${entry.releasePublishedAt ? ` of ${entry.releasePublishedAt}` : ''}, imported ${when(entry.releaseImportedAt)} · score ${entry.score} · agreeing: ${entry.fields.join(', ')}`,
      { muted: true, gap: 3 },
    );
  }

  w.section('Reservations', 'รายการจองซื้อ');
  if (report.reservations.length === 0) w.line('None / ไม่มี', { muted: true });
  for (const r of report.reservations)
    w.line(
      `Joining ${r.joiningId} · ${r.offering} · ${baht(r.amount)} · ${r.tokenAmount ?? '-'} tokens · ${r.status} · reserved ${when(r.reservedAt)}`,
    );

  w.section('Payments received', 'เงินที่ได้รับแล้ว');
  if (report.payments.length === 0) w.line('None / ไม่มี', { muted: true });
  for (const p of report.payments)
    w.line(
      `Joining ${p.joiningId} · ${p.kind === 'confirmed' ? 'payment confirmed' : 'bank statement credit'} · ${baht(p.amount)} · ${when(p.at)}${p.reference ? ` · ref. ${p.reference}` : ''}`,
    );

  w.section('Refunds pending', 'การคืนเงินที่ค้างอยู่');
  if (report.refundsPending.length === 0) w.line('None / ไม่มี', { muted: true });
  for (const r of report.refundsPending)
    w.line(`Refund ${r.refundId} · joining ${r.joiningId} · ${baht(r.amount)} · ${r.status} · opened ${when(r.openedAt)}`);

  w.y += 10;
  w.line('Every reservation of the account is held: no payment confirmation, refund or token delivery leaves while it is frozen.', {
    muted: true,
  });
  w.line('การจองซื้อทั้งหมดของบัญชีนี้ถูกระงับ: ไม่มีการยืนยันการชำระเงิน การคืนเงิน หรือการส่งมอบโทเคนระหว่างการระงับ', { muted: true });
  doc.end();
  return done;
}
