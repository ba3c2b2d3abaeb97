import type { Joining } from '@ico/domain/contracts/joinings';
import { desc, eq } from 'drizzle-orm';
import { joining } from '../../db/schema';
import { type JoiningReader, toJoinings } from './joining-view';

/** `GET /icoportal/joinings/`: every joining of the caller, newest first. */
export async function listJoinings(deps: JoiningReader, userId: number): Promise<Joining[]> {
  const rows = await deps.database.db
    .select()
    .from(joining)
    .where(eq(joining.userId, userId))
    .orderBy(desc(joining.createdAt), desc(joining.id));
  return toJoinings(deps, rows);
}
