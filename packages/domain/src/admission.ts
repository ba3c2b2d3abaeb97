import { z } from 'zod';
import { API_TIMEOUT_MS } from './constants';

/**
 * Fair admission of reservations (docs/decisions/0018-fair-admission.md). A process works on a few reservations at
 * once and lets the next ones wait in line, in arrival order. When the line is full, the answer is 503
 * SERVICE_UNAVAILABLE with a waiting-room ticket in `detail`; sent back in this header, the ticket takes the
 * investor's place again, ahead of everyone who came after it was issued.
 */
export const WAITING_TICKET_HEADER = 'x-waiting-ticket';

/** The longest a reservation may be configured to wait in line (RESERVATION_QUEUE_MAX_WAIT_MS). */
export const RESERVATION_QUEUE_MAX_WAIT_CEILING_MS = 20_000;

/** How long the browser waits for a reservation's answer: the longest wait in line, then the ordinary time-out. */
export const RESERVATION_TIMEOUT_MS = RESERVATION_QUEUE_MAX_WAIT_CEILING_MS + API_TIMEOUT_MS;

/** After this long without an answer the reservation form tells the investor they are in line. */
export const IN_LINE_NOTICE_AFTER_MS = 1_000;

const wholeNumber = z.string().regex(/^\d{1,9}$/);

/** The `detail` of a 503 from the waiting room: the ticket, the place in line and the expected wait (seconds). */
export const waitingRoomDetailSchema = z.object({
  ticket: z.string().min(1).max(300),
  position: wholeNumber,
  waitSeconds: wholeNumber,
  retryAfterSeconds: wholeNumber,
});
export type WaitingRoomDetail = z.infer<typeof waitingRoomDetailSchema>;

/** The waiting room's answer in an error's detail, or undefined for any other 503. */
export function waitingRoomOf(
  detail: unknown,
): { ticket: string; position: number; waitSeconds: number; retryAfterSeconds: number } | undefined {
  const parsed = waitingRoomDetailSchema.safeParse(detail);
  if (!parsed.success) return undefined;
  return {
    ticket: parsed.data.ticket,
    position: Number(parsed.data.position),
    waitSeconds: Number(parsed.data.waitSeconds),
    retryAfterSeconds: Math.max(1, Number(parsed.data.retryAfterSeconds)),
  };
}
