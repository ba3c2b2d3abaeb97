import type { JoiningStatus } from '@ico/domain/statuses';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';

/** `GET /admin/offerings/{id}/joinings/export/`: the matching joinings as CSV, saved through a download link. */
export async function exportJoinings(offeringId: string, status: JoiningStatus | null): Promise<string> {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  const query = params.size > 0 ? `?${params}` : '';
  const { blob, name } = await apiFile(`/admin/offerings/${encodeURIComponent(offeringId)}/joinings/export/${query}`, {
    fallbackName: `joinings-${offeringId}.csv`,
  });
  saveFile(blob, name);
  return name;
}

export const useExportJoinings = (offeringId: string) =>
  useMutation({ mutationFn: (status: JoiningStatus | null) => exportJoinings(offeringId, status) });
