import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Resolves once this process has heard a marker published now: the bus delivers in commit order, so every news of a
 * write that committed before has been heard by then. The marker names no investor (user 0).
 */
export async function busNewsDelivered(app: FastifyInstance, channel: 'joinings_changed' | 'session_changed'): Promise<void> {
  const marker = JSON.stringify({ user: 0, marker: randomUUID() });
  await new Promise<void>((resolve, reject) => {
    const stop = app.bus.subscribe(channel, (payload) => {
      if (payload !== marker) return;
      stop();
      resolve();
    });
    app.bus.publish(channel, marker).catch(reject);
  });
}
