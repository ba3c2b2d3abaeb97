import { Writable } from 'node:stream';
import { reservedCounterAlarmListSchema } from '@ico/domain/contracts/reserved-counter-alarms';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offering, reservedCounterAlarm } from '../src/db/schema';
import { reconcileReservedCounters } from '../src/services/offerings/reconcile-reserved-counters';
import { type AccountsServer, call, type StaffAccount, staffMember, startAccountsServer } from './support/accounts';
import { insertInvestor, insertJoining, insertOffering } from './support/admin-offerings';
import { counterDifferences } from './support/reserved-counter';
import { DATABASES } from './support/test-server';

/** A real pino logger whose lines are kept, as an operator's log collector would receive them. */
function recordingLog() {
  const lines: { level: number; msg: string; offeringId?: number; counterAmount?: string; liveAmount?: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe.each(DATABASES)('reserved counter reconciliation (%s)', (database) => {
  let server: AccountsServer;
  let operations: StaffAccount;
  let compliance: StaffAccount;
  let support: StaffAccount;

  beforeAll(async () => {
    server = await startAccountsServer(database);
    [operations, compliance, support] = await Promise.all([
      staffMember(server, 'operations'),
      staffMember(server, 'compliance'),
      staffMember(server, 'support'),
    ]);
  }, 120_000);
  afterAll(() => server?.close());

  const db = () => server.app.database.db;
  const alarms = (staff: StaffAccount) => call(server, 'GET', '/admin/reserved-counter-alarms/', { token: staff.tokens.access });

  it('shows the open alarms to staff with the offerings or the payments permission only', async () => {
    expect((await call(server, 'GET', '/admin/reserved-counter-alarms/')).status).toBe(401);
    expect(await alarms(support)).toMatchObject({ status: 403, body: { message: 'FORBIDDEN' } });
    for (const staff of [operations, compliance]) expect(await alarms(staff)).toMatchObject({ status: 200, body: { results: [] } });
  });

  it('alarms in the log and the back office on a corrupted counter, never fixes it, and clears once it agrees again', async () => {
    const ico = await insertOffering(server, { totalAmount: '1000000' });
    for (const [status, amount] of [
      ['WAITING_FOR_PAYMENT', '10000'],
      ['PAYMNENT_CONFIRMED', '25000'],
      ['RESERVATION_REJECTED', '40000'],
    ] as const) {
      const investor = await insertInvestor(server);
      await insertJoining(server, { userId: investor.id, offeringId: ico.id, status, amount });
    }
    const { log, lines } = recordingLog();
    expect(await reconcileReservedCounters({ database: server.app.database, log })).toEqual([]);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);

    // A path that forgot the counter, as seen afterwards: 5,000 more counted than is reserved.
    await db()
      .update(offering)
      .set({ reservedAmount: sql`${offering.reservedAmount} + 5000` })
      .where(eq(offering.id, ico.id));
    const difference = { offeringId: ico.id, counterAmount: '40000', liveAmount: '35000' };
    expect(await reconcileReservedCounters({ database: server.app.database, log })).toEqual([difference]);
    expect(lines.filter((line) => line.level >= 40)).toEqual([
      expect.objectContaining({ level: 50, ...difference, msg: 'reserved counter differs from the sum of live reservations' }),
    ]);
    const listed = await alarms(compliance);
    expect(listed.status).toBe(200);
    expect(reservedCounterAlarmListSchema.parse(listed.body).results).toEqual([
      { id: expect.any(Number), ...difference, tokenName: ico.tokenName, ticker: ico.ticker, foundAt: expect.any(String) },
    ]);
    // Nothing was corrected: the counter is as it was found.
    expect(await counterDifferences(db())).toEqual([{ offeringId: ico.id, counter: '40000', live: '35000' }]);

    // Found again (by two processes at once): still one open alarm, with the amounts last seen.
    await db()
      .update(offering)
      .set({ reservedAmount: sql`${offering.reservedAmount} + 1000` })
      .where(eq(offering.id, ico.id));
    const runs = await Promise.all([
      reconcileReservedCounters({ database: server.app.database, log }),
      reconcileReservedCounters({ database: server.app.database, log }),
    ]);
    expect(runs.filter((run) => run !== null).length).toBeGreaterThanOrEqual(1);
    const open = await db().select().from(reservedCounterAlarm).where(eq(reservedCounterAlarm.offeringId, ico.id));
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ counterAmount: '41000', liveAmount: '35000', clearedAt: null });

    // Staff put it right (by hand, after finding the cause): the next run clears the alarm and says so.
    await db().update(offering).set({ reservedAmount: '35000' }).where(eq(offering.id, ico.id));
    lines.length = 0;
    expect(await reconcileReservedCounters({ database: server.app.database, log })).toEqual([]);
    expect(lines).toEqual([expect.objectContaining({ level: 40, offeringId: ico.id })]);
    expect(await alarms(operations)).toMatchObject({ status: 200, body: { results: [] } });
    const [kept] = await db().select().from(reservedCounterAlarm).where(eq(reservedCounterAlarm.offeringId, ico.id));
    expect(kept?.clearedAt).toBeInstanceOf(Date);
  });
});
