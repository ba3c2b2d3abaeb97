import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import type { BusChannel, EventBus } from '../../events/event-bus';

const CHANNEL: BusChannel = 'joinings_changed';

/** Whose joinings list changed: one investor's, or everybody's (an offering's payment terms, a holiday). */
export type JoiningsScope = { userId: number } | 'everyone';

/**
 * Tells every process, when the caller's transaction commits, that lists of joinings changed: what the investor's
 * `GET /icoportal/joinings/` answers is built from their joinings, the slips on them, the offerings' payment terms and
 * the holidays (the payment deadline). Every writer of those calls this in its transaction (a test holds them to it).
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
