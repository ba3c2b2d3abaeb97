import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { refundCase } from '../../db/schema';
import { AppError } from '../../errors';

export type RefundRow = typeof refundCase.$inferSelect;

/** Locks a refund case for the rest of the transaction, or 404 REFUND_NOT_EXIST. */
export async function lockRefund(tx: Tx, id: number): Promise<RefundRow> {
  const [row] = await tx.select().from(refundCase).where(eq(refundCase.id, id)).for('update').limit(1);
  if (!row) throw new AppError('REFUND_NOT_EXIST');
  return row;
}
