import type { ReceiptVerification } from '@ico/domain/contracts/receipts';
import { formatReceiptReference, maskPersonName, type ReceiptReference } from '@ico/domain/receipts';
import { AppError } from '../../errors';
import { LIMITS } from '../../security/rate-limiter';
import type { Deps, RequestMeta } from '../deps';
import { alarmOnTamperedMoney } from '../joinings/joining-view';
import { confirmationTimes, isPaid, receiptRows } from './paid-joinings';
import { receiptCompanyName } from './pdf-kit';
import { referenceMatches } from './receipt-reference';

/**
 * `GET /receipts/{reference}/` (public): whether a printed reference belongs to a confirmed payment, with only what a
 * reader compares with the paper. A reference of no payment, or one changed in any character, is 404; the per-address
 * limit keeps anyone from trying references in bulk (each try has a 1 in 2^100 chance anyway). A payment whose money
 * columns fail their MAC (changed in the database) is 404 too, and staff are told.
 */
export async function verifyReceipt(
  deps: Pick<Deps, 'database' | 'config' | 'limiter' | 'log'>,
  reference: ReceiptReference,
  meta: RequestMeta,
): Promise<ReceiptVerification> {
  await deps.limiter.consume(LIMITS.receiptCheckAddress, meta.ip);
  const db = deps.database.db;
  const [row] = await receiptRows(db, { joiningId: reference.joiningId });
  const confirmedAt = row ? (await confirmationTimes(db, [row.joining.id])).get(row.joining.id) : undefined;
  const amount = row?.joining.amount;
  if (
    !row ||
    !amount ||
    !confirmedAt ||
    !referenceMatches(deps.config.jwtSecret, reference, { joiningId: row.joining.id, amount, confirmedAt }) ||
    (await alarmOnTamperedMoney(deps, [row.joining], 'receipt check')).length > 0
  )
    throw new AppError('RECEIPT_NOT_EXIST');
  const { investor } = row;
  // A person's initials; a company's only for a corporate investor (an individual's companyName is their employer).
  const company = receiptCompanyName(investor);
  return {
    reference: formatReceiptReference(reference),
    offering: { tokenName: row.offering.tokenName, ticker: row.offering.ticker },
    amount,
    confirmedAt: confirmedAt.toISOString(),
    investor: company ? maskPersonName(company) : maskPersonName(investor.firstNameEN, investor.lastNameEN),
    refunded: !isPaid(row.joining.status),
  };
}
