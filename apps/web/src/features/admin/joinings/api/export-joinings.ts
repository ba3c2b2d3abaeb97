import type { JoiningStatus } from '@ico/domain/statuses';
import { useMutation } from '@tanstack/react-query';
import { fetchPrivate } from '../../api/private-file';

/** The file name the server gives in Content-Disposition (RFC 6266, the UTF-8 form first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A broken encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1]?.trim();
  return plain || fallback;
}

/** `GET /admin/offerings/{id}/joinings/export/`: the matching joinings as CSV, saved through a download link. */
export async function exportJoinings(offeringId: string, status: JoiningStatus | null): Promise<string> {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  const query = params.size > 0 ? `?${params}` : '';
  const response = await fetchPrivate(`/admin/offerings/${encodeURIComponent(offeringId)}/joinings/export/${query}`);
  const name = fileNameOf(response.headers.get('content-disposition'), `joinings-${offeringId}.csv`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; keep it a moment for browsers that read it late.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export const useExportJoinings = (offeringId: string) =>
  useMutation({ mutationFn: (status: JoiningStatus | null) => exportJoinings(offeringId, status) });
