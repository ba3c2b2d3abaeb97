import { exportJoinings as exportJoiningsEndpoint } from '@ico/domain/contracts/joinings';
import type { JoiningStatus } from '@ico/domain/statuses';
import { useMutation } from '@tanstack/react-query';
import { callFile } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';

/** `GET /admin/offerings/{id}/joinings/export/`: the matching joinings as CSV, saved through a download link. */
export async function exportJoinings(offeringId: string, status: JoiningStatus | null): Promise<string> {
  const { blob, name } = await callFile(
    exportJoiningsEndpoint,
    { params: { id: offeringId }, query: { status: status ?? undefined } },
    { fallbackName: `joinings-${offeringId}.csv` },
  );
  saveFile(blob, name);
  return name;
}

export const useExportJoinings = (offeringId: string) =>
  useMutation({ mutationFn: (status: JoiningStatus | null) => exportJoinings(offeringId, status) });
