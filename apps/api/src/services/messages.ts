import type { Database } from '../db/client';
import { message } from '../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * One message from the operator to an investor, written in the investor's language by the caller and stored
 * in the transaction of the change it tells about (the inbox screen reads them).
 */
export async function sendMessage(
  tx: Tx | Database,
  input: { userId: number; title: string; body: string; senderId?: number | null },
): Promise<void> {
  await tx.insert(message).values({ userId: input.userId, title: input.title, body: input.body, senderId: input.senderId ?? null });
}
