import { randomUUID } from 'node:crypto';
import { monitoringEntrySchema } from '@ico/domain/contracts/monitoring';
import { offeringProgressSchema, offeringSchema } from '@ico/domain/contracts/offerings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitoringEntry, publicFile } from '../src/db/schema';
import { call } from './support/accounts';
import { createInvestor, createOffering, insertJoining } from './support/offerings';
import { ONE_DATABASE, startTestServer, type TestServer } from './support/test-server';

const DAY = 86_400_000;

describe('public offerings (no sign-in)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: ONE_DATABASE });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('lists offerings newest start first, with status from the dates', async () => {
    const db = server.app.database.db;
    const now = Date.now();
    const past = await createOffering(db, { startAt: new Date(now - 60 * DAY), finishAt: new Date(now - 30 * DAY) });
    const open = await createOffering(db);
    const future = await createOffering(db, { startAt: new Date(now + 10 * DAY), finishAt: new Date(now + 40 * DAY) });

    const answer = await call<unknown[]>(server, 'GET', '/icoportal/icos/');
    expect(answer.status).toBe(200);
    const list = offeringSchema.array().parse(answer.body);
    const ids = list.map((o) => o.id);
    expect(ids.indexOf(future.id)).toBeLessThan(ids.indexOf(open.id));
    expect(ids.indexOf(open.id)).toBeLessThan(ids.indexOf(past.id));
    const byId = new Map(list.map((o) => [o.id, o]));
    expect(byId.get(past.id)).toMatchObject({ status: 'POST_ICO', available: false });
    expect(byId.get(open.id)).toMatchObject({ status: 'NOW_ICO', available: true, totalAmount: '1000000', minimumAmount: '1000' });
    expect(byId.get(future.id)).toMatchObject({ status: 'PRE_ICO', available: true });
    // Issue 19: the card's figures come with the list.
    expect(byId.get(open.id)).toMatchObject({ pricePerToken: '10.00', sumReservated: '0', sumPayment: '0', closedOutcome: null });
    expect(byId.get(past.id)).toMatchObject({ closedOutcome: 'NO_RESERVATIONS' });
  });

  it('says what is true of a closed offering, and the price per token, on the list and the offering (issue 19)', async () => {
    const db = server.app.database.db;
    const now = Date.now();
    const closed = {
      startAt: new Date(now - 60 * DAY),
      finishAt: new Date(now - 30 * DAY),
      totalAmount: '100000',
      totalAmountToken: '40000',
    };
    const sold = await createOffering(db, closed);
    const partly = await createOffering(db, closed);
    const unpaid = await createOffering(db, closed);
    const none = await createOffering(db, closed);
    for (const [row, status, amount] of [
      [sold, 'TRANSECTION_CONFIRMED', '100000'],
      [partly, 'PAYMNENT_CONFIRMED', '30000'],
      [partly, 'WAITING_FOR_PAYMENT', '20000'],
      [unpaid, 'WAITING_FOR_PAYMENT', '20000'],
      [unpaid, 'RESERVATION_REJECTED', '50000'],
    ] as const) {
      const investor = await createInvestor(server);
      await insertJoining(db, { userId: investor.id, offeringId: row.id, status, amount });
    }
    const list = offeringSchema.array().parse((await call<unknown[]>(server, 'GET', '/icoportal/icos/')).body);
    const byId = new Map(list.map((o) => [o.id, o]));
    expect(byId.get(sold.id)).toMatchObject({ closedOutcome: 'SOLD_OUT', soldOut: true, sumReservated: '100000', pricePerToken: '2.50' });
    expect(byId.get(partly.id)).toMatchObject({ closedOutcome: 'PARTLY_RAISED', sumReservated: '50000', sumPayment: '30000' });
    expect(byId.get(unpaid.id)).toMatchObject({ closedOutcome: 'UNPAID_RESERVATIONS', sumReservated: '20000', sumPayment: '0' });
    expect(byId.get(none.id)).toMatchObject({ closedOutcome: 'NO_RESERVATIONS', sumReservated: '0', sumPayment: '0' });
    for (const row of [sold, partly, unpaid, none]) {
      expect(offeringSchema.parse((await call(server, 'GET', `/icoportal/ico/${row.id}/`)).body)).toEqual(byId.get(row.id));
    }
  });

  it('answers one offering, and 404 ICO_NOT_EXIST for a missing or non-numeric id', async () => {
    const row = await createOffering(server.app.database.db);
    const answer = await call(server, 'GET', `/icoportal/ico/${row.id}/`);
    expect(answer.status).toBe(200);
    expect(offeringSchema.parse(answer.body)).toMatchObject({ id: row.id, token: { name: row.tokenName, ticker: 'TKN', image: null } });
    for (const id of ['999999', 'abc', '1.5', '-1', '99999999999999999999', '%00']) {
      const missing = await call(server, 'GET', `/icoportal/ico/${id}/`);
      expect(missing.status, id).toBe(404);
      expect(missing.body.message, id).toBe('ICO_NOT_EXIST');
    }
    expect((await call(server, 'GET', '/icoportal/icoprogress/abc/')).body.message).toBe('ICO_NOT_EXIST');
    expect((await call(server, 'GET', '/icoportal/monitoringdata/0/')).status).toBe(404);
  });

  it('sums live reservations and confirmed payments into the progress', async () => {
    const db = server.app.database.db;
    const row = await createOffering(db, { totalAmount: '100000', totalAmountToken: '1000' });
    const statuses = [
      ['RESERVATION_SCREENING', '10000'],
      ['WAITING_FOR_PAYMENT', '20000'],
      ['PAYMNENT_CONFIRMED', '30000'],
      ['RESERVATION_REJECTED', '40000'],
      ['AGREEMENT_CHECKED', null],
    ] as const;
    for (const [status, amount] of statuses) {
      const investor = await createInvestor(server);
      await insertJoining(db, { userId: investor.id, offeringId: row.id, status, amount });
    }
    const answer = await call(server, 'GET', `/icoportal/icoprogress/${row.id}/`);
    expect(answer.status).toBe(200);
    expect(offeringProgressSchema.parse(answer.body)).toEqual({
      totalAmount: '100000',
      totalAmountToken: '1000.00000000',
      sumReservated: '60000',
      sumPayment: '30000',
      availableAmount: '40000',
    });
    // Fully paid: soldOut, nothing available (the database keeps the reserved counter within the total: no more fits).
    const full = await createOffering(db, { totalAmount: '5000' });
    const investor = await createInvestor(server);
    await insertJoining(db, { userId: investor.id, offeringId: full.id, status: 'PAYMNENT_CONFIRMED', amount: '5000' });
    expect((await call(server, 'GET', `/icoportal/icoprogress/${full.id}/`)).body).toMatchObject({
      availableAmount: '0',
      sumPayment: '5000',
    });
    const over = await createInvestor(server);
    await expect(insertJoining(db, { userId: over.id, offeringId: full.id, status: 'PAYMNENT_CONFIRMED', amount: '1' })).rejects.toThrow();
    expect((await call(server, 'GET', `/icoportal/ico/${full.id}/`)).body).toMatchObject({ soldOut: true });
  });

  it('lists monitoring entries newest first with their public files', async () => {
    const db = server.app.database.db;
    const row = await createOffering(db);
    const fileId = randomUUID();
    await db.insert(publicFile).values({
      id: fileId,
      storageKey: `public/${fileId}`,
      fileName: 'report.pdf',
      contentType: 'application/pdf',
      size: 10,
      sha256: 'x',
    });
    const base = { offeringId: row.id, titleTH: 'หัวข้อ', contentsEN: 'Body', contentsTH: 'เนื้อหา' };
    await db.insert(monitoringEntry).values({ ...base, titleEN: 'Older', createdAt: new Date(Date.now() - DAY) });
    await db.insert(monitoringEntry).values({ ...base, titleEN: 'Newer', file2Id: fileId });

    const answer = await call<unknown[]>(server, 'GET', `/icoportal/monitoringdata/${row.id}/`);
    expect(answer.status).toBe(200);
    const entries = monitoringEntrySchema.array().parse(answer.body);
    expect(entries.map((e) => e.title)).toEqual(['Newer', 'Older']);
    expect(entries[0]).toMatchObject({
      file1: null,
      file2: { url: `/api/public-files/${fileId}/`, name: 'report.pdf', contentType: 'application/pdf' },
      file3: null,
      titleTH: 'หัวข้อ',
    });
  });
});
