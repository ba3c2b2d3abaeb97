import { comparePlaces, type PlaceInLine } from '../security/waiting-ticket';

export type AdmissionSettings = {
  /** Reservations this process works on at once. */
  limit: number;
  /** Reservations that may wait in line for a slot; one more is refused with a ticket. */
  maxLength: number;
  /** The longest one waits in line before it is refused with a ticket (and the longest wait it is let in for). */
  maxWaitMs: number;
};

/** Why a request was not let in, and when to come back: the ticket keeps its place. */
export type Refusal = { place: PlaceInLine; position: number; waitMs: number; retryAfterSeconds: number };

export type Outcome =
  | { kind: 'admitted' /** Frees the slot; called once when the answer is finished or the client is gone. */; release: () => void }
  | { kind: 'refused'; refusal: Refusal }
  /** The client went away while it waited in line. */
  | { kind: 'gone' };

type Entry = { place: PlaceInLine; settle: (outcome: Outcome) => void; timer: NodeJS.Timeout };

/** Before the first reservation is done, a slot is assumed to be held this long. */
const FIRST_GUESS_SERVICE_MS = 50;
/** Weight of the newest reservation in the running estimate of how long one holds a slot. */
const SERVICE_SMOOTHING = 0.1;
/** A refused request is never asked to wait longer than this before it comes back. */
const MAX_RETRY_AFTER_SECONDS = 60;

/**
 * The waiting room of one process: `limit` slots, and a line ordered by place (earliest first), not by arrival at
 * this process, so a ticket from an earlier 503 (of this process or another) goes ahead of everyone who came after
 * it was issued. A slot that frees goes to the head of the line. The line is bounded in length and in wait; when a
 * place earlier than the line's last comes to a full line, the last is refused instead (with its own ticket, so it
 * keeps its place). Pure bookkeeping: no I/O, the clock injected.
 */
export class AdmissionQueue {
  private inFlight = 0;
  /** Sorted by place; short (maxLength), so a sorted array is the simplest correct structure. */
  private readonly line: Entry[] = [];
  private serviceMs = FIRST_GUESS_SERVICE_MS;
  private lastAt = 0;
  private seq = 0;
  /** Since start: let in, answered with a ticket, gone while in line (for metrics and logs). */
  private readonly totals = { admitted: 0, refused: 0, left: 0 };

  constructor(
    private readonly settings: AdmissionSettings,
    /** This process's name in places (12 hex digits), distinct from every other process's. */
    readonly node: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** A place for a request arriving now: never earlier than this process's previous one, even if the clock stepped back. */
  arrive(): PlaceInLine {
    this.lastAt = Math.max(this.now(), this.lastAt);
    this.seq += 1;
    return { at: this.lastAt, node: this.node, seq: this.seq };
  }

  stats(): { inFlight: number; waiting: number; serviceMs: number; admitted: number; refused: number; left: number } {
    return { inFlight: this.inFlight, waiting: this.line.length, serviceMs: Math.round(this.serviceMs), ...this.totals };
  }

  /**
   * Joins the line at `place`. The outcome comes when a slot is free (admitted), when the line has no room or
   * wait for it (refused), or after `leave` (gone: the client went away).
   */
  enter(place: PlaceInLine): { outcome: Promise<Outcome>; leave: () => void } {
    let settle: (outcome: Outcome) => void = () => {};
    const outcome = new Promise<Outcome>((resolve) => {
      settle = resolve;
    });
    if (this.line.length === 0 && this.inFlight < this.settings.limit) {
      settle(this.admit());
      return { outcome, leave: () => {} };
    }
    const index = this.indexFor(place);
    const refusal = this.refusalAt(place, index + 1, index >= this.settings.maxLength);
    if (refusal) {
      this.totals.refused += 1;
      settle({ kind: 'refused', refusal });
      return { outcome, leave: () => {} };
    }
    if (this.line.length >= this.settings.maxLength) {
      // This place is earlier than the line's last: the last steps out, its place kept in its ticket.
      const last = this.line.pop();
      if (last) this.refuse(last, this.settings.maxLength + 1);
    }
    const entry: Entry = {
      place,
      settle,
      timer: setTimeout(() => {
        const at = this.line.indexOf(entry);
        if (at < 0) return;
        this.line.splice(at, 1);
        this.refuse(entry, at + 1);
      }, this.settings.maxWaitMs),
    };
    this.line.splice(index, 0, entry);
    return {
      outcome,
      leave: () => {
        const at = this.line.indexOf(entry);
        if (at < 0) return;
        this.line.splice(at, 1);
        clearTimeout(entry.timer);
        this.totals.left += 1;
        entry.settle({ kind: 'gone' });
      },
    };
  }

  /** Where `place` goes: after every entry at or before it (binary search). */
  private indexFor(place: PlaceInLine): number {
    let low = 0;
    let high = this.line.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (comparePlaces((this.line[middle] as Entry).place, place) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Expected wait of the `position`th in line: the slots turn over `limit` at a time. */
  private waitFor(position: number): number {
    return Math.ceil(position / this.settings.limit) * this.serviceMs;
  }

  /** A refusal when the place is past the line's end or its wait past the bound; undefined when it may wait. */
  private refusalAt(place: PlaceInLine, position: number, pastEnd: boolean): Refusal | undefined {
    const waitMs = this.waitFor(position);
    if (!pastEnd && waitMs <= this.settings.maxWaitMs) return undefined;
    return this.refusal(place, position);
  }

  private refusal(place: PlaceInLine, position: number): Refusal {
    const waitMs = this.waitFor(position);
    // Come back when the line has room for this place and its wait is within the bound again.
    const untilRoomMs = this.waitFor(Math.max(0, position - this.settings.maxLength));
    const untilWaitFitsMs = waitMs - this.settings.maxWaitMs;
    const retryAfterSeconds = Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(Math.max(untilRoomMs, untilWaitFitsMs) / 1000)));
    return { place, position, waitMs, retryAfterSeconds };
  }

  private refuse(entry: Entry, position: number): void {
    clearTimeout(entry.timer);
    this.totals.refused += 1;
    entry.settle({ kind: 'refused', refusal: this.refusal(entry.place, position) });
  }

  private admit(): Outcome {
    this.inFlight += 1;
    this.totals.admitted += 1;
    const started = this.now();
    let released = false;
    return {
      kind: 'admitted',
      release: () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        this.serviceMs += SERVICE_SMOOTHING * (Math.max(0, this.now() - started) - this.serviceMs);
        this.drain();
      },
    };
  }

  /** Free slots go to the head of the line, in order. */
  private drain(): void {
    while (this.inFlight < this.settings.limit) {
      const next = this.line.shift();
      if (!next) return;
      clearTimeout(next.timer);
      next.settle(this.admit());
    }
  }
}
