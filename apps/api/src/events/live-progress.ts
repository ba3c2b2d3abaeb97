import type { ServerResponse } from 'node:http';
import type { ErrorCode } from '@ico/domain/errors';
import { LIVE_COALESCE_MS, LIVE_HEARTBEAT_MS, PROGRESS_EVENT } from '@ico/domain/live-progress';
import { AppError } from '../errors';
import type { BusLog, EventBus } from './event-bus';

/** What one process holds open at most: streams in all, and streams of one client address. */
export type LiveStreamLimits = { perProcess: number; perAddress: number };

/** The offering's progress as the icoprogress answer's JSON, or null when there is no such offering. */
export type ProgressLoader = (offeringId: number) => Promise<string | null>;

/** A client that stops reading (a phone in a tunnel) is dropped once this much is waiting for it; it reconnects. */
const MAX_BUFFERED_BYTES = 64 * 1024;
const HEARTBEAT = Buffer.from(': keep-alive\n\n');

/** The SSE frame of one progress answer: its JSON has no line breaks, so it is one `data:` line. */
export const progressFrame = (json: string): string => `event: ${PROGRESS_EVENT}\ndata: ${json}\n\n`;

type Stream = { res: ServerResponse; sent: string };

type Deferred = { promise: Promise<string | null>; resolve(value: string | null): void; reject(error: unknown): void };

