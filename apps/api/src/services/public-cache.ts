import type { z } from 'zod';

type Entry = { expires: number; body: Promise<string> };

/**
 * The public offering answers (list, offering, progress, monitoring), kept as their JSON for a short time in each
 * process: a launch sends thousands of visitors to the same few pages, and without it every one of them would cost
 * the database two or three queries. Concurrent misses of one key share one load. Every successful write through
 * this process clears it at once (see `clearAfterWrites`); a write through another process shows after at most
 * `ttlMs`. Reservations never read it: they check availability in the database, under the offering lock.
 */
export class PublicAnswerCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The JSON of `schema.parse(await load())`, from the cache while it is fresh; a failed load is not kept. */
  json<S extends z.ZodType>(key: string, schema: S, load: () => Promise<z.input<S>>): Promise<string> {
    const serialize = async () => JSON.stringify(schema.parse(await load()));
    if (this.ttlMs <= 0) return serialize();
    const at = this.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > at) return hit.body;
    const entry: Entry = { expires: at + this.ttlMs, body: serialize() };
    this.#entries.set(key, entry);
    entry.body.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return entry.body;
  }

  /** Drops every answer: the next read of each key loads it again. */
  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
