import { eq, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { joining } from '../../db/schema';
import { AppError } from '../../errors';
import { tellJoiningsChanged } from '../../plugins/services/joinings-cache';

type Db = Database | Tx;
export type JoiningRow = typeof joining.$inferSelect;

/**
 * The only writes of joining rows (a status change, a pin of payment terms, a money MAC): each tells every process's
 * cache of the investors' lists (plugins/services/joinings-cache.ts) in the caller's transaction, so the news is heard
 * when the write commits and never when it rolls back. A writer cannot forget to tell: there is no other way to write.
 */
export async function insertJoining(tx: Db, values: typeof joining.$inferInsert): Promise<JoiningRow> {
  const [created] = await tx.insert(joining).values(values).returning();
  if (!created) throw new AppError('INTERNAL_ERROR');
  await tellJoiningsChanged(tx, { userId: created.userId });
  return created;
}

/**
 * Changes the joining rows matching `where`; answers them as they are now. The investor of each is told; a write of
 * several investors' joinings (new payment terms pinned on an offering's reservations) tells everyone in one statement.
 */
export async function updateJoinings(tx: Db, where: SQL | undefined, changes: PgUpdateSetSource<typeof joining>): Promise<JoiningRow[]> {
  // A write without a condition would change every row: a programming error, refused before the database sees it.
  if (!where) throw new Error('a write of joining rows needs a condition');
  const rows = await tx.update(joining).set(changes).where(where).returning();
  const investors = new Set(rows.map((row) => row.userId));
  const [only] = investors;
  if (investors.size === 1 && only !== undefined) await tellJoiningsChanged(tx, { userId: only });
  else if (investors.size > 1) await tellJoiningsChanged(tx, 'everyone');
  return rows;
}

/** Changes one joining whose id and investor the caller holds (a money MAC): no row comes back. */
export async function updateJoining(
  tx: Db,
  row: Pick<JoiningRow, 'id' | 'userId'>,
  changes: PgUpdateSetSource<typeof joining>,
): Promise<void> {
  await tx.update(joining).set(changes).where(eq(joining.id, row.id));
  await tellJoiningsChanged(tx, { userId: row.userId });
}
