import { randomBytes, randomUUID } from 'node:crypto';
import { reservedDelta } from '@ico/domain/reserved-counter';
import type { JoiningStatus } from '@ico/domain/statuses';
import pg from 'pg';
import { POSTGRES_ADMIN_URL } from './settings';

export type BenchDatabase = { url: string; name: string; drop(): Promise<void> };

/** One connection to the server's `postgres` database (creating and dropping databases). */
export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the bench's PostgreSQL server. */
export const databaseUrl = (name: string): string => {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A fresh, empty PostgreSQL database `ico_bench_<random>` (the API migrates it at start); `drop` removes it. */
export async function createDatabase(): Promise<BenchDatabase> {
  const name = `ico_bench_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: databaseUrl(name),
    name,
    drop: () => withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** One connection to `url` for the work, closed afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const DAY_MS = 86_400_000;

export type OfferingInput = {
  tokenName?: string;
  ticker?: string;
  startAt?: Date;
  finishAt?: Date;
  /** Baht, whole numbers. */
  totalAmount?: string;
  totalAmountToken?: string;
  minimumAmount?: string;
  allowedLevels?: string[];
  /** false: reservations go straight to WAITING_FOR_PAYMENT. */
  screening?: boolean;
};

/** An offering written directly (open now for 30 days by default, 1,000,000 Baht, minimum 1,000); answers its id. */
export async function insertOffering(client: pg.ClientBase, input: OfferingInput = {}): Promise<number> {
  const now = Date.now();
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO offering (token_name, ticker, summary_en, summary_th, start_at, finish_at, total_amount, total_amount_token,
       minimum_amount, allowed_levels, payment_instructions_en, payment_instructions_th, promptpay_id, screening)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      input.tokenName ?? `Bench Token ${randomBytes(3).toString('hex')}`,
      input.ticker ?? 'BNCH',
      'A token offering the benchmark reads and reserves in.',
      'การเสนอขายโทเคนสำหรับการวัดประสิทธิภาพ',
      input.startAt ?? new Date(now - DAY_MS),
      input.finishAt ?? new Date(now + 30 * DAY_MS),
      input.totalAmount ?? '1000000',
      input.totalAmountToken ?? '100000',
      input.minimumAmount ?? '1000',
      JSON.stringify(input.allowedLevels ?? ['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL']),
      'Pay by PromptPay.',
      'ชำระผ่านพร้อมเพย์',
      '0812345678',
      input.screening ?? false,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('offering not inserted');
  await attachWhitePaper(client, id);
  return id;
}

/**
 * A white paper row for an offering (issue 19: an offering opens only with one), so reservations are taken. The
 * benchmark never opens the file, so only its rows are written.
 */
export async function attachWhitePaper(client: pg.ClientBase, offeringId: number): Promise<void> {
  const fileId = randomUUID();
  await client.query(
    `INSERT INTO public_file (id, storage_key, file_name, content_type, size, sha256) VALUES ($1, $2, 'white-paper.pdf', 'application/pdf', 1, '')`,
    [fileId, `public/${fileId}`],
  );
  await client.query(
    `INSERT INTO offering_document (offering_id, kind, language, title, file_id) VALUES ($1, 'WHITE_PAPER', 'en', 'White paper', $2)`,
    [offeringId, fileId],
  );
}

export type BenchInvestor = { id: number; username: string; sessionId: string };

/**
 * `count` verified retail investors without two-factor, each with a live session (sign an access token for it
 * with signAccessToken), written in one statement per table however many there are.
 */
export async function insertInvestors(client: pg.ClientBase, count: number, options: { prefix?: string } = {}): Promise<BenchInvestor[]> {
  const prefix = options.prefix ?? `b${randomBytes(3).toString('hex')}`;
  const { rows } = await client.query<{ id: number; username: string }>(
    `INSERT INTO app_user (username, email, nationality, first_name_en, last_name_en, user_level,
       detail_info_status, selfie_file_status, bank_file_status, suitability_test_status)
     SELECT $1 || n, $1 || n || '@bench.example.com', 'THAI', 'Bench', 'Investor', 'RETAIL_INVESTOR_LEVEL',
       'DONE', 'DONE', 'DONE', 'DONE'
     FROM generate_series(1, $2::int) AS n ORDER BY n RETURNING id, username`,
    [prefix, count],
  );
  const investors = rows.map((row) => ({ id: row.id, username: row.username, sessionId: randomUUID() }));
  await client.query(
    `INSERT INTO auth_session (id, user_id, ip_address)
     SELECT s, u, '127.0.0.1' FROM unnest($1::uuid[], $2::int[]) AS t(s, u)`,
    [investors.map((i) => i.sessionId), investors.map((i) => i.id)],
  );
  return investors;
}

/** A joining at `status` written directly (the steps before it skipped), with its history row and the counter's move; answers its id. */
export async function insertJoining(
  client: pg.ClientBase,
  values: { userId: number; offeringId: number; status: string; amount?: string | null },
): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO joining (user_id, offering_id, status, amount, reserved_at, payment_started_at)
     VALUES ($1, $2, $3, $4, now(), now()) RETURNING id`,
    [values.userId, values.offeringId, values.status, values.amount ?? null],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('joining not inserted');
  // The offering's reserved counter moves as the portal's status writer would move it (issue 18).
  const delta = reservedDelta({ from: null, to: values.status as JoiningStatus, oldAmount: null, newAmount: values.amount });
  if (delta !== '0')
    await client.query('UPDATE offering SET reserved_amount = reserved_amount + $2::numeric WHERE id = $1', [values.offeringId, delta]);
  await client.query(
    `INSERT INTO joining_event (joining_id, offering_id, from_status, to_status, actor, actor_id) VALUES ($1, $2, NULL, $3, 'investor', $4)`,
    [id, values.offeringId, values.status, values.userId],
  );
  return id;
}
