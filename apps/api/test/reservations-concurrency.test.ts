import { randomBytes } from 'node:crypto';
import { compareDecimals, sumDecimals } from '@ico/domain/money';
import { LIVE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import { and, eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client';
import { joining } from '../src/db/schema';
import { lockWithReserved } from '../src/services/joinings/reserve-amount';
import { createInvestor, createOffering, type Investor, insertJoining, type JoinForm, reserve, signedJoinForm } from './support/offerings';
import { createPostgresDatabase, startTestServer, type TestDatabase, type TestServer } from './support/test-server';

const INVESTORS = 40;
const AMOUNT = '10000';
const TOTAL = '125000';
/** 12 reservations of 10,000 fit in 125,000; the 5,000 left is under one more. */
const FITS = 12;

describe('reservations racing on two API processes (PostgreSQL)', () => {
  let database: TestDatabase;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase({ template: true });
    // One database and one signing secret: either process accepts the same access tokens.
    const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(32).toString('hex') };
    servers.push(await startTestServer({ database: 'postgres', env }));
    servers.push(await startTestServer({ database: 'postgres', env }));
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database?.drop();
  });

  it('accepts exactly the reservations that fit, and stores every one it accepted', async () => {
    const [first, second] = servers as [TestServer, TestServer];
    const db = first.app.database.db;
    const offering = await createOffering(db, { totalAmount: TOTAL, totalAmountToken: '12500', minimumAmount: '1000' });
    const investors: Investor[] = [];
    for (let i = 0; i < INVESTORS; i += 1) {
      const investor = await createInvestor(first);
      await insertJoining(db, { userId: investor.id, offeringId: offering.id, status: 'AGREEMENT_CHECKED' });
      investors.push(investor);
    }
    const forms = await Promise.all(investors.map(() => signedJoinForm(AMOUNT)));

    const answers = await Promise.all(
      investors.map((investor, i) => reserve(i % 2 === 0 ? first : second, investor.token, offering.id, forms[i] as JoinForm)),
    );

    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(accepted).toHaveLength(FITS);
    expect(refused).toHaveLength(INVESTORS - FITS);
    for (const answer of refused) expect(answer).toMatchObject({ status: 400, body: { message: 'OVER_TOTAL_VOLUME' } });
    const acceptedSum = sumDecimals(accepted.map((a) => String(a.body.amount)));
    expect(compareDecimals(acceptedSum, TOTAL)).toBeLessThanOrEqual(0);

    const stored = await db
      .select({ id: joining.id, amount: joining.amount })
      .from(joining)
      .where(and(eq(joining.offeringId, offering.id), inArray(joining.status, [...LIVE_RESERVATION_STATUSES])));
    expect(stored.map((r) => r.id).sort((a, b) => a - b)).toEqual(accepted.map((a) => Number(a.body.id)).sort((a, b) => a - b));
    expect(sumDecimals(stored.map((r) => r.amount ?? '0'))).toBe(acceptedSum);
    expect(acceptedSum).toBe('120000');
  }, 120_000);

  it('sums, under the offering lock, the reservations committed while it waited for the lock', async () => {
    const db = servers[0]!.app.database.db;
    const offering = await createOffering(db, { totalAmount: '100000', totalAmountToken: '10000', minimumAmount: '1000' });
    const rows = [];
    for (let i = 0; i < 2; i += 1) {
      const investor = await createInvestor(servers[0]!);
      rows.push(await insertJoining(db, { userId: investor.id, offeringId: offering.id, status: 'AGREEMENT_CHECKED' }));
    }
    const clients = [new pg.Client({ connectionString: database.url }), new pg.Client({ connectionString: database.url })];
    try {
      for (const client of clients) await client.connect();
      const [first, second] = clients as [pg.Client, pg.Client];
      const reserveIn = async (client: pg.Client, joiningId: number, amount: string) => {
        await client.query('begin');
        await client.query(`update joining set status = 'WAITING_FOR_PAYMENT', amount = $2 where id = $1`, [joiningId, amount]);
        return lockWithReserved(drizzle(client) as unknown as Tx, offering.id);
      };
      expect(await reserveIn(first, rows[0]!.id, '30000')).toMatchObject({
        locked: { id: offering.id, totalAmount: '100000' },
        reserved: '30000',
      });
      const waiting = reserveIn(second, rows[1]!.id, '20000');
      // The second waits on the offering's row lock, with a snapshot taken before the first commits.
      const pid = (second as unknown as { processID: number }).processID;
      for (let i = 0; ; i += 1) {
        const { rows: activity } = await first.query<{ wait: string | null }>(
          'select wait_event_type as wait from pg_stat_activity where pid = $1',
          [pid],
        );
        if (activity[0]?.wait === 'Lock') break;
        if (i > 200) throw new Error('the second reservation never waited for the lock');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await first.query('commit');
      expect(await waiting).toMatchObject({ reserved: '50000' });
      await second.query('rollback');
    } finally {
      for (const client of clients) await client.end().catch(() => {});
    }
  }, 60_000);
});
