import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** `GET /icoportal/joinings/{id}/receipt/`: the PDF receipt of a confirmed payment, saved under the server's name. */
export async function downloadReceipt(joiningId: number): Promise<string> {
  const { blob, name } = await apiFile(`/icoportal/joinings/${joiningId}/receipt/`, { fallbackName: `siamico-receipt-${joiningId}.pdf` });
  saveFile(blob, name);
  return name;
}

/** `GET /icoportal/joinings/statement/`: the PDF statement of every reservation. */
export async function downloadStatement(): Promise<string> {
  const { blob, name } = await apiFile('/icoportal/joinings/statement/', { fallbackName: 'siamico-statement.pdf' });
  saveFile(blob, name);
  return name;
}

export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceipt });
export const useDownloadStatement = () => useMutation({ mutationFn: downloadStatement });
