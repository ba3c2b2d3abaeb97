import { randomUUID } from 'node:crypto';
import type { EventBus } from '../../events/event-bus';
import type { UserRow } from '../accounts/user-row';

/** What `authenticate` needs of a session and its user, as read from the database in one query. */
export type SessionState = {
  user: UserRow;
  revokedAt: Date | null;
  createdAt: Date;
  lastUsedAt: Date;
  secondFactorAt: Date | null;
};

export type SessionCacheOptions = {
  /** The longest an entry is used (0: no cache). A bound in case news is lost, never the way revocation works. */
  maxAgeMs: number;
  /** The most sessions kept; the oldest entry leaves first. */
  maxEntries: number;
  now?: () => number;
};

type Entry = { state: SessionState; storedAt: number };

/**
 * How long this process waits at most for the news of its own write: a transaction that rolled back never tells it,
 * and until then the user's sessions are read from the database.
 */
const OWN_NEWS_WAIT_MS = 10_000;
/** How many users may await their own news before the expired marks are swept. */
const AWAITED_SWEEP_AT = 1_000;

/** The `session_changed` payload: whose state changed, and the mark of the process that wrote it. */
type SessionNews = { user: number; mark?: string };

function parseNews(payload: string): SessionNews | null {
  try {
    const news = JSON.parse(payload) as Partial<SessionNews>;
    if (!Number.isSafeInteger(news.user)) return null;
    return { user: news.user as number, mark: typeof news.mark === 'string' ? news.mark : undefined };
  } catch {
    return null;
  }
}

/**
 * The authenticated state of sessions in this process, so a signed-in request needs no database read (issue 18).
 *
 * Correctness rests on the event bus: every write to a user row or a session row (session-state-writes.ts, the only
 * place such writes happen) tells every process on `session_changed` when it commits, and each process drops that
 * user's entries. The cache is used only while the bus is live; a lost listener (`onReset`) empties it. A read that
 * overlaps any news is not kept (the generation moved), so a slow read never puts back what the news removed. The
 * writing process itself does not wait for its own news: the write marks the user until the news comes back, and
 * meanwhile that user's sessions are read from the database, so a logout's next request is refused at once.
 *
 * The entry holds the stored fields only: lifetime and idle timeout are computed against them and the clock on every
 * request, exactly as from the database (`lastUsedAt` moves only on refresh, a write that tells the bus).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  /** Users with a write of this process not yet heard back: mark -> until when it is awaited. */
  private readonly awaited = new Map<number, Map<string, number>>();
  private readonly origin = randomUUID();
  private readonly stops: Array<() => void>;
  private readonly now: () => number;
  private sequence = 0;
  private generation = 0;

  constructor(
    private readonly bus: EventBus,
    private readonly options: SessionCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.stops = [bus.subscribe('session_changed', (payload) => this.heard(payload)), bus.onReset(() => this.clear())];
  }

  /** Whether entries may be used now: the cache is on and this process hears the news. */
  get usable(): boolean {
    return this.options.maxAgeMs > 0 && this.bus.live;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached state of a session of `userId`, if it may be used now. */
  get(sessionId: string, userId: number): SessionState | undefined {
    if (!this.usable || this.isAwaited(userId)) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.state.user.id !== userId || this.now() - entry.storedAt >= this.options.maxAgeMs) {
      this.drop(sessionId);
      return undefined;
    }
    return entry.state;
  }

  /** Taken before a database read; `put` keeps the result only if no news came in between. */
  ticket(): number {
    return this.generation;
  }

  put(ticket: number, sessionId: string, state: SessionState): void {
    if (!this.usable || ticket !== this.generation || state.revokedAt || this.isAwaited(state.user.id)) return;
    this.drop(sessionId);
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.drop(oldest.value);
    }
    // Shared by the requests that use it: frozen, so no handler can change what the next request sees.
    this.entries.set(sessionId, { state: Object.freeze({ ...state, user: Object.freeze({ ...state.user }) }), storedAt: this.now() });
    let sessions = this.byUser.get(state.user.id);
    if (!sessions) {
      sessions = new Set();
      this.byUser.set(state.user.id, sessions);
    }
    sessions.add(sessionId);
  }

  /**
   * This process is writing the user's row or sessions: their entries go now, none is kept until the write's own news
   * comes back (or OWN_NEWS_WAIT_MS passes). Answers the payload to publish with the write.
   */
  writing(userId: number): string {
    this.generation += 1;
    this.forgetUser(userId);
    this.sequence += 1;
    const mark = `${this.origin}:${this.sequence}`;
    let marks = this.awaited.get(userId);
    if (!marks) {
      marks = new Map();
      this.awaited.set(userId, marks);
    }
    marks.set(mark, this.now() + OWN_NEWS_WAIT_MS);
    // Marks of writes that rolled back are never heard: swept now and then, so they cannot pile up.
    if (this.awaited.size > AWAITED_SWEEP_AT) for (const user of [...this.awaited.keys()]) this.isAwaited(user);
    return JSON.stringify({ user: userId, mark } satisfies SessionNews);
  }

  /** Every entry goes (news may have been missed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.byUser.clear();
  }

  close(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.clear();
  }

  private heard(payload: string): void {
    const news = parseNews(payload);
    if (!news) {
      // News we cannot read names nobody: forget everybody rather than keep a revoked session.
      this.clear();
      return;
    }
    this.generation += 1;
    this.forgetUser(news.user);
    if (news.mark) {
      const marks = this.awaited.get(news.user);
      marks?.delete(news.mark);
      if (marks?.size === 0) this.awaited.delete(news.user);
    }
  }

  private isAwaited(userId: number): boolean {
    const marks = this.awaited.get(userId);
    if (!marks) return false;
    const now = this.now();
    for (const [mark, until] of marks) if (until <= now) marks.delete(mark);
    if (marks.size > 0) return true;
    this.awaited.delete(userId);
    return false;
  }

  private forgetUser(userId: number): void {
    const sessions = this.byUser.get(userId);
    if (!sessions) return;
    for (const sessionId of sessions) this.entries.delete(sessionId);
    this.byUser.delete(userId);
  }

  private drop(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const sessions = this.byUser.get(entry.state.user.id);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.byUser.delete(entry.state.user.id);
  }
}
