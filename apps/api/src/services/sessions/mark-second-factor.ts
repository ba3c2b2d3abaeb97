import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { authSession } from '../../db/schema';
import { type SessionStateWriter, updateSessions } from './session-state-writes';

/** Records that a session itself presented a second factor now (a back-office request needs one). */
export async function markSecondFactor(writer: SessionStateWriter, db: Database | Tx, sessionId: string): Promise<void> {
  await updateSessions(writer, db, eq(authSession.id, sessionId), { secondFactorAt: new Date() });
}
