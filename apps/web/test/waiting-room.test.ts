import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LineState, MAX_AUTOMATIC_RETRIES, sendThroughWaitingRoom } from '../src/features/offerings/waiting-room';
import { ApiError } from '../src/lib/api-client';

const busy = (ticket: string, position: number, retryAfterSeconds: number) =>
  new ApiError(503, 'SERVICE_UNAVAILABLE', {
    ticket,
    position: String(position),
    waitSeconds: String(retryAfterSeconds + 2),
    retryAfterSeconds: String(retryAfterSeconds),
  });

describe('sending a reservation through the waiting room', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says "in line" after a second, shows the place, and sends again with the ticket exactly at Retry-After', async () => {
    const states: LineState[] = [];
    const sent: { ticket: string | undefined; at: number }[] = [];
    const started = Date.now();
    const send = vi.fn(async (ticket: string | undefined) => {
      sent.push({ ticket, at: Date.now() - started });
      if (sent.length === 1) {
        // The first answer takes 1.5 s (waiting in the portal's line), then the line is full.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        throw busy('ticket-1', 12, 3);
      }
      if (sent.length === 2) throw busy('ticket-2', 4, 2);
      return { id: 7 };
    });

    const result = sendThroughWaitingRoom(send, (state) => states.push(state));
    await vi.advanceTimersByTimeAsync(999);
    expect(states).toEqual([{ kind: 'sending' }]);
    await vi.advanceTimersByTimeAsync(1);
    expect(states.at(-1)).toEqual({ kind: 'in-line' });
    await vi.advanceTimersByTimeAsync(500);
    expect(states.at(-1)).toEqual({ kind: 'ticket', position: 12, waitSeconds: 5, retryAt: started + 1_500 + 3_000 });

    // Not a moment before the 3 s the portal asked for.
    await vi.advanceTimersByTimeAsync(2_999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);

    await expect(result).resolves.toEqual({ id: 7 });
    expect(sent).toEqual([
      { ticket: undefined, at: 0 },
      { ticket: 'ticket-1', at: 4_500 },
      { ticket: 'ticket-2', at: 6_500 },
    ]);
    expect(states.filter((s) => s.kind === 'ticket').map((s) => (s.kind === 'ticket' ? s.position : 0))).toEqual([12, 4]);
  });

  it('gives any other answer back at once: a refusal, a 503 without a ticket, a refused ticket', async () => {
    for (const error of [
      new ApiError(400, 'OVER_TOTAL_VOLUME'),
      new ApiError(503, 'SERVICE_UNAVAILABLE'),
      new ApiError(400, 'WAITING_TICKET_EXPIRED'),
    ]) {
      const send = vi.fn(async () => {
        throw error;
      });
      await expect(sendThroughWaitingRoom(send, () => {})).rejects.toBe(error);
      expect(send).toHaveBeenCalledTimes(1);
    }
  });

  it('stops waiting when the form is left, and gives up after its retries', async () => {
    const leaving = new AbortController();
    const send = vi.fn(async () => {
      throw busy('t', 1, 5);
    });
    const left = sendThroughWaitingRoom(send, () => {}, leaving.signal);
    const settled = expect(left).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(1_000);
    leaving.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);

    const always = vi.fn(async () => {
      throw busy('t', 1, 1);
    });
    const givenUp = sendThroughWaitingRoom(always, () => {});
    const rejected = expect(givenUp).rejects.toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync((MAX_AUTOMATIC_RETRIES + 1) * 1_000);
    await rejected;
    expect(always).toHaveBeenCalledTimes(MAX_AUTOMATIC_RETRIES + 1);
  });
});
