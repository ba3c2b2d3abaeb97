import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accountClosure } from '../../db/schema';
import { AppError } from '../../errors';
import type { ClosureRow } from './closure-view';

/** A closure request locked for a staff decision, or 404 CLOSURE_NOT_EXIST. */
export async function lockClosure(tx: Tx, id: number): Promise<ClosureRow> {
  const [row] = await tx.select().from(accountClosure).where(eq(accountClosure.id, id)).for('update').limit(1);
  if (!row) throw new AppError('CLOSURE_NOT_EXIST');
  return row;
}
