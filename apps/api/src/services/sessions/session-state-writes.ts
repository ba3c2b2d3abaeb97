import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { authSession, user } from '../../db/schema';
import type { BusChannel } from '../../events/event-bus';
import type { UserRow } from '../accounts/user-row';
import type { SessionCache } from './session-cache';

/**
 * The only writes of user rows and session rows (a test fails on any other): each tells every API process, when its
 * transaction commits, that the user's authenticated state changed, so no process answers from a stale cache entry
 * (a logout, a block, a password or two-factor change, a level or e-mail change, a disabled staff member).
 *
 * `sessionCache` is this process's cache (null in a process without one, the operator's command line): its entries
 * of the user go at once, before the news comes back.
 */
export type SessionStateWriter = { sessionCache: SessionCache | null };

type Db = Database | Tx;
type UserChanges = Partial<Omit<typeof user.$inferInsert, 'id'>>;
type SessionChanges = Partial<Omit<typeof authSession.$inferInsert, 'id' | 'userId'>>;

const CHANNEL: BusChannel = 'session_changed';

/** A write without a condition would change every row: a programming error, refused before the database sees it. */
function condition(where: SQL | undefined): SQL {
  if (!where) throw new Error('a write of user or session rows needs a condition');
  return where;
}

/** Tells every process (at commit, inside a transaction) that these users' sessions must be read again. */
async function tell(writer: SessionStateWriter, db: Db, userIds: Iterable<number>): Promise<void> {
  for (const userId of new Set(userIds)) {
    const payload = writer.sessionCache ? writer.sessionCache.writing(userId) : JSON.stringify({ user: userId });
    await db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
  }
}

/** Changes the user rows matching `where`; answers them as they are now. */
export async function updateUsers(writer: SessionStateWriter, db: Db, where: SQL | undefined, changes: UserChanges): Promise<UserRow[]> {
  const rows = await db.update(user).set(changes).where(condition(where)).returning();
  await tell(
    writer,
    db,
    rows.map((row) => row.id),
  );
  return rows;
}

/** Deletes a user row (its sessions go with it, by the foreign key's cascade). */
export async function deleteUser(writer: SessionStateWriter, db: Db, userId: number): Promise<void> {
  const rows = await db.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
  await tell(
    writer,
    db,
    rows.map((row) => row.id),
  );
}

/** Changes the sessions matching `where` (revocation, last use, second factor); answers which changed. */
export async function updateSessions(
  writer: SessionStateWriter,
  db: Db,
  where: SQL | undefined,
  changes: SessionChanges,
): Promise<Array<{ id: string; userId: number }>> {
  const rows = await db
    .update(authSession)
    .set(changes)
    .where(condition(where))
    .returning({ id: authSession.id, userId: authSession.userId });
  await tell(
    writer,
    db,
    rows.map((row) => row.userId),
  );
  return rows;
}
