import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Tx } from '../db/client';

/**
 * The channels API processes tell each other on. One name per kind of news; the payload is a short JSON text
 * (PostgreSQL's NOTIFY takes at most 8,000 bytes): an id, never personal data.
 */
export const BUS_CHANNELS = ['offering_progress', 'joinings_changed', 'session_changed'] as const;
export type BusChannel = (typeof BUS_CHANNELS)[number];

export type BusHandler = (payload: string) => void;
export type BusLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/**
 * News between the API processes of one portal: what one process publishes, every process (itself included) hears.
 * On PostgreSQL it is LISTEN/NOTIFY on a connection of its own, so every process behind a load balancer hears it;
 * on the embedded database (one process: its folder is locked) it is PGlite's own LISTEN/NOTIFY. Either way news
 * told inside a transaction with `notifyInTransaction` is heard once it commits, and never if it rolls back.
 *
 * Delivery is at most once: a listener that lost its connection missed what was said meanwhile. `onReset` handlers
 * run when that happens (and again when the connection is back), so a cache built on the news can drop what it
 * holds instead of serving stale state; `live` says whether news is being heard right now.
 */
export type EventBus = {
  kind: 'memory' | 'pglite' | 'postgres';
  publish(channel: BusChannel, payload: string): Promise<void>;
  /** Returns the function that stops this handler. */
  subscribe(channel: BusChannel, handler: BusHandler): () => void;
  /** Called when news may have been missed: the listening connection dropped, or came back. */
  onReset(handler: () => void): () => void;
  /** Whether news published now is heard by this process (false while the listener reconnects). */
  readonly live: boolean;
  close(): Promise<void>;
};

/**
 * Tells every process once the caller's transaction commits (NOTIFY is transactional): for news about what the
 * transaction writes, so nobody hears of a change that was rolled back or reads before it is visible.
 */
export async function notifyInTransaction(tx: Tx, channel: BusChannel, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** The embedded database: PGlite's LISTEN/NOTIFY in this process. */
export async function createPgliteBus(client: PGlite): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const stops: Array<() => Promise<void>> = [];
  for (const channel of BUS_CHANNELS) stops.push(await client.listen(channel, (payload) => emitter.emit(channel, payload)));
  return inOneProcess('pglite', emitter, {
    publish: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      for (const stop of stops.splice(0)) await stop().catch(() => {});
    },
  });
}

/**
 * A bus of one process (its news never needs a reconnect): subscribers on `emitter`, which the bus's own listener
 * feeds; `publish` and `close` are the bus's.
 */
function inOneProcess(kind: 'memory' | 'pglite', emitter: EventEmitter, own: Pick<EventBus, 'publish' | 'close'>): EventBus {
  return {
    kind,
    live: true,
    publish: own.publish,
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    onReset() {
      return () => {};
    },
    async close() {
      emitter.removeAllListeners();
      await own.close();
    },
  };
}

/** One process without a database (unit tests): the news goes straight to the handlers, after the current turn. */
export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return inOneProcess('memory', emitter, {
    publish: async (channel, payload) => {
      queueMicrotask(() => emitter.emit(channel, payload));
    },
    close: async () => {},
  });
}

const RECONNECT_MS = [100, 250, 500, 1_000, 2_000, 5_000];

/**
 * PostgreSQL LISTEN/NOTIFY. One client listens on every channel for the life of the process and reconnects after
 * a loss (its resets tell the subscribers); publishing goes through a short-lived query on the given pool, so a
 * publish never waits behind the listener.
 */
export async function createPostgresBus(options: { connectionString: string; pool: pg.Pool; log: BusLog }): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const resets = new Set<() => void>();
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const reset = () => {
    for (const handler of resets) handler();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', (message) => {
      if (message.payload !== undefined) emitter.emit(message.channel, message.payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    for (const channel of BUS_CHANNELS) await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    live = true;
    attempt = 0;
    // What was said while nobody listened is gone: the subscribers start again from the database.
    reset();
  };

  const lost = (which: pg.Client) => {
    if (client !== which || closed) return;
    client = undefined;
    live = false;
    options.log.warn('event bus: the listening connection was lost; reconnecting');
    reset();
    which.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (closed || retry) return;
    const wait = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => schedule());
    }, wait);
    retry.unref();
  };

  await connect();

  return {
    kind: 'postgres',
    get live() {
      return live;
    },
    async publish(channel, payload) {
      await options.pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    onReset(handler) {
      resets.add(handler);
      return () => resets.delete(handler);
    },
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      emitter.removeAllListeners();
      resets.clear();
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
