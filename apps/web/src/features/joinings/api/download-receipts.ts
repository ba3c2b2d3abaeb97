import { useMutation } from '@tanstack/react-query';
import { callFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The contracts carry zod: loaded with the first download, not with the joining page. */
const receiptContracts = () => import('@ico/domain/contracts/receipts');

/** `GET /icoportal/joinings/{id}/receipt/`: the PDF receipt of a confirmed payment, saved under the server's name. */
export async function downloadReceipt(joiningId: number): Promise<string> {
  const { getReceipt } = await receiptContracts();
  const { blob, name } = await callFile(getReceipt, { params: { id: joiningId } }, { fallbackName: `siamico-receipt-${joiningId}.pdf` });
  saveFile(blob, name);
  return name;
}

/** `GET /icoportal/joinings/statement/`: the PDF statement of every reservation. */
export async function downloadStatement(): Promise<string> {
  const { getStatement } = await receiptContracts();
  const { blob, name } = await callFile(getStatement, {}, { fallbackName: 'siamico-statement.pdf' });
  saveFile(blob, name);
  return name;
}

export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceipt });
export const useDownloadStatement = () => useMutation({ mutationFn: downloadStatement });
