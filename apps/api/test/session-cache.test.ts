import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BusChannel, BusHandler, EventBus } from '../src/events/event-bus';
import type { UserRow } from '../src/services/accounts/user-row';
import { SessionCache, type SessionState } from '../src/services/sessions/session-cache';

/** A bus the test drives: it delivers what the test says, and loses or regains its listener on demand. */
function drivenBus() {
  const handlers = new Map<BusChannel, Set<BusHandler>>();
  const resets = new Set<() => void>();
  let live = true;
  const bus: EventBus = {
    kind: 'postgres',
    get live() {
      return live;
    },
    async publish(channel, payload) {
      for (const handler of handlers.get(channel) ?? []) handler(payload);
    },
    subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      return () => set.delete(handler);
    },
    onReset(handler) {
      resets.add(handler);
      return () => resets.delete(handler);
    },
    async close() {},
  };
  return {
    bus,
    tell: (payload: string) => bus.publish('session_changed', payload),
    lose() {
      live = false;
      for (const reset of resets) reset();
    },
    regain() {
      live = true;
      for (const reset of resets) reset();
    },
  };
}

const state = (userId: number, overrides: Partial<SessionState> = {}): SessionState => ({
  user: { id: userId, username: `u${userId}`, disabledAt: null } as UserRow,
  revokedAt: null,
  createdAt: new Date(0),
  lastUsedAt: new Date(0),
  secondFactorAt: null,
  ...overrides,
});

function cacheWith(options: { maxAgeMs?: number; maxEntries?: number } = {}) {
  const driven = drivenBus();
  let now = 1_000_000;
  const cache = new SessionCache(driven.bus, {
    maxAgeMs: options.maxAgeMs ?? 30_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => now,
  });
  const store = (sessionId: string, userId: number, overrides: Partial<SessionState> = {}) =>
    cache.put(cache.ticket(), sessionId, state(userId, overrides));
  return { cache, driven, store, advance: (ms: number) => (now += ms) };
}

describe('the session cache of one process', () => {
  it('answers a stored session to its own user only, and drops every session of a user named by the news', async () => {
    const { cache, driven, store } = cacheWith();
    store('s1', 1);
    store('s2', 1);
    store('s3', 2);
    expect(cache.get('s1', 1)?.user.id).toBe(1);
    // A token whose user id does not match the session's user is never answered from memory.
    expect(cache.get('s1', 2)).toBeUndefined();
    await driven.tell(JSON.stringify({ user: 1 }));
    expect(cache.get('s1', 1)).toBeUndefined();
    expect(cache.get('s2', 1)).toBeUndefined();
    expect(cache.get('s3', 2)?.user.id).toBe(2);
  });

  it('is not used while the listener is lost, and forgets everything on a reset', () => {
    const { cache, driven, store } = cacheWith();
    store('s1', 1);
    driven.lose();
    expect(cache.get('s1', 1)).toBeUndefined();
    // Nothing is stored while news cannot be heard.
    store('s1', 1);
    driven.regain();
    expect(cache.get('s1', 1)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that overlapped news (the read may predate the change)', async () => {
    const { cache, driven } = cacheWith();
    const ticket = cache.ticket();
    await driven.tell(JSON.stringify({ user: 7 }));
    cache.put(ticket, 's1', state(1));
    expect(cache.get('s1', 1)).toBeUndefined();
  });

  it('forgets everybody on news it cannot read', async () => {
    const { cache, driven, store } = cacheWith();
    store('s1', 1);
    await driven.tell('not json');
    expect(cache.get('s1', 1)).toBeUndefined();
  });

  it("reads a user from the database while this process's own write is unheard, and again uses memory once it is", async () => {
    const { cache, driven, store, advance } = cacheWith();
    store('s1', 1);
    const payload = cache.writing(1);
    expect(cache.get('s1', 1)).toBeUndefined();
    // A read between the write and its news is not kept.
    store('s1', 1);
    expect(cache.get('s1', 1)).toBeUndefined();
    await driven.tell(payload);
    store('s1', 1);
    expect(cache.get('s1', 1)?.user.id).toBe(1);
    // A write that rolled back is never heard: the user is cached again after the wait.
    cache.writing(1);
    store('s1', 1);
    expect(cache.get('s1', 1)).toBeUndefined();
    advance(10_001);
    store('s1', 1);
    expect(cache.get('s1', 1)?.user.id).toBe(1);
  });

  it('keeps an entry no longer than its age bound and no more entries than its size bound', () => {
    const { cache, store, advance } = cacheWith({ maxAgeMs: 1_000, maxEntries: 2 });
    store('s1', 1);
    advance(999);
    expect(cache.get('s1', 1)).toBeDefined();
    advance(1);
    expect(cache.get('s1', 1)).toBeUndefined();
    store('a', 1);
    store('b', 2);
    store('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 3)).toBeDefined();
  });

  it('keeps no revoked session and no entry at all when its age bound is 0', () => {
    const { cache, store } = cacheWith();
    store('s1', 1, { revokedAt: new Date() });
    expect(cache.get('s1', 1)).toBeUndefined();
    const off = cacheWith({ maxAgeMs: 0 });
    off.store('s1', 1);
    expect(off.cache.get('s1', 1)).toBeUndefined();
  });

  it('hands out a frozen state, so no request can change what the next one sees', () => {
    const { cache, store } = cacheWith();
    store('s1', 1);
    const cached = cache.get('s1', 1);
    expect(() => {
      (cached?.user as { username: string }).username = 'changed';
    }).toThrow(TypeError);
  });
});

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const WRITER = path.join('services', 'sessions', 'session-state-writes.ts');
/** A drizzle write of the user or session table, or an SQL one. */
const STATE_WRITE = /\.(update|delete)\(\s*(user|authSession)\s*\)|\b(update|delete\s+from)\s+"?(app_user|auth_session)\b/gi;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts')).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the writes of user and session rows', () => {
  it('all go through session-state-writes.ts, which tells every process', async () => {
    const found: string[] = [];
    let inWriter = 0;
    for (const file of await sourceFiles(SRC)) {
      const matches = (await readFile(file, 'utf8')).match(STATE_WRITE) ?? [];
      if (path.relative(SRC, file) === WRITER) inWriter = matches.length;
      else for (const match of matches) found.push(`${path.relative(SRC, file)}: ${match}`);
    }
    // The pattern does find writes: those of the one writer.
    expect(inWriter).toBeGreaterThanOrEqual(3);
    expect(found).toEqual([]);
  });
});
