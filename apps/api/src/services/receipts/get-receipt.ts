import { AppError } from '../../errors';
import type { Deps } from '../deps';
import { alarmOnTamperedMoney } from '../joinings/joining-view';
import { confirmationTimes, isPaid, receiptRows } from './paid-joinings';
import { receiptPdf } from './receipt-pdf';
import { receiptReferenceOf } from './receipt-reference';

export type PdfFile = { fileName: string; data: Buffer };

/** Where the receipt's QR code and printed address lead: the public verification page. */
export const verifyUrlOf = (publicUrl: string, reference: string): string => `${publicUrl}/receipt/${encodeURIComponent(reference)}`;

/**
 * `GET /icoportal/joinings/{id}/receipt/`: the caller's receipt of a confirmed payment. Another investor's joining is
 * 404 as if it did not exist; one not (yet) paid is 409 RECEIPT_NOT_AVAILABLE; one whose money columns fail their MAC
 * (changed in the database) is 409 PAYMENT_DETAILS_HELD, and staff are told.
 */
export async function getReceipt(deps: Pick<Deps, 'database' | 'config' | 'log'>, userId: number, joiningId: number): Promise<PdfFile> {
  const db = deps.database.db;
  const [row] = await receiptRows(db, { userId, joiningId });
  if (!row) throw new AppError('NO_JOINING_EXISTS');
  if ((await alarmOnTamperedMoney(deps, [row.joining], 'receipt')).length > 0) throw new AppError('PAYMENT_DETAILS_HELD');
  const confirmedAt = (await confirmationTimes(db, [row.joining.id])).get(row.joining.id);
  if (!isPaid(row.joining.status) || !row.joining.amount || !confirmedAt) throw new AppError('RECEIPT_NOT_AVAILABLE');
  const reference = receiptReferenceOf(deps.config.jwtSecret, { joiningId: row.joining.id, amount: row.joining.amount, confirmedAt });
  const data = await receiptPdf({
    ...row,
    reference,
    confirmedAt,
    verifyUrl: verifyUrlOf(deps.config.publicUrl, reference),
    issuedAt: new Date(),
  });
  return { fileName: `siamico-receipt-${row.offering.ticker}-${reference}.pdf`, data };
}
