import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Tx } from '../../db/client';
import type { BusChannel, EventBus } from '../../events/event-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each investor's `GET /icoportal/joinings/` answer in this process. */
    joiningsCache: JoiningListCache;
  }
}

const CHANNEL: BusChannel = 'joinings_changed';

/** Whose joinings list changed: one investor's, or everybody's (an offering's payment terms, a holiday). */
export type JoiningsScope = { userId: number } | 'everyone';

/**
 * The one way to say that lists of joinings changed: every process (this one included) hears it when the caller's
 * transaction commits, and never if it rolls back. What the investor's `GET /icoportal/joinings/` answers is built
 * from their joinings (written only by services/joinings/joining-writes.ts, which calls this), the slips on them, the
 * offerings' payment terms, pictures and pass marks, and the holidays (the payment deadline); the writers of those
 * call this in their transaction (test/joinings-list-news.test.ts holds each kind of write to it).
 */
export async function tellJoiningsChanged(db: Database | Tx, scope: JoiningsScope): Promise<void> {
  const payload = scope === 'everyone' ? '{"everyone":true}' : JSON.stringify({ user: scope.userId });
  await db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
}

/** The answer as sent: the contract's JSON, checked and written once when it was read. */
type Entry = { answer: string; storedAt: number };

/**
 * Each investor's answer of `GET /icoportal/joinings/` in this process, so a signed-in read of the list needs no
 * database read. As the session cache: used only while the bus is live, emptied on a reset, an answer read across any
 * news is not kept, entries live at most `maxAgeMs`. The investor's own writes (a reservation, a slip) drop their entry
 * before the answer to that write leaves (`forget`), so their next read is never older than their write; other
 * processes, and writes by staff, reach it through the bus at commit.
 */
export class JoiningListCache {
  private readonly entries = new Map<number, Entry>();
  private readonly stops: Array<() => void>;
  private readonly now: () => number;
  private generation = 0;

  constructor(
    private readonly bus: EventBus,
    private readonly options: { maxAgeMs: number; maxEntries: number; now?: () => number },
  ) {
    this.now = options.now ?? Date.now;
    this.stops = [bus.subscribe(CHANNEL, (payload) => this.heard(payload)), bus.onReset(() => this.clear())];
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The investor's list as JSON: from memory when it may be used, else read by `load` (and kept if nothing changed
   * meanwhile).
   */
  async answer(userId: number, load: () => Promise<string>): Promise<string> {
    const usable = this.options.maxAgeMs > 0 && this.bus.live;
    const entry = usable ? this.entries.get(userId) : undefined;
    if (entry && this.now() - entry.storedAt < this.options.maxAgeMs) return entry.answer;
    const ticket = this.generation;
    const answer = await load();
    if (usable && this.bus.live && ticket === this.generation) this.store(userId, answer);
    return answer;
  }

  /** This process wrote for the investor: their entry goes, and no read that overlapped the write is kept. */
  forget(userId: number): void {
    this.generation += 1;
    this.entries.delete(userId);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  close(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.clear();
  }

  private store(userId: number, answer: string): void {
    this.entries.delete(userId);
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(userId, { answer, storedAt: this.now() });
  }

  private heard(payload: string): void {
    try {
      const news = JSON.parse(payload) as { user?: unknown; everyone?: unknown };
      if (news.everyone !== true && typeof news.user === 'number') {
        this.forget(news.user);
        return;
      }
    } catch {
      // Unreadable news: forget everybody below.
    }
    this.clear();
  }
}

/**
 * The cache of the lists, with what keeps it honest: the bus's news (every process's writes, at commit), and the
 * caller's own writes dropped before their answer leaves, so their next read is never older than their write even
 * when the news has not come back yet.
 */
export default fp(
  async (app) => {
    const { sessionCacheMs, sessionCacheEntries } = app.config;
    app.decorate('joiningsCache', new JoiningListCache(app.bus, { maxAgeMs: sessionCacheMs, maxEntries: sessionCacheEntries }));
    // A signed-in write (a reservation, a slip) may change the caller's joinings: their next read of the list loads
    // again. Before the answer leaves, so after the write's commit; other processes hear it on the bus.
    // A callback hook (not async): every answer passes here, and a promise per hook is a cost of every public read.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.auth) app.joiningsCache.forget(request.auth.user.id);
      done(null, payload);
    });
    app.addHook('onClose', async () => {
      app.joiningsCache.close();
    });
  },
  { name: 'joinings-cache', dependencies: ['event-bus'] },
);
