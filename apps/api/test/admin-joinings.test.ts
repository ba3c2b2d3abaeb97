import type { UserSummary } from '@ico/domain/account';
import { bangkokDate, paymentDeadline } from '@ico/domain/business-days';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { joining } from '../src/db/schema';
import { holidaySet } from '../src/services/offerings/offering-row';
import { type AccountsServer, call, type StaffAccount, staffDesks, startAccountsServer } from './support/accounts';
import {
  auditOf,
  eventsOf,
  insertInvestor,
  insertJoining,
  insertOffering,
  insertSlip,
  messagesOf,
  walletAddress,
} from './support/admin-offerings';
import { confirmPaymentWithFourEyes, moneyStatusWithFourEyes, proposeStatus } from './support/four-eyes';
import { insertBankAccount } from './support/refunds';
import { expectCountersMatchLiveSums } from './support/reserved-counter';
import { ONE_DATABASE } from './support/test-server';

type Row = {
  id: number;
  status: string;
  amount: string | null;
  tokenAmount: string | null;
  address: string | null;
  created_at: string;
  reserved_at: string | null;
  paymentDeadline: string | null;
  slips: number;
  user: UserSummary;
};
type Page = { results: Row[]; count: number };
type Detail = {
  joining: Row & { message: string | null; signature: string | null; version: string | null };
  offering: { id: number; tokenName: string; ticker: string };
  slips: { id: string; fileName: string; contentType: string; created_at: string }[];
  history: { from: string | null; to: string; actor: string; actorName: string | null; reason: string | null; created_at: string }[];
  next: string[];
};

const MINUTE = 60_000;