function deferred(): Deferred {
  let resolve!: Deferred['resolve'];
  let reject!: Deferred['reject'];
  const promise = new Promise<string | null>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  // A read asked for by news has nobody waiting on it: its failure is logged, not an unhandled rejection.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/**
 * One offering's open streams and its reads. At most one read is in flight and reads start at least `coalesceMs`
 * apart; news heard meanwhile asks for one more read after it (`waiting`), so a burst costs a read per interval and
 * its last change is always sent.
 */
type Entry = {
  id: number;
  streams: Set<Stream>;
  /** The last progress read (undefined before the first). */
  latest: string | null | undefined;
  inFlight: boolean;
  /** A read asked for and not started yet: it settles with that read. */
  waiting: Deferred | undefined;
  lastReadAt: number;
  timer: NodeJS.Timeout | undefined;
};

/** A place taken among the process's streams (and its address's) before the stream opens; given back once. */
export type StreamSlot = { readonly address: string; release(): void };

export type LiveProgressOptions = {
  bus: EventBus;
  load: ProgressLoader;
  limits: LiveStreamLimits;
  log: BusLog;
  /** Each offering id heard on the bus (the public answer cache drops it). */
  onNews?: (offeringId: number) => void;
  /** The bus may have missed news (its listener reconnected). */
  onReset?: () => void;
  coalesceMs?: number;
  heartbeatMs?: number;
  now?: () => number;
};

/**
 * Live offering progress in one API process (issue 18): the open Server-Sent Event streams by offering, fed from
 * the event bus. Hearing that an offering changed (in any process: `offering_progress` is told in the writing
 * transaction), the process reads that offering's progress once, coalesced, and writes the event to each of its
 * streams whose last event differs. When the bus may have lost news, every offering with open streams is read again.
 */
export class LiveProgressHub {
  readonly #entries = new Map<number, Entry>();
  readonly #perAddress = new Map<string, number>();
  #count = 0;
  #closed = false;
  readonly #heartbeat: NodeJS.Timeout;
  readonly #stops: Array<() => void>;
  readonly #coalesceMs: number;
  readonly #now: () => number;

  constructor(private readonly options: LiveProgressOptions) {
    this.#coalesceMs = options.coalesceMs ?? LIVE_COALESCE_MS;
    this.#now = options.now ?? (() => Date.now());
    this.#stops = [
      options.bus.subscribe('offering_progress', (payload) => this.#heard(payload)),
      options.bus.onReset(() => {
        options.onReset?.();
        for (const entry of this.#entries.values()) if (entry.streams.size > 0) this.#refresh(entry);
      }),
    ];
    this.#heartbeat = setInterval(() => this.#beat(), options.heartbeatMs ?? LIVE_HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  /** Streams open (or being opened) in this process. */
  get size(): number {
    return this.#count;
  }

  /** Offerings this process keeps state for: those with open streams or a read under way. */
  get offerings(): number {
    return this.#entries.size;
  }

  /**
   * Takes a place for a new stream of `address`, or names the refusal: SERVICE_UNAVAILABLE when the process holds
   * its limit, TOO_MANY_REQUESTS when the address does.
   */
  reserve(address: string): StreamSlot | ErrorCode {
    if (this.#closed || this.#count >= this.options.limits.perProcess) return 'SERVICE_UNAVAILABLE';
    const held = this.#perAddress.get(address) ?? 0;
    if (held >= this.options.limits.perAddress) return 'TOO_MANY_REQUESTS';
    this.#count += 1;
    this.#perAddress.set(address, held + 1);
    let released = false;
    return {
      address,
      release: () => {
        if (released) return;
        released = true;
        this.#count -= 1;
        const left = (this.#perAddress.get(address) ?? 1) - 1;
        if (left > 0) this.#perAddress.set(address, left);
        else this.#perAddress.delete(address);
      },
    };
  }

  /**
   * The offering's progress for a stream about to open: what the process last read while it is current (streams of
   * the offering are open and the bus is heard), otherwise a read (coalesced with others). Null: no such offering.
   */
  current(offeringId: number): Promise<string | null> {
    const entry = this.#entry(offeringId);
    if (entry.latest !== undefined && !entry.inFlight && !entry.waiting && entry.streams.size > 0 && this.options.bus.live)
      return Promise.resolve(entry.latest);
    return this.#refresh(entry);
  }

  /**
   * Adds an open stream, which was sent `first`, to its offering. It leaves, and gives its slot back, when its
   * connection closes, however that happens.
   */
  attach(slot: StreamSlot, offeringId: number, res: ServerResponse, first: string): void {
    // The client may have gone while the first read ran.
    if (this.#closed || res.destroyed || res.socket?.destroyed !== false) {
      slot.release();
      if (!res.destroyed) res.end();
      return;
    }
    const entry = this.#entry(offeringId);
    const stream: Stream = { res, sent: first };
    entry.streams.add(stream);
    res.once('close', () => {
      entry.streams.delete(stream);
      slot.release();
      this.#dropIfIdle(entry);
    });
  }

  /** Ends every stream and stops listening (the process is closing; browsers reconnect to another). */
  close(): void {
    this.#closed = true;
    clearInterval(this.#heartbeat);
    for (const stop of this.#stops.splice(0)) stop();
    for (const entry of this.#entries.values()) {
      if (entry.timer) clearTimeout(entry.timer);
      // A stream still waiting for its first read is answered: this process is going away.
      entry.waiting?.reject(new AppError('SERVICE_UNAVAILABLE'));
      entry.waiting = undefined;
      for (const stream of entry.streams) stream.res.end();
    }
  }

  #heard(payload: string): void {
    const id = Number(payload);
    if (!Number.isSafeInteger(id) || id < 1) return;
    this.options.onNews?.(id);
    const entry = this.#entries.get(id);
    if (entry) this.#refresh(entry);
  }

  #entry(id: number): Entry {
    let entry = this.#entries.get(id);
    if (!entry) {
      entry = { id, streams: new Set(), latest: undefined, inFlight: false, waiting: undefined, lastReadAt: -Infinity, timer: undefined };
      this.#entries.set(id, entry);
    }
    return entry;
  }

  /** A read that starts no earlier than now: the one already asked for, or a new one. */
  #refresh(entry: Entry): Promise<string | null> {
    if (entry.waiting) return entry.waiting.promise;
    const waiting = deferred();
    entry.waiting = waiting;
    this.#schedule(entry);
    return waiting.promise;
  }

  #schedule(entry: Entry): void {
    // The read in flight starts the next one when it ends; a timer already set will.
    if (entry.inFlight || entry.timer || this.#closed) return;
    const wait = entry.lastReadAt + this.#coalesceMs - this.#now();
    if (wait <= 0) {
      this.#read(entry);
      return;
    }
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      this.#read(entry);
    }, wait);
    entry.timer.unref();
  }

  #read(entry: Entry): void {
    const waiting = entry.waiting;
    if (!waiting) return;
    entry.waiting = undefined;
    entry.inFlight = true;
    entry.lastReadAt = this.#now();
    this.options
      .load(entry.id)
      .then(
        (json) => {
          entry.latest = json;
          if (json !== null) this.#send(entry, json);
          waiting.resolve(json);
        },
        (error: unknown) => {
          this.options.log.warn({ err: error, offeringId: entry.id }, 'live progress: reading the progress failed');
          waiting.reject(error);
        },
      )
      .finally(() => {
        entry.inFlight = false;
        if (entry.waiting) this.#schedule(entry);
        else this.#dropIfIdle(entry);
      });
  }

  /** Writes the event to each stream of the offering that has not had this very state. */
  #send(entry: Entry, json: string): void {
    let frame: Buffer | undefined;
    for (const stream of entry.streams) {
      if (stream.sent === json) continue;
      stream.sent = json;
      frame ??= Buffer.from(progressFrame(json));
      this.#write(stream.res, frame);
    }
  }

  #write(res: ServerResponse, frame: Buffer): void {
    if (res.destroyed) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      res.destroy();
      return;
    }
    res.write(frame);
  }

  #beat(): void {
    for (const entry of this.#entries.values()) for (const stream of entry.streams) this.#write(stream.res, HEARTBEAT);
  }

  #dropIfIdle(entry: Entry): void {
    if (entry.streams.size === 0 && !entry.inFlight && !entry.waiting && !entry.timer && this.#entries.get(entry.id) === entry)
      this.#entries.delete(entry.id);
  }
}
