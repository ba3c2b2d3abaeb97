import type { z } from 'zod';

type Entry = { expires: number; value: Promise<unknown> };

/**
 * The public offering answers (list, offering, progress, monitoring) and the holiday calendar, kept as their JSON for a short time in each
 * process: a launch sends thousands of visitors to the same few pages, and without it every one of them would cost
 * the database two or three queries. Concurrent misses of one key share one load. Every successful write through
 * this process clears it at once (see `clearAfterWrites`); a write through another process shows after at most
 * `ttlMs`, but for a change of an offering's progress, whose `offering_progress` news drops the answers that show it
 * in every process (app.ts). Reservations read only the holiday calendar from it (for the payment deadline they show); availability
 * they check in the database, under the offering lock.
 */
export class PublicAnswerCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The JSON of `schema.parse(await load())`, from the cache while it is fresh; a failed load is not kept. */
  json<S extends z.ZodType>(key: string, schema: S, load: () => Promise<z.input<S>>): Promise<string> {
    return this.value(`json:${key}`, async () => JSON.stringify(schema.parse(await load())));
  }

  /**
   * `await load()`, from the cache while it is fresh; a failed load is not kept. The caller must not change the
   * value: every reader of the key shares it.
   */
  value<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const at = this.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > at) return hit.value as Promise<T>;
    const entry: Entry = { expires: at + this.ttlMs, value: load() };
    this.#entries.set(key, entry);
    entry.value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return entry.value as Promise<T>;
  }

  /** Drops the answers of `keys` (as given to `json`): the next read of each loads it again. */
  forgetJson(keys: readonly string[]): void {
    for (const key of keys) this.#entries.delete(`json:${key}`);
  }

  /** Drops every answer: the next read of each key loads it again. */
  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** The public answers that show an offering's progress (its sold-out flag, its sums), by key. */
export const offeringCacheKeys = {
  list: 'icos',
  offering: (id: number) => `ico:${id}`,
  progress: (id: number) => `progress:${id}`,
  /** The offerings of the list and of one offering as loaded (values, not JSON): the answers above add the counters. */
  listRows: 'icos:rows',
  offeringRow: (id: number) => `ico:rows:${id}`,
  /**
   * What a change of offering `id`'s progress drops at once in every process: its progress answer, and the list and
   * the offering answers, whose cards show its reserved counter (issue 19). Those two are rebuilt from their loaded
   * rows (kept for `ttlMs`) and one read of the counters: dropping them at each of a launch's hundreds of
   * reservations a second costs that small read, not the sums over the offering's reservations. The paid sum and
   * the sold-out flag move with confirmed payments (staff writes, which clear the writing process's cache; the
   * others' within `ttlMs`).
   */
  changedByProgress: (id: number) => [`progress:${id}`, 'icos', `ico:${id}`],
};
