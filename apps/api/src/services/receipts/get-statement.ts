import { bangkokDate } from '@ico/domain/business-days';
import { PRE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import type { Deps } from '../deps';
import { alarmOnTamperedMoney } from '../joinings/joining-view';
import type { PdfFile } from './get-receipt';
import { confirmationTimes, investorColumns, receiptRows } from './paid-joinings';
import { statementPdf } from './statement-pdf';

const beforeReservation = (status: string) => (PRE_RESERVATION_STATUSES as readonly string[]).includes(status);

/**
 * `GET /icoportal/joinings/statement/`: every reservation of the caller (steps before one left out, as in the list).
 * A statement is not printed while one of them fails its money check (409 PAYMENT_DETAILS_HELD; staff are told).
 */
export async function getStatement(deps: Pick<Deps, 'database' | 'log'>, userId: number): Promise<PdfFile> {
  const db = deps.database.db;
  const rows = (await receiptRows(db, { userId })).filter((row) => !beforeReservation(row.joining.status));
  const tampered = await alarmOnTamperedMoney(
    deps,
    rows.map((row) => row.joining),
    'statement',
  );
  if (tampered.length > 0) throw new AppError('PAYMENT_DETAILS_HELD');
  const [investor] = await db.select(investorColumns).from(user).where(eq(user.id, userId)).limit(1);
  if (!investor) throw new AppError('UNAUTHORIZED');
  const confirmed = await confirmationTimes(
    db,
    rows.map((row) => row.joining.id),
  );
  const issuedAt = new Date();
  const data = await statementPdf({
    investor,
    rows: rows.map((row) => ({ ...row, confirmedAt: confirmed.get(row.joining.id) ?? null })),
    issuedAt,
  });
  return { fileName: `siamico-statement-${investor.username}-${bangkokDate(issuedAt)}.pdf`, data };
}
