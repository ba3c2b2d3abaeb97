import { BANGKOK_UTC_OFFSET_MINUTES } from '@ico/domain/constants';
import type { FreezeReportContent } from '@ico/domain/screening-cases';
import { stringify } from 'csv-stringify/sync';
import { csvSafe } from '../joinings/export-joinings';

/** The time column names its zone: every instant of the report is written in Bangkok time. */
export const REPORT_TIME_COLUMN = 'time (Asia/Bangkok, UTC+07:00)';
export const REPORT_CSV_COLUMNS = ['section', 'reference', 'description', 'status', 'amount_thb', 'tokens', REPORT_TIME_COLUMN, 'detail'];

const OFFSET_MS = BANGKOK_UTC_OFFSET_MINUTES * 60_000;

/** An ISO instant as Bangkok wall time, `YYYY-MM-DD HH:mm:ss` (the zone is in the column's name). */
export function bangkokWallTime(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The freeze report as CSV (UTF-8 with a BOM, CRLF): one line per fact, the section first, so a spreadsheet filters the
 * reservations, the payments received and the refunds pending. Cells a spreadsheet would run as formulas are defused.
 */
export function freezeReportCsv(report: FreezeReportContent): string {
  const { investor } = report;
  const lines: Array<Record<string, string>> = [
    {
      section: 'case',
      reference: String(report.caseId),
      description: 'Account frozen: true match approved by a second compliance officer',
      status: 'TRUE_MATCH',
      [REPORT_TIME_COLUMN]: bangkokWallTime(report.frozenAt),
      detail: `proposed by ${report.proposedBy.username ?? '-'}; approved by ${report.approvedBy.username ?? '-'}; reason: ${report.reason}`,
    },
    {
      section: 'investor',
      reference: String(investor.id),
      description: [investor.nameEN, investor.nameTH, investor.companyName].filter(Boolean).join(' / '),
      status: investor.individual,
      [REPORT_TIME_COLUMN]: bangkokWallTime(investor.dateJoined),
      detail: [
        `username ${investor.username}`,
        `email ${investor.email}`,
        investor.thaiIDNumber ? `Thai ID ${investor.thaiIDNumber}` : '',
        investor.passportId ? `passport ${investor.passportId}` : '',
        investor.birthdate ? `born ${investor.birthdate}` : '',
        `nationality ${investor.nationality}`,
      ]
        .filter(Boolean)
        .join('; '),
    },
    ...report.entries.map((entry) => ({
      section: 'entry',
      reference: `${entry.list.toUpperCase()} ${entry.ref}`,
      description: entry.name,
      status: `score ${entry.score}`,
      [REPORT_TIME_COLUMN]: bangkokWallTime(entry.releaseImportedAt),
      detail: `names: ${entry.names.join(' | ')}; documents: ${entry.documentNumbers.join(' ') || '-'}; release ${entry.releaseId}${entry.releasePublishedAt ? ` of ${entry.releasePublishedAt}` : ''}; agreeing: ${entry.fields.join(', ')}`,
    })),
    ...report.reservations.map((r) => ({
      section: 'reservation',
      reference: `joining ${r.joiningId}`,
      description: r.offering,
      status: r.status,
      amount_thb: r.amount ?? '',
      tokens: r.tokenAmount ?? '',
      [REPORT_TIME_COLUMN]: bangkokWallTime(r.reservedAt),
    })),
    ...report.payments.map((p) => ({
      section: p.kind === 'confirmed' ? 'payment confirmed' : 'bank credit received',
      reference: `joining ${p.joiningId}`,
      amount_thb: p.amount,
      [REPORT_TIME_COLUMN]: bangkokWallTime(p.at),
      detail: p.reference ?? '',
    })),
    ...report.refundsPending.map((r) => ({
      section: 'refund pending',
      reference: `refund ${r.refundId}`,
      description: `joining ${r.joiningId}`,
      status: r.status,
      amount_thb: r.amount,
      [REPORT_TIME_COLUMN]: bangkokWallTime(r.openedAt),
    })),
  ];
  const records = lines.map((line) => REPORT_CSV_COLUMNS.map((column) => csvSafe(line[column] ?? '')));
  return `\uFEFF${stringify(records, { header: true, columns: REPORT_CSV_COLUMNS, record_delimiter: '\r\n' })}`;
}
