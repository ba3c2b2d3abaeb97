import { AppError } from '../errors';

/** A counter store: memory for one process, Redis when several processes must share the counts. */
export interface CounterStore {
  /** Adds one to `key` and answers the count within the window that started with its first hit. */
  hit(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper = setInterval(() => {
    const now = Date.now();
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
  }, 60_000).unref();

  async hit(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    const counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      this.counters.set(key, { count: 1, resetAt: now + windowMs });
      return 1;
    }
    counter.count += 1;
    return counter.count;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }
}

/** Memory for one process; Redis, loaded only when configured, when several processes share the counts. */
export async function createCounterStore(redisUrl: string | undefined): Promise<CounterStore> {
  if (!redisUrl) return new MemoryCounterStore();
  const { RedisCounterStore } = await import('./redis-counter-store');
  return new RedisCounterStore(redisUrl);
}

export type Limit = { name: string; max: number; windowMs: number; per: 'account' | 'address' };

const MINUTE = 60_000;

/**
 * The abuse limits (PRODUCT.md section 6). Per-account limits stop guessing one account's password or code;
 * per-address limits stop one machine from trying many accounts. Address limits are generous because many
 * Thai mobile users share one address behind carrier NAT.
 */
export const LIMITS = {
  loginAccount: { name: 'login-account', max: 10, windowMs: 15 * MINUTE, per: 'account' },
  loginAddress: { name: 'login-address', max: 100, windowMs: 15 * MINUTE, per: 'address' },
  codeMailEmail: { name: 'code-mail-email', max: 3, windowMs: 15 * MINUTE, per: 'account' },
  codeMailAddress: { name: 'code-mail-address', max: 30, windowMs: 60 * MINUTE, per: 'address' },
  linkCheckAddress: { name: 'link-check-address', max: 100, windowMs: 15 * MINUTE, per: 'address' },
  otpAccount: { name: 'otp-account', max: 5, windowMs: 5 * MINUTE, per: 'account' },
  passwordAccount: { name: 'password-account', max: 10, windowMs: 15 * MINUTE, per: 'account' },
  /** Knowledge-test attempts of one investor on one offering: a pass ends the test, so these are failures. */
  knowledgeTestAttempts: { name: 'knowledge-test', max: 5, windowMs: 60 * MINUTE, per: 'account' },
  /** Public inquiries: a few per e-mail address, more per network address (people share carrier addresses). */
  inquiryEmail: { name: 'inquiry-email', max: 3, windowMs: 60 * MINUTE, per: 'account' },
  inquiryAddress: { name: 'inquiry-address', max: 20, windowMs: 60 * MINUTE, per: 'address' },
  memberInquiry: { name: 'member-inquiry', max: 10, windowMs: 60 * MINUTE, per: 'account' },
  /** Personal data archives of one account (each reads every private file): a few a day. */
  dataExport: { name: 'data-export', max: 3, windowMs: 24 * 60 * MINUTE, per: 'account' },
} as const satisfies Record<string, Limit>;

export class RateLimiter {
  constructor(
    private readonly store: CounterStore,
    /** Multiplies the per-address maximums (test suites and load tests come from one address). */
    private readonly addressFactor = 1,
  ) {}

  private key(limit: Limit, subject: string): string {
    return `rl:${limit.name}:${subject.toLowerCase()}`;
  }

  private max(limit: Limit): number {
    return limit.per === 'address' ? limit.max * this.addressFactor : limit.max;
  }

  /** Counts one attempt; throws 429 once the limit is passed. A store that cannot answer refuses (fails closed). */
  async consume(limit: Limit, subject: string): Promise<void> {
    let count: number;
    try {
      count = await this.store.hit(this.key(limit, subject), limit.windowMs);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    // The window restarts with the first hit after it ends: its length is the longest wait.
    if (count > this.max(limit)) throw new AppError('TOO_MANY_REQUESTS', undefined, Math.ceil(limit.windowMs / 1000));
  }

  async reset(limit: Limit, subject: string): Promise<void> {
    await this.store.reset(this.key(limit, subject)).catch(() => {});
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
