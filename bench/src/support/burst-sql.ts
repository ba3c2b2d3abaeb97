import { LIVE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import pg from 'pg';
import type { BurstAnswer } from './burst-load';
import type { BurstInvestor, BurstOffering } from './burst-seed';

const LIVE = [...LIVE_RESERVATION_STATUSES];

/**
 * The baseline, "bare O(1) transaction": the least a correct reservation can do, through node-postgres on a copy of
 * the seeded launch without its joinings. The reservation row is INSERTed, then the offering's reserved counter is
 * moved by one conditional UPDATE (within the total, at least the minimum), then COMMIT: the counter's row lock
 * is taken last and held only for the update and the commit. No HTTP, authentication, signature recovery, history,
 * message or mail. `prepareBare` readies the copy.
 */
export function bareReservation(pool: pg.Pool, offering: BurstOffering) {
  const insert = `insert into joining (user_id, offering_id, status, amount, address, message, signature, version, reserved_at,
      payment_started_at) values ($1, $2, 'WAITING_FOR_PAYMENT', $3, $4, $5, $6, '1.0.0', now(), now())`;
  const count = `update offering set reserved_amount = reserved_amount + $2::numeric
    where id = $1 and $2::numeric >= minimum_amount and reserved_amount + $2::numeric <= total_amount`;
  return async (investor: BurstInvestor, amount: bigint): Promise<BurstAnswer> => {
    const started = performance.now();
    const answer = (status: number, code: string, accepted: boolean): BurstAnswer => ({
      status,
      code,
      amount: accepted ? amount.toString() : null,
      latencyMs: performance.now() - started,
    });
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(insert, [investor.userId, offering.id, amount.toString(), investor.address, investor.message, investor.signature]);
      const counted = await client.query(count, [offering.id, amount.toString()]);
      if (counted.rowCount !== 1) {
        await client.query('rollback');
        return answer(400, amount < offering.minimumAmount ? 'UNDER_MINIMUM' : 'OVER_TOTAL_VOLUME', false);
      }
      await client.query('commit');
      return answer(201, '', true);
    } catch (error) {
      await client.query('rollback').catch(() => {});
      const code = (error as { code?: unknown }).code === '23505' ? 'ALREADY_JOINED' : error instanceof Error ? error.message : 'ERROR';
      return answer(code === 'ALREADY_JOINED' ? 409 : 500, code, false);
    } finally {
      client.release();
    }
  };
}

/**
 * Readies the baseline's copy: the seeded joinings of the offering go (the baseline INSERTs each reservation), the
 * counter starts at 0. Answers the portal database's synchronous_commit, which the baseline's pool then uses.
 */
export async function prepareBare(databaseUrl: string, offering: BurstOffering): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('delete from joining_event where offering_id = $1', [offering.id]);
    await client.query('delete from joining where offering_id = $1', [offering.id]);
    await client.query('update offering set reserved_amount = 0 where id = $1', [offering.id]);
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/** The durability the portal's connections commit with (`synchronous_commit`), read on its database. */
export async function synchronousCommitOf(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ synchronous_commit: string }>('show synchronous_commit');
    const value = rows[0]?.synchronous_commit ?? '';
    if (!/^(on|off|local|remote_write|remote_apply)$/.test(value)) throw new Error(`unexpected synchronous_commit ${value}`);
    return value;
  } finally {
    await client.end();
  }
}

export type BurstInvariants = {
  acceptedBaht: bigint;
  oversoldBaht: bigint;
  /** 201 answers whose joining is not stored as a live reservation of that amount. */
  answeredNotStored: number;
  /** Live reservations stored for investors who never got a 201. */
  storedNotAnswered: number;
  liveReservations: number;
};

/** Reads what the database holds after a run and holds it against the answers the investors got. */
export async function checkInvariants(
  databaseUrl: string,
  offering: BurstOffering,
  investors: readonly BurstInvestor[],
  answers: readonly (BurstAnswer | undefined)[],
  amount: bigint,
): Promise<BurstInvariants> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: number; amount: string | null }>(
      'select user_id, amount::text as amount from joining where offering_id = $1 and status = any($2::text[])',
      [offering.id, LIVE],
    );
    const stored = new Map(rows.map((row) => [row.user_id, row.amount]));
    let acceptedBaht = 0n;
    for (const row of rows) acceptedBaht += BigInt(row.amount ?? '0');
    let answeredNotStored = 0;
    let storedNotAnswered = 0;
    investors.forEach((investor, i) => {
      const answered = answers[i]?.status === 201;
      const amountStored = stored.get(investor.userId);
      if (answered && amountStored !== amount.toString()) answeredNotStored++;
      if (!answered && amountStored !== undefined) storedNotAnswered++;
    });
    const over = acceptedBaht - offering.totalAmount;
    return { acceptedBaht, oversoldBaht: over > 0n ? over : 0n, answeredNotStored, storedNotAnswered, liveReservations: rows.length };
  } finally {
    await client.end();
  }
}

/**
 * Samples pg_stat_activity of one database every `everyMs` while a run lasts: how many backends were running a
 * query, how many of them waited on a lock (the offering row), how many sat idle inside a transaction.
 */
export function activitySampler(databaseUrl: string, database: string, everyMs = 100) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const samples: { active: number; lockWait: number; idleInTx: number }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let busy = false;
  return {
    async start() {
      await client.connect();
      timer = setInterval(async () => {
        if (busy) return;
        busy = true;
        try {
          const {
            rows: [row],
          } = await client.query<{ active: number; lock_wait: number; idle_in_tx: number }>(
            `select count(*) filter (where state = 'active')::int as active,
                    count(*) filter (where wait_event_type = 'Lock')::int as lock_wait,
                    count(*) filter (where state = 'idle in transaction')::int as idle_in_tx
             from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
            [database],
          );
          if (row) samples.push({ active: row.active, lockWait: row.lock_wait, idleInTx: row.idle_in_tx });
        } catch {
          // a sample lost under load is no loss
        } finally {
          busy = false;
        }
      }, everyMs);
    },
    async stop() {
      if (timer) clearInterval(timer);
      await client.end();
      const mean = (pick: (s: (typeof samples)[number]) => number) =>
        samples.length ? Number((samples.reduce((sum, s) => sum + pick(s), 0) / samples.length).toFixed(1)) : 0;
      return {
        samples: samples.length,
        active: mean((s) => s.active),
        lockWait: mean((s) => s.lockWait),
        idleInTx: mean((s) => s.idleInTx),
      };
    },
  };
}