describe('back-office joinings', () => {
  let server: AccountsServer;
  let operations: StaffAccount;
  let compliance: StaffAccount;
  let support: StaffAccount;

  const get = <T>(path: string, staff = operations) => call<T>(server, 'GET', path, { token: staff.tokens.access });
  const setStatus = (id: number | string, json: unknown, staff = operations) =>
    call<Detail>(server, 'POST', `/admin/joinings/${id}/status/`, { json, token: staff.tokens.access });
  /** A fresh offering's joining of a fresh investor. */
  async function joiningIn(
    status: Parameters<typeof insertJoining>[1]['status'],
    options: { amount?: string; language?: 'en' | 'th' } = {},
  ) {
    const target = await insertOffering(server);
    const investor = await insertInvestor(server, { language: options.language ?? 'en' });
    const row = await insertJoining(server, { userId: investor.id, offeringId: target.id, status, amount: options.amount ?? '10000' });
    return { offering: target, investor, row };
  }

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
    ({ operations, compliance, support } = await staffDesks(server));
  }, 120_000);
  afterAll(() => server?.close());
  // Every test leaves each offering's reserved counter equal to the sum of its live reservations (issue 18).
  afterEach(() => expectCountersMatchLiveSums(server.app.database.db));

  describe('access', () => {
    it('answers 401 without a token and 403 to support; compliance and operations may operate', async () => {
      const { offering: target, row } = await joiningIn('RESERVATION_SCREENING');
      const endpoints = [
        { method: 'GET', path: `/admin/offerings/${target.id}/joinings/` },
        { method: 'GET', path: `/admin/offerings/${target.id}/joinings/export/` },
        { method: 'GET', path: `/admin/offerings/${target.id}/activity/` },
        { method: 'GET', path: `/admin/joinings/${row.id}/` },
        { method: 'POST', path: `/admin/joinings/${row.id}/status/`, json: { to: 'RESERVATION_CONFIRMED' } },
      ];
      for (const endpoint of endpoints) {
        const what = `${endpoint.method} ${endpoint.path}`;
        expect((await call(server, endpoint.method, endpoint.path, { json: endpoint.json })).status, what).toBe(401);
        const refused = await call(server, endpoint.method, endpoint.path, { json: endpoint.json, token: support.tokens.access });
        expect(refused.status, what).toBe(403);
        expect(refused.body, what).toEqual({ message: 'FORBIDDEN' });
        if (endpoint.method === 'GET') {
          for (const staff of [compliance, operations]) {
            const answer = await fetch(`${server.baseUrl}/api${endpoint.path}`, {
              headers: { authorization: `Bearer ${staff.tokens.access}` },
            });
            expect(answer.status, what).toBe(200);
          }
        }
      }
      expect((await setStatus(row.id, { to: 'RESERVATION_CONFIRMED' }, compliance)).status).toBe(200);
    });

    it('answers 404 for unknown or non-numeric offerings and joinings', async () => {
      for (const id of ['99999999', 'abc', '0', '1e3']) {
        for (const path of [
          `/admin/offerings/${id}/joinings/`,
          `/admin/offerings/${id}/joinings/export/`,
          `/admin/offerings/${id}/activity/`,
        ]) {
          const answer = await get(path);
          expect(answer.status, path).toBe(404);
          expect(answer.body).toEqual({ message: 'ICO_NOT_EXIST' });
        }
        expect((await get(`/admin/joinings/${id}/`)).body).toEqual({ message: 'NO_JOINING_EXISTS' });
        const post = await setStatus(id, { to: 'RESERVATION_CONFIRMED' });
        expect(post.status).toBe(404);
      }
    });
  });

  describe('list, filter and export', () => {
    let offeringId: number;
    let ticker: string;
    const rows: Array<typeof joining.$inferSelect> = [];
    let special: { username: string; address: string; email: string };

    beforeAll(async () => {
      const target = await insertOffering(server);
      offeringId = target.id;
      ticker = target.ticker;
      const start = Date.now() - 60 * MINUTE;
      const statuses = ['RESERVATION_SCREENING', 'WAITING_FOR_PAYMENT', 'PAYMNENT_SCREENING'] as const;
      for (let i = 0; i < 27; i++) {
        const investor = await insertInvestor(server);
        const status = statuses[i % statuses.length] ?? 'RESERVATION_SCREENING';
        rows.push(
          await insertJoining(server, {
            userId: investor.id,
            offeringId,
            status,
            amount: String(1000 * (i + 1)),
            createdAt: new Date(start + i * MINUTE),
          }),
        );
      }
      // The newest: a name a spreadsheet would run, a findable username, e-mail and address.
      const marked = await insertInvestor(server, {
        username: 'Findme_Zeta',
        email: 'zeta.Person@Example.com',
        firstNameEN: '=HYPERLINK("http://evil")',
      });
      const address = walletAddress();
      special = { username: marked.username, address, email: marked.email };
      rows.push(
        await insertJoining(server, {
          userId: marked.id,
          offeringId,
          status: 'WAITING_FOR_PAYMENT',
          amount: '5000',
          address,
          createdAt: new Date(start + 40 * MINUTE),
        }),
      );
      // Before a reservation: not listed.
      for (const status of ['KNOWLEDGETEST_PASSED', 'AGREEMENT_CHECKED'] as const) {
        const investor = await insertInvestor(server);
        await insertJoining(server, { userId: investor.id, offeringId, status, createdAt: new Date() });
      }
      const newest = rows[rows.length - 1];
      if (newest) {
        await insertSlip(server, newest);
        await insertSlip(server, newest);
      }
    });

    it('lists reservations newest first, 25 a page, with the investor, slips and the payment deadline', async () => {
      const first = await get<Page>(`/admin/offerings/${offeringId}/joinings/`);
      expect(first.status).toBe(200);
      expect(first.body.count).toBe(28);
      expect(first.body.results).toHaveLength(25);
      const second = await get<Page>(`/admin/offerings/${offeringId}/joinings/?page=2`);
      expect(second.body.results).toHaveLength(3);
      const ids = [...first.body.results, ...second.body.results].map((row) => row.id);
      expect(ids).toEqual(rows.map((row) => row.id).reverse());

      const newest = first.body.results[0];
      const holidays = await holidaySet(server.app.database.db);
      const stored = rows[rows.length - 1];
      expect(newest).toMatchObject({
        status: 'WAITING_FOR_PAYMENT',
        amount: '5000',
        address: special.address,
        slips: 2,
        user: { username: special.username, email: special.email, userLevel: 'RETAIL_INVESTOR_LEVEL' },
        paymentDeadline: stored?.paymentStartedAt ? paymentDeadline(stored.paymentStartedAt, holidays).toISOString() : 'missing',
      });
      expect(first.body.results.find((row) => row.status === 'RESERVATION_SCREENING')?.paymentDeadline).toBeNull();
      expect((await get<Page>(`/admin/offerings/${offeringId}/joinings/?page=3`)).body).toEqual({ results: [], count: 28 });
    });

    it('filters by status and finds username, e-mail or wallet address case-insensitively', async () => {
      const screening = await get<Page>(`/admin/offerings/${offeringId}/joinings/?status=RESERVATION_SCREENING`);
      expect(screening.body.count).toBe(9);
      expect(screening.body.results.every((row) => row.status === 'RESERVATION_SCREENING')).toBe(true);
      const before = await get<Page>(`/admin/offerings/${offeringId}/joinings/?status=KNOWLEDGETEST_PASSED`);
      expect(before.body.count).toBe(1);

      for (const q of ['findme_', 'ZETA.PERSON@example', special.address.slice(10, 30).toUpperCase()]) {
        const found = await get<Page>(`/admin/offerings/${offeringId}/joinings/?q=${encodeURIComponent(q)}`);
        expect(found.body.count, q).toBe(1);
        expect(found.body.results[0]?.user.username, q).toBe(special.username);
      }
      const both = await get<Page>(`/admin/offerings/${offeringId}/joinings/?q=findme&status=RESERVATION_SCREENING`);
      expect(both.body.count).toBe(0);
      // LIKE wildcards are taken literally.
      expect((await get<Page>(`/admin/offerings/${offeringId}/joinings/?q=${encodeURIComponent('%')}`)).body.count).toBe(0);
      expect((await get<Page>(`/admin/offerings/${offeringId}/joinings/?q=_`)).body.count).toBe(1);

      const bad = await get(`/admin/offerings/${offeringId}/joinings/?status=NOPE`);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ message: 'VALIDATION_FAILED' });
      expect((await get(`/admin/offerings/${offeringId}/joinings/?page=0`)).status).toBe(400);
    });

    it('exports every matching joining as CSV with a BOM, guarded against formulas (audited)', async () => {
      const response = await fetch(`${server.baseUrl}/api/admin/offerings/${offeringId}/joinings/export/`, {
        headers: { authorization: `Bearer ${operations.tokens.access}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="joinings-${ticker}-${bangkokDate(new Date())}.csv"`);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe('id,status,username,email,name,amount,tokenAmount,address,created_at,reserved_at');
      expect(lines).toHaveLength(29);
      const newest = rows[rows.length - 1];
      expect(lines[1]).toBe(
        [
          newest?.id,
          'WAITING_FOR_PAYMENT',
          special.username,
          special.email,
          `"'=HYPERLINK(""http://evil"") Jaidee"`,
          '5000',
          newest?.tokenAmount,
          special.address,
          newest?.createdAt.toISOString(),
          newest?.reservedAt?.toISOString(),
        ].join(','),
      );

      const filtered = await fetch(`${server.baseUrl}/api/admin/offerings/${offeringId}/joinings/export/?status=PAYMNENT_SCREENING`, {
        headers: { authorization: `Bearer ${compliance.tokens.access}` },
      });
      const filteredLines = (await filtered.text()).trimEnd().split('\r\n');
      expect(filteredLines).toHaveLength(10);
      expect(filteredLines.slice(1).every((line) => line.split(',')[1] === 'PAYMNENT_SCREENING')).toBe(true);

      const audit = (await auditOf(server, 'joinings.export')).filter((row) => row.targetId === String(offeringId));
      expect(audit.map((row) => [row.actorId, row.detail])).toEqual([
        [operations.id, { status: null, q: null, rows: 28 }],
        [compliance.id, { status: 'PAYMNENT_SCREENING', q: null, rows: 9 }],
      ]);
    });
  });

  describe('activity', () => {
    it('replays the status history into cumulative reserved and paid Baht per Bangkok day', async () => {
      const target = await insertOffering(server);
      const [a, b, c] = await Promise.all([insertInvestor(server), insertInvestor(server), insertInvestor(server)]);
      if (!a || !b || !c) throw new Error('investors missing');
      const at = (iso: string) => new Date(iso);
      await insertJoining(server, {
        userId: a.id,
        offeringId: target.id,
        status: 'PAYMNENT_CONFIRMED',
        amount: '10000',
        events: [
          { from: 'AGREEMENT_CHECKED', to: 'RESERVATION_SCREENING', at: at('2026-03-02T03:00:00Z') },
          { from: 'RESERVATION_SCREENING', to: 'RESERVATION_CONFIRMED', at: at('2026-03-03T03:00:00Z'), actor: 'staff' },
          { from: 'RESERVATION_CONFIRMED', to: 'WAITING_FOR_PAYMENT', at: at('2026-03-03T04:00:00Z'), actor: 'staff' },
          { from: 'WAITING_FOR_PAYMENT', to: 'PAYMNENT_SCREENING', at: at('2026-03-04T03:00:00Z') },
          // 01:00 on 5 March in Bangkok.
          { from: 'PAYMNENT_SCREENING', to: 'PAYMNENT_CONFIRMED', at: at('2026-03-04T18:00:00Z'), actor: 'staff' },
        ],
      });
      await insertJoining(server, {
        userId: b.id,
        offeringId: target.id,
        status: 'RESERVATION_REJECTED',
        amount: '5000',
        events: [
          // 23:59 on 2 March in Bangkok.
          { from: 'AGREEMENT_CHECKED', to: 'WAITING_FOR_PAYMENT', at: at('2026-03-02T16:59:00Z') },
          { from: 'WAITING_FOR_PAYMENT', to: 'RESERVATION_REJECTED', at: at('2026-03-06T00:00:00Z'), actor: 'system' },
        ],
      });
      await insertJoining(server, {
        userId: c.id,
        offeringId: target.id,
        status: 'KNOWLEDGETEST_PASSED',
        events: [{ from: null, to: 'KNOWLEDGETEST_PASSED', at: at('2026-03-01T03:00:00Z') }],
      });

      const answer = await get<Array<{ date: string; reserved: string; paid: string }>>(`/admin/offerings/${target.id}/activity/`);

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([
        { date: '2026-03-02', reserved: '15000', paid: '0' },
        { date: '2026-03-03', reserved: '15000', paid: '0' },
        { date: '2026-03-04', reserved: '15000', paid: '0' },
        { date: '2026-03-05', reserved: '15000', paid: '10000' },
        { date: '2026-03-06', reserved: '10000', paid: '10000' },
      ]);
      const progress = (await get<{ progress: { sumReservated: string; sumPayment: string } }>(`/admin/offerings/${target.id}/`)).body
        .progress;
      expect(progress).toMatchObject({ sumReservated: '10000', sumPayment: '10000' });
      expect((await get(`/admin/offerings/${(await insertOffering(server)).id}/activity/`)).body).toEqual([]);
    });
  });

  describe('detail and status changes', () => {
    it('shows a joining with its offering, slips, history and the next staff steps', async () => {
      const { offering: target, investor, row } = await joiningIn('PAYMNENT_SCREENING');
      const slipId = await insertSlip(server, row);
      const answer = await get<Detail>(`/admin/joinings/${row.id}/`);

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        joining: expect.objectContaining({
          id: row.id,
          status: 'PAYMNENT_SCREENING',
          amount: '10000',
          message: row.message,
          signature: row.signature,
          version: '1',
          slips: 1,
          paymentDeadline: null,
          user: expect.objectContaining({ id: investor.id, username: investor.username }),
        }),
        offering: { id: target.id, tokenName: target.tokenName, ticker: target.ticker },
        slips: [
          {
            id: slipId,
            fileName: 'slip.png',
            contentType: 'image/png',
            created_at: expect.any(String),
            check: null,
            sendingBank: null,
            reference: null,
          },
        ],
        history: [],
        next: ['PAYMNENT_CONFIRMED', 'PAYMNENT_PENDING'],
        proposal: null,
        // Inserted directly (not pinned): the offering's current terms.
        paymentTerms: {
          promptPayId: '0812345678',
          amount: '10000',
          instructionsEN: 'Pay',
          instructionsTH: 'จ่าย',
          payeeAccount: null,
          pinnedAt: null,
        },
      });
    });

    it('moves a joining along the table, writing history, the investor message and the audit row', async () => {
      const { investor, row } = await joiningIn('RESERVATION_SCREENING', { language: 'th' });

      const confirmed = await setStatus(row.id, { to: 'RESERVATION_CONFIRMED' });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.joining.status).toBe('RESERVATION_CONFIRMED');
      expect(confirmed.body.next).toEqual(['WAITING_FOR_PAYMENT']);
      expect(confirmed.body.history).toEqual([
        {
          from: 'RESERVATION_SCREENING',
          to: 'RESERVATION_CONFIRMED',
          actor: 'staff',
          actorName: operations.username,
          reason: null,
          created_at: expect.any(String),
        },
      ]);

      const waiting = await setStatus(row.id, { to: 'WAITING_FOR_PAYMENT' }, compliance);
      expect(waiting.body.joining.status).toBe('WAITING_FOR_PAYMENT');
      expect(waiting.body.joining.paymentDeadline).not.toBeNull();
      expect(waiting.body.next).toEqual([]);

      const messages = await messagesOf(server, investor.id);
      expect(messages).toHaveLength(2);
      expect(messages.map((m) => m.senderId)).toEqual([compliance.id, operations.id]);
      expect(messages[0]?.title).toMatch(/[\u0E00-\u0E7F]/);
      const audit = (await auditOf(server, 'joining.status')).filter((entry) => entry.targetId === String(row.id));
      expect(audit.map((entry) => [entry.actorId, entry.detail])).toEqual([
        [operations.id, { offeringId: row.offeringId, from: 'RESERVATION_SCREENING', to: 'RESERVATION_CONFIRMED', reason: null }],
        [compliance.id, { offeringId: row.offeringId, from: 'RESERVATION_CONFIRMED', to: 'WAITING_FOR_PAYMENT', reason: null }],
      ]);
      const events = await eventsOf(server, row.id);
      expect(events.map((event) => [event.actor, event.actorId, event.toStatus])).toEqual([
        ['staff', operations.id, 'RESERVATION_CONFIRMED'],
        ['staff', compliance.id, 'WAITING_FOR_PAYMENT'],
      ]);
    });

    it('refuses changes the table does not give staff with 409 STATUS_CONFLICT, changing nothing', async () => {
      const { investor, row } = await joiningIn('WAITING_FOR_PAYMENT');
      // The investor's and the system's steps, a skip ahead, and staying put.
      for (const to of ['PAYMNENT_SCREENING', 'RESERVATION_REJECTED', 'WAITING_FOR_PAYMENT']) {
        const answer = await setStatus(row.id, { to, reason: 'a reason' });
        expect(answer.status, to).toBe(409);
        expect(answer.body, to).toEqual({ message: 'STATUS_CONFLICT', detail: { status: 'WAITING_FOR_PAYMENT' } });
      }
      const [stored] = await server.app.database.db.select().from(joining).where(eq(joining.id, row.id));
      expect(stored?.status).toBe('WAITING_FOR_PAYMENT');
      expect(await eventsOf(server, row.id)).toEqual([]);
      expect(await messagesOf(server, investor.id)).toEqual([]);
      expect((await auditOf(server, 'joining.status')).filter((entry) => entry.targetId === String(row.id))).toEqual([]);
    });

    it('requires a reason for rejections, holds and failures, and passes it to the investor', async () => {
      const { investor, row } = await joiningIn('RESERVATION_SCREENING');
      for (const json of [{ to: 'RESERVATION_REJECTED' }, { to: 'RESERVATION_PENDING', reason: '   ' }]) {
        const answer = await setStatus(row.id, json);
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ message: 'VALIDATION_FAILED', detail: { reason: 'REASON_REQUIRED' } });
      }
      const badTarget = await setStatus(row.id, { to: 'DONE' });
      expect(badTarget.body).toEqual({ message: 'VALIDATION_FAILED', detail: { to: 'INVALID_OPTION' } });
      const tooLong = await setStatus(row.id, { to: 'RESERVATION_PENDING', reason: 'x'.repeat(501) });
      expect(tooLong.body).toEqual({ message: 'VALIDATION_FAILED', detail: { reason: 'TEXT_TOO_LONG' } });

      const pending = await setStatus(row.id, { to: 'RESERVATION_PENDING', reason: '  Bank name does not match  ' });
      expect(pending.status).toBe(200);
      expect(pending.body.history[0]?.reason).toBe('Bank name does not match');
      expect(pending.body.next).toEqual(['RESERVATION_CONFIRMED', 'RESERVATION_REJECTED']);
      const [latest] = await messagesOf(server, investor.id);
      expect(latest?.body).toContain('Bank name does not match');
      const audit = (await auditOf(server, 'joining.status')).filter((entry) => entry.targetId === String(row.id));
      expect(audit[0]?.detail).toMatchObject({ to: 'RESERVATION_PENDING', reason: 'Bank name does not match' });

      const rejected = await setStatus(row.id, { to: 'RESERVATION_REJECTED', reason: 'Duplicate' });
      expect(rejected.body.joining.status).toBe('RESERVATION_REJECTED');
      expect(rejected.body.next).toEqual([]);
    });

    it('follows a paid reservation through a failed funding to the refund, each money step proposed and approved', async () => {
      const { row, investor } = await joiningIn('PAYMNENT_SCREENING');
      const slipFileId = await insertSlip(server, row);
      // The refund goes to the investor's approved bank account (issue 17).
      await insertBankAccount(server, investor.id);
      const people = { proposer: operations, approver: compliance };
      await confirmPaymentWithFourEyes(server, people, row.id, { slipFileId, amountSeen: '10000' });
      expect((await setStatus(row.id, { to: 'CONTRACT_CONFIRMED' })).body.next).toEqual(['TRANSECTION_CONFIRMED', 'FUNDING_FAIL']);
      const steps: Array<[Record<string, string>, string[]]> = [
        [{ to: 'FUNDING_FAIL', reason: 'The offering was cancelled' }, ['REFUND_PROCESSING']],
        [{ to: 'REFUND_PROCESSING' }, ['REFUND_DONE']],
        [{ to: 'REFUND_DONE', bankReference: 'REFUND-1' }, []],
      ];
      for (const [json, next] of steps) {
        await moneyStatusWithFourEyes(server, people, row.id, json);
        expect((await get<Detail>(`/admin/joinings/${row.id}/`)).body.next, json.to).toEqual(next);
      }
      const history = (await get<Detail>(`/admin/joinings/${row.id}/`)).body.history;
      expect(history.map((h) => h.to)).toEqual([
        'PAYMNENT_CONFIRMED',
        'CONTRACT_CONFIRMED',
        'FUNDING_FAIL',
        'REFUND_PROCESSING',
        'REFUND_DONE',
      ]);
    });

    it('moves a paid reservation to delivery and monitoring', async () => {
      const { row } = await joiningIn('CONTRACT_CONFIRMED');
      expect((await setStatus(row.id, { to: 'TRANSECTION_CONFIRMED' })).body.next).toEqual(['MONITORING_MODE']);
      expect((await setStatus(row.id, { to: 'MONITORING_MODE' })).body.next).toEqual([]);
      expect((await proposeStatus(server, operations, row.id, { to: 'FUNDING_FAIL', reason: 'late' })).status).toBe(409);
    });
  });
});
