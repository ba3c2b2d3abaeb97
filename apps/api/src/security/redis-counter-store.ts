import { Redis } from 'ioredis';
import type { CounterStore } from './rate-limiter';

// One round trip: count, and start the window on the first hit.
const HIT_SCRIPT = "local c = redis.call('INCR', KEYS[1]) if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return c";

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
  async reset(key: string): Promise<void> {
    await this.redis.del(key);
  }
  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
