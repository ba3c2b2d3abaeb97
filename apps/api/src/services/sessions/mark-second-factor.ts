import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { authSession } from '../../db/schema';

/** Records that a session itself presented a second factor now (a back-office request needs one). */
export async function markSecondFactor(db: Database | Tx, sessionId: string): Promise<void> {
  await db.update(authSession).set({ secondFactorAt: new Date() }).where(eq(authSession.id, sessionId));
}
