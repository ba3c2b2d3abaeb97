import { type AuditExportQuery, exportAudit as exportAuditEndpoint } from '@ico/domain/contracts/audit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFile } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';
import { adminKeys } from '../../../api/keys';

/** `exportAudit`: the entries of a Bangkok date range as CSV, saved through a download link. */
export async function exportAudit(range: AuditExportQuery): Promise<string> {
  const { blob, name } = await callFile(exportAuditEndpoint, { query: range }, { fallbackName: `audit-${range.from}-${range.to}.csv` });
  saveFile(blob, name);
  return name;
}

/** The export is itself audited, so the list and the chain are read again after it. */
export function useExportAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportAudit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  });
}
