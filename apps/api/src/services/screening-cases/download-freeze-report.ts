import type { ReportFormat } from '@ico/domain/contracts/screening-cases';
import { freezeReportContentSchema } from '@ico/domain/screening-cases';
import { eq } from 'drizzle-orm';
import { screeningFreezeReport } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { CASE_TARGET } from './case-view';
import { freezeReportCsv } from './freeze-report-csv';
import { freezeReportPdf } from './freeze-report-pdf';

export type ReportFile = { fileName: string; contentType: string; body: Buffer | string };

/** The freeze report of a case as PDF or CSV, rendered from the record written at the freeze; each download audited. */
export async function downloadFreezeReport(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  caseId: number,
  format: ReportFormat,
  meta: RequestMeta,
): Promise<ReportFile> {
  const db = deps.database.db;
  const [row] = await db.select().from(screeningFreezeReport).where(eq(screeningFreezeReport.caseId, caseId)).limit(1);
  if (!row) throw new AppError('SCREENING_CASE_NOT_EXIST');
  const content = freezeReportContentSchema.parse(row.content);
  const body = format === 'pdf' ? await freezeReportPdf(content) : freezeReportCsv(content);
  await recordAudit(db, {
    actorId,
    action: 'screening.report.download',
    targetType: CASE_TARGET,
    targetId: caseId,
    detail: { userId: row.userId, format },
    ipAddress: meta.ip,
  });
  return {
    fileName: `freeze-report-case-${caseId}.${format}`,
    contentType: format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
    body,
  };
}
