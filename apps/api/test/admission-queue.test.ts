import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdmissionQueue, type Outcome } from '../src/plugins/admission-queue';

const NODE = 'a1a1a1a1a1a1';

/** Settles every outcome it is given into `log`, so a test reads what happened in order. */
function recorder() {
  const log: string[] = [];
  const releases = new Map<string, () => void>();
  const watch = (name: string, outcome: Promise<Outcome>) =>
    outcome.then((result) => {
      log.push(`${name}:${result.kind}`);
      if (result.kind === 'admitted') releases.set(name, result.release);
      return result;
    });
  return { log, release: (name: string) => releases.get(name)?.(), watch };
}

describe('AdmissionQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('admits in order of place, not of arrival, and frees a slot once however often it is released', async () => {
    const queue = new AdmissionQueue({ limit: 1, maxLength: 10, maxWaitMs: 60_000 }, NODE);
    const { log, release, watch } = recorder();
    const early = queue.arrive();
    watch('first', queue.enter(queue.arrive()).outcome);
    watch('second', queue.enter(queue.arrive()).outcome);
    // A ticket holder whose place was given before the second arrived.
    watch('ticket', queue.enter(early).outcome);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['first:admitted']);
    release('first');
    release('first');
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['first:admitted', 'ticket:admitted']);
    expect(queue.stats()).toMatchObject({ inFlight: 1, waiting: 1 });
  });

  it('refuses a place past a full line, and makes the last step out for an earlier place', async () => {
    const queue = new AdmissionQueue({ limit: 1, maxLength: 2, maxWaitMs: 60_000 }, NODE);
    const { log, watch } = recorder();
    const early = queue.arrive();
    watch('inside', queue.enter(queue.arrive()).outcome);
    watch('one', queue.enter(queue.arrive()).outcome);
    const two = watch('two', queue.enter(queue.arrive()).outcome);
    const three = await watch('three', queue.enter(queue.arrive()).outcome);
    expect(three).toMatchObject({ kind: 'refused', refusal: { position: 3 } });
    watch('ticket', queue.enter(early).outcome);
    const stepped = await two;
    expect(stepped).toMatchObject({ kind: 'refused', refusal: { position: 3 } });
    // The one who stepped out keeps its place in its refusal (its ticket).
    if (stepped.kind === 'refused') expect(stepped.refusal.place.seq).toBe(4);
    expect(log).toEqual(['inside:admitted', 'three:refused', 'two:refused']);
    expect(queue.stats()).toMatchObject({ inFlight: 1, waiting: 2, admitted: 1, refused: 2, left: 0 });
  });

  it('refuses one who waited past the bound, with its place, and one whose expected wait is past it', async () => {
    const queue = new AdmissionQueue({ limit: 1, maxLength: 100, maxWaitMs: 1_000 }, NODE);
    const { log, watch } = recorder();
    watch('inside', queue.enter(queue.arrive()).outcome);
    const waiting = watch('waiting', queue.enter(queue.arrive()).outcome);
    await vi.advanceTimersByTimeAsync(999);
    expect(log).toEqual(['inside:admitted']);
    await vi.advanceTimersByTimeAsync(1);
    expect(await waiting).toMatchObject({ kind: 'refused', refusal: { position: 1, retryAfterSeconds: 1 } });

    // Each reservation now holds the slot 600 ms: the second in line would wait 1.2 s, past the 1 s bound.
    const slow = new AdmissionQueue({ limit: 1, maxLength: 100, maxWaitMs: 1_000 }, NODE);
    for (let i = 0; i < 40; i += 1) {
      const entered = await slow.enter(slow.arrive()).outcome;
      await vi.advanceTimersByTimeAsync(600);
      if (entered.kind === 'admitted') entered.release();
    }
    void slow.enter(slow.arrive()).outcome;
    void slow.enter(slow.arrive()).outcome;
    const refused = await slow.enter(slow.arrive()).outcome;
    expect(refused).toMatchObject({ kind: 'refused', refusal: { position: 2 } });
    if (refused.kind === 'refused') expect(refused.refusal.waitMs).toBeGreaterThan(1_000);
  });

  it('takes one who left out of the line, and the next gets the slot', async () => {
    const queue = new AdmissionQueue({ limit: 1, maxLength: 10, maxWaitMs: 60_000 }, NODE);
    const { log, release, watch } = recorder();
    watch('inside', queue.enter(queue.arrive()).outcome);
    const leaving = queue.enter(queue.arrive());
    watch('leaving', leaving.outcome);
    watch('next', queue.enter(queue.arrive()).outcome);
    leaving.leave();
    await vi.advanceTimersByTimeAsync(0);
    release('inside');
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['inside:admitted', 'leaving:gone', 'next:admitted']);
    expect(queue.stats()).toMatchObject({ admitted: 2, refused: 0, left: 1 });
  });
});
