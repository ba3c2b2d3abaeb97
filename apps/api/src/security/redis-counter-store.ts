import { Redis } from 'ioredis';
import type { CounterStore } from './rate-limiter';

// One round trip: count, and start the window on the first hit.
const HIT_SCRIPT = "local c = redis.call('INCR', KEYS[1]) if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return c";
// Takes one back from a live count only (a key that expired stays gone); DECR keeps the key's expiry.
const UNDO_SCRIPT = "local c = tonumber(redis.call('GET', KEYS[1]) or '0') if c > 0 then return redis.call('DECR', KEYS[1]) end return 0";

// Answers the hold's milliseconds left, or takes the free key for ARGV[1] ms and answers 0.
const HOLD_SCRIPT =
  "local t = redis.call('PTTL', KEYS[1]) if t > 0 then return t end redis.call('SET', KEYS[1], '1', 'PX', ARGV[1]) return 0";

export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;
  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    // Connection trouble is answered per request (the limiter fails closed); it must not crash the process.
    this.redis.on('error', () => {});
  }
  async hit(key: string, windowMs: number): Promise<number> {
    return Number(await this.redis.eval(HIT_SCRIPT, 1, key, String(windowMs)));
  }
  async undo(key: string): Promise<void> {
    await this.redis.eval(UNDO_SCRIPT, 1, key);
  }
  async hold(key: string, holdMs: number): Promise<number> {
    return Number(await this.redis.eval(HOLD_SCRIPT, 1, key, String(holdMs)));
  }
  async reset(key: string): Promise<void> {
    await this.redis.del(key);
  }
  async resetPrefix(prefix: string): Promise<void> {
    // SCAN, not KEYS: it never blocks the server that shares this Redis. Glob characters of the prefix match themselves.
    const pattern = `${prefix.replace(/[*?[\]\\]/g, (c) => `\\${c}`)}*`;
    for await (const keys of this.redis.scanStream({ match: pattern, count: 200 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await this.redis.del(...keys);
    }
  }
  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
