import { paymentDeadline } from '@ico/domain/business-days';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { holiday, joining, joiningEvent, message } from '../src/db/schema';
import { expireReservations } from '../src/plugins/jobs/payment-deadline';
import { holidaySet } from '../src/services/offerings/offering-row';
import { call } from './support/accounts';
import { createInvestor, createOffering, insertJoining } from './support/offerings';
import { expectCountersMatchLiveSums } from './support/reserved-counter';
import { startTestServer, type TestServer } from './support/test-server';

/** Monday 9 September 2030, 10:00 in Bangkok; Wednesday the 11th is made a holiday. */
const STARTED = new Date('2030-09-09T03:00:00Z');
/** Three business days after Monday, skipping the holiday: the end of Friday the 13th, Bangkok time. */
const DEADLINE = new Date('2030-09-13T16:59:59.999Z');

describe('payment deadline job (PostgreSQL)', () => {
  let server: TestServer;
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startTestServer({ database: 'postgres' });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });
  // Every test leaves each offering's reserved counter equal to the sum of its live reservations (issue 18).
  afterEach(() => expectCountersMatchLiveSums(server.app.database.db));

  it('cancels after the deadline counted in business days, exactly once across concurrent runs', async () => {
    await db().insert(holiday).values({ date: '2030-09-11', nameEN: 'Test holiday', nameTH: 'วันหยุดทดสอบ' }).onConflictDoNothing();
    const holidays = await holidaySet(db());
    expect(paymentDeadline(STARTED, holidays)).toEqual(DEADLINE);
    expect(paymentDeadline(STARTED, new Set()).getTime()).toBeLessThan(DEADLINE.getTime());

    const offering = await createOffering(db(), { totalAmount: '100000', totalAmountToken: '1000', screening: false });
    const late = await createInvestor(server, { language: 'th' });
    const lateRow = await insertJoining(db(), {
      userId: late.id,
      offeringId: offering.id,
      status: 'WAITING_FOR_PAYMENT',
      amount: '30000',
      tokenAmount: '300.00000000',
      reservedAt: STARTED,
      paymentStartedAt: STARTED,
    });
    // A slip asked again on Thursday: its own period runs longer. A slip under review is never cancelled.
    const pending = await createInvestor(server);
    const pendingRow = await insertJoining(db(), {
      userId: pending.id,
      offeringId: offering.id,
      status: 'PAYMNENT_PENDING',
      amount: '10000',
      reservedAt: STARTED,
      paymentStartedAt: new Date('2030-09-12T03:00:00Z'),
    });
    const reviewed = await createInvestor(server);
    const reviewedRow = await insertJoining(db(), {
      userId: reviewed.id,
      offeringId: offering.id,
      status: 'PAYMNENT_SCREENING',
      amount: '5000',
      reservedAt: STARTED,
      paymentStartedAt: STARTED,
    });
    const statuses = async () =>
      Object.fromEntries(
        (
          await db()
            .select({ id: joining.id, status: joining.status })
            .from(joining)
            .where(inArray(joining.id, [lateRow.id, pendingRow.id, reviewedRow.id]))
        ).map((r) => [r.id, r.status]),
      );

    // The day the deadline would end without the holiday, and the last moment of the real one: nothing happens.
    expect(await expireReservations(server.app, new Date('2030-09-12T17:00:00Z'))).toBe(0);
    expect(await expireReservations(server.app, DEADLINE)).toBe(0);
    expect(await statuses()).toEqual({
      [lateRow.id]: 'WAITING_FOR_PAYMENT',
      [pendingRow.id]: 'PAYMNENT_PENDING',
      [reviewedRow.id]: 'PAYMNENT_SCREENING',
    });
    expect((await call(server, 'GET', `/icoportal/icoprogress/${offering.id}/`)).body).toMatchObject({ sumReservated: '45000' });

    // Just after it: two processes running the job at the same moment cancel it once.
    const after = new Date(DEADLINE.getTime() + 1);
    const counts = await Promise.all([expireReservations(server.app, after), expireReservations(server.app, after)]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await statuses()).toEqual({
      [lateRow.id]: 'RESERVATION_REJECTED',
      [pendingRow.id]: 'PAYMNENT_PENDING',
      [reviewedRow.id]: 'PAYMNENT_SCREENING',
    });
    const events = await db().select().from(joiningEvent).where(eq(joiningEvent.joiningId, lateRow.id));
    const cancellations = events.filter((e) => e.toStatus === 'RESERVATION_REJECTED');
    expect(cancellations).toHaveLength(1);
    expect(cancellations[0]).toMatchObject({
      fromStatus: 'WAITING_FOR_PAYMENT',
      actor: 'system',
      actorId: null,
      reason: 'ไม่ได้รับหลักฐานการโอนเงินภายใน 3 วันทำการ',
    });
    expect(cancellations[0]?.createdAt).toEqual(after);
    const inbox = await db().select().from(message).where(eq(message.userId, late.id));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.title).toContain('การจองถูกยกเลิก');
    expect(await db().select().from(message).where(eq(message.userId, pending.id))).toEqual([]);

    // The amount is free again; a later run finds nothing more to do.
    expect((await call(server, 'GET', `/icoportal/icoprogress/${offering.id}/`)).body).toMatchObject({
      sumReservated: '15000',
      availableAmount: '85000',
    });
    expect(await expireReservations(server.app, after)).toBe(0);
    // The re-sent slip's own period: Thursday plus three business days is Tuesday the 17th.
    expect(await expireReservations(server.app, new Date('2030-09-17T17:00:00Z'))).toBe(1);
    expect((await statuses())[pendingRow.id]).toBe('RESERVATION_REJECTED');
  });
});
