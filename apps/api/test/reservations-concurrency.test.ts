import { randomBytes } from 'node:crypto';
import { compareDecimals, sumDecimals } from '@ico/domain/money';
import { LIVE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import { and, eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client';
import { joining, offering as offeringTable } from '../src/db/schema';
import { moveReservedCounter, ReservedCounterRefused } from '../src/services/offerings/reserved-counter';
import { createInvestor, createOffering, type Investor, insertJoining, type JoinForm, reserve, signedJoinForm } from './support/offerings';
import { expectCountersMatchLiveSums } from './support/reserved-counter';
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
    const [counter] = await db
      .select({ reserved: offeringTable.reservedAmount })
      .from(offeringTable)
      .where(eq(offeringTable.id, offering.id));
    expect(counter?.reserved).toBe('120000');
    await expectCountersMatchLiveSums(db);
  }, 120_000);

  it('takes capacity by the conditional update: a move waiting on the lock is checked again against the committed counter', async () => {
    const db = servers[0]!.app.database.db;
    const offering = await createOffering(db, { totalAmount: '100000', totalAmountToken: '10000', minimumAmount: '1000' });
    const clients = [new pg.Client({ connectionString: database.url }), new pg.Client({ connectionString: database.url })];
    const counterOf = async () =>
      (await db.select({ reserved: offeringTable.reservedAmount }).from(offeringTable).where(eq(offeringTable.id, offering.id)))[0]
        ?.reserved;
    try {
      for (const client of clients) await client.connect();
      const [first, second] = clients as [pg.Client, pg.Client];
      const moveIn = async (client: pg.Client, delta: string) => {
        await client.query('begin');
        return moveReservedCounter(drizzle(client) as unknown as Tx, offering.id, delta);
      };
      /** Lets `client`'s transaction end once the second client waits on the offering's row lock. */
      const whenSecondWaits = async (end: () => Promise<unknown>) => {
        const pid = (second as unknown as { processID: number }).processID;
        for (let i = 0; ; i += 1) {
          const { rows: activity } = await first.query<{ wait: string | null }>(
            'select wait_event_type as wait from pg_stat_activity where pid = $1',
            [pid],
          );
          if (activity[0]?.wait === 'Lock') break;
          if (i > 200) throw new Error('the second move never waited for the lock');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await end();
      };

      // The first holds 70,000 uncommitted; 40,000 more waits for it, then no longer fits the committed 70,000.
      expect(await moveIn(first, '70000')).toMatchObject({ id: offering.id, reservedAmount: '70000' });
      const refused = moveIn(second, '40000').catch((error: unknown) => error);
      await whenSecondWaits(() => first.query('commit'));
      const error = await refused;
      expect(error).toBeInstanceOf(ReservedCounterRefused);
      expect(error).toMatchObject({ code: 'OVER_TOTAL_VOLUME', detail: { available: '30000' }, current: { reservedAmount: '70000' } });
      await second.query('rollback');
      expect(await counterOf()).toBe('70000');

      // A holder that rolls back leaves the room to the one that waited: 30,000 fits after all.
      expect(await moveIn(first, '30000')).toMatchObject({ reservedAmount: '100000' });
      const fits = moveIn(second, '30000');
      await whenSecondWaits(() => first.query('rollback'));
      expect(await fits).toMatchObject({ reservedAmount: '100000' });
      await second.query('commit');
      expect(await counterOf()).toBe('100000');
      // Moved by hand here, not by reservations: put back so that the suite's counters agree with the live sums.
      await db.update(offeringTable).set({ reservedAmount: '0' }).where(eq(offeringTable.id, offering.id));
    } finally {
      for (const client of clients) await client.end().catch(() => {});
    }
  }, 60_000);

  it("leaves every offering's reserved counter equal to the sum of its live reservations", async () => {
    await expectCountersMatchLiveSums(servers[0]!.app.database.db);
  });
});
