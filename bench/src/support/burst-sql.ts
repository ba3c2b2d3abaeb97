import { LIVE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import pg from 'pg';
import type { BurstAnswer } from './burst-load';
import type { BurstInvestor, BurstOffering } from './burst-seed';

const LIVE = [...LIVE_RESERVATION_STATUSES];

/**
 * How the bare transaction takes the offering lock and the sum of its live reservations. `textbook`: a locking select,
 * then the sum, then the update, each its own round trip (the baseline the report's ratio is taken against).
 * `one-statement`: as the portal does it, the update first and then the lock and the sum in one statement through
 * the functions of migration 0005 (reported beside it, to show what the statement shape alone is worth).
 */
export type BareShape = 'textbook' | 'one-statement';

/**
 * The baseline: the reservation as a bare SQL transaction through node-postgres, the same locking and sum check
 * as the portal without HTTP, authentication, signature recovery, history, message or mail.
 */
export function bareReservation(pool: pg.Pool, offering: BurstOffering, shape: BareShape = 'textbook') {
  const update = `update joining set amount = $3, status = 'WAITING_FOR_PAYMENT', address = $4, message = $5, signature = $6,
      version = '1.0.0', reserved_at = now(), payment_started_at = now(), updated_at = now()
    where user_id = $1 and offering_id = $2 and status = 'AGREEMENT_CHECKED'`;
  return async (investor: BurstInvestor, amount: bigint): Promise<BurstAnswer> => {
    const started = performance.now();
    const answer = (status: number, code: string, accepted: boolean): BurstAnswer => ({
      status,
      code,
      amount: accepted ? amount.toString() : null,
      latencyMs: performance.now() - started,
    });
    const updateValues = [investor.userId, offering.id, amount.toString(), investor.address, investor.message, investor.signature];
    const client = await pool.connect();
    try {
      await client.query('begin');
      if (shape === 'one-statement') {
        const updated = await client.query(update, updateValues);
        const {
          rows: [locked],
        } = await client.query<{ total: string; minimum: string; reserved: string }>(
          `select total_amount::text as total, minimum_amount::text as minimum, live_reserved_amount(id, $2::text[])::text as reserved
           from offering_locked_for_reservation($1)`,
          [offering.id, LIVE],
        );
        if (!locked) throw new Error('offering missing');
        const refusal =
          amount < BigInt(locked.minimum) ? 'UNDER_MINIMUM' : BigInt(locked.reserved) > BigInt(locked.total) ? 'OVER_TOTAL_VOLUME' : '';
        if (refusal || updated.rowCount !== 1) {
          await client.query('rollback');
          return refusal ? answer(400, refusal, false) : answer(409, 'ALREADY_JOINED', false);
        }
        await client.query('commit');
        return answer(201, '', true);
      }
      const {
        rows: [ico],
      } = await client.query<{ total: string; minimum: string }>(
        'select total_amount::text as total, minimum_amount::text as minimum from offering where id = $1 for update',
        [offering.id],
      );
      if (!ico) throw new Error('offering missing');
      const {
        rows: [sums],
      } = await client.query<{ reserved: string }>(
        'select coalesce(sum(amount), 0)::text as reserved from joining where offering_id = $1 and status = any($2::text[])',
        [offering.id, LIVE],
      );
      const available = BigInt(ico.total) - BigInt(sums?.reserved ?? '0');
      const refusal = amount < BigInt(ico.minimum) ? 'UNDER_MINIMUM' : amount > available ? 'OVER_TOTAL_VOLUME' : '';
      if (refusal) {
        await client.query('rollback');
        return answer(400, refusal, false);
      }
      const updated = await client.query(update, updateValues);
      await client.query('commit');
      return updated.rowCount === 1 ? answer(201, '', true) : answer(409, 'ALREADY_JOINED', false);
    } catch (error) {
      await client.query('rollback').catch(() => {});
      return answer(500, error instanceof Error ? error.message : 'ERROR', false);
    } finally {
      client.release();
    }
  };
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
