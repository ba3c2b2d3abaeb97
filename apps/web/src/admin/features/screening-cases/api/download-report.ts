import { downloadCaseReport, type ReportFormat } from '@ico/domain/contracts/screening-cases';
import { useMutation } from '@tanstack/react-query';
import { callFile } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';

/** `downloadCaseReport`: the freeze report as PDF or CSV (each download audited). */
export const downloadReport = (id: string, format: ReportFormat) =>
  callFile(downloadCaseReport, { params: { id }, query: { format } }, { fallbackName: `freeze-report-case-${id}.${format}` });

export const useDownloadReport = (id: string) =>
  useMutation({
    mutationFn: async (format: ReportFormat) => {
      const file = await downloadReport(id, format);
      saveFile(file.blob, file.name);
    },
  });
