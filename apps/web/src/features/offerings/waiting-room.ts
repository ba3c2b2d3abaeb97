import { IN_LINE_NOTICE_AFTER_MS, waitingRoomOf } from '@ico/domain/admission';
import { ApiError } from '../../lib/api-client';

/**
 * Where a reservation stands while it is being sent: just sent; sent a while ago and still waiting in the portal's
 * line; or refused for now with a place in line, to be sent again with its ticket at `retryAt` (epoch ms).
 */
export type LineState =
  | { kind: 'sending' }
  | { kind: 'in-line' }
  | { kind: 'ticket'; position: number; waitSeconds: number; retryAt: number };

/** The portal is asked again at most this many times on one press of the button; then its last 503 is shown. */
export const MAX_AUTOMATIC_RETRIES = 40;

/** Resolves after `ms`, or rejects with the signal's reason when it is aborted first. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Sends a reservation through the portal's waiting room (docs/decisions/0018-fair-admission.md): `send` is called
 * with no ticket first; a 503 with a waiting-room ticket is sent again with that ticket after exactly the
 * Retry-After the portal gave (never at random), so the investor keeps their place. `report` hears the state for
 * the screen: 'in-line' once an answer takes longer than a second, 'ticket' with the position and the time of the
 * next try. Any other answer (success or error) ends it.
 */
export async function sendThroughWaitingRoom<T>(
  send: (ticket: string | undefined, signal?: AbortSignal) => Promise<T>,
  report: (state: LineState) => void,
  signal?: AbortSignal,
): Promise<T> {
  let ticket: string | undefined;
  for (let attempt = 0; ; attempt += 1) {
    // A try with a ticket is a place in line already: said at once, not after the first second.
    report({ kind: ticket ? 'in-line' : 'sending' });
    const notice = setTimeout(() => report({ kind: 'in-line' }), IN_LINE_NOTICE_AFTER_MS);
    try {
      return await send(ticket, signal);
    } catch (error) {
      const room = error instanceof ApiError && error.status === 503 ? waitingRoomOf(error.detail) : undefined;
      if (!room || attempt >= MAX_AUTOMATIC_RETRIES) throw error;
      ticket = room.ticket;
      const waitMs = room.retryAfterSeconds * 1000;
      report({ kind: 'ticket', position: room.position, waitSeconds: room.waitSeconds, retryAt: Date.now() + waitMs });
      await sleep(waitMs, signal);
    } finally {
      clearTimeout(notice);
    }
  }
}
