import { randomUUID } from 'node:crypto';
import type { Joining } from '@ico/domain/contracts/joinings';
import type { StaffOffering } from '@ico/domain/contracts/offerings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joining, moneyProposal } from '../src/db/schema';
import { expireReservations } from '../src/plugins/jobs/payment-deadline';
import { stampJoiningMoney } from '../src/security/money-mac';
import { recordFiles } from '../src/services/files/stored-files';
import { startJoining } from '../src/services/joinings/joining-status-writer';
import { type AccountsServer, call, type StaffAccount, staffMember, startAccountsServer } from './support/accounts';
import { insertJoining, insertOffering, multipart, offeringInput, PNG } from './support/admin-offerings';
import { busNewsDelivered } from './support/bus-news';
import { decide } from './support/four-eyes';
import { createInvestor, type Investor } from './support/offerings';

/**
 * Issue 31: every write behind an investor's list of joinings tells every process's list cache. Each case caches the
 * investor's list in the server, makes one kind of write the way the portal makes it (by staff over HTTP, whose answer
 * drops only the staff member's own entry, or by the service the investor's request or a job runs, without HTTP), then
 * waits until the bus has delivered everything said before a marker of its own, and expects the cached list gone.
 * A writer that forgets to tell leaves the list cached (for SESSION_CACHE_MS, 30 s), and its case fails.
 */
describe('the writes behind the lists of joinings (PGlite)', () => {
  let server: AccountsServer;
  let operations: StaffAccount;
  let compliance: StaffAccount;

  beforeAll(async () => {
    server = await startAccountsServer('pglite');
    [operations, compliance] = await Promise.all([staffMember(server, 'operations'), staffMember(server, 'compliance')]);
  }, 120_000);
  afterAll(() => server?.close());

  const db = () => server.app.database.db;
  const list = async (investor: Investor) => {
    const answer = await call<Joining[]>(server, 'GET', '/icoportal/joinings/', { token: investor.token });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  const newsDelivered = () => busNewsDelivered(server.app, 'joinings_changed');

  /** The investors' lists are cached (and only theirs) before `write`, and none is once its news is delivered. */
  async function expectWriteTells(investors: Investor | Investor[], write: () => Promise<unknown>): Promise<void> {
    const readers = [investors].flat();
    await newsDelivered();
    server.app.joiningsCache.clear();
    for (const investor of readers) await list(investor);
    expect(server.app.joiningsCache.size).toBe(readers.length);
    await write();
    await newsDelivered();
    expect(server.app.joiningsCache.size).toBe(0);
  }

  /** An investor with a joining of a new offering made by the back office (`input`: the offering's form). */
  async function investorOfStaffOffering(status: 'RESERVATION_CONFIRMED' | 'WAITING_FOR_PAYMENT' = 'RESERVATION_CONFIRMED') {
    const input = offeringInput();
    const made = await call<StaffOffering>(server, 'POST', '/admin/offerings/', { token: operations.tokens.access, json: input });
    expect(made.status).toBe(201);
    const investor = await createInvestor(server);
    const row = await insertJoining(server, { userId: investor.id, offeringId: made.body.id, status, amount: '15000' });
    return { investor, row, ico: made.body, input };
  }

  it('the marker alone leaves a cached list in place (the cases below see only their write)', async () => {
    const { investor } = await investorOfStaffOffering();
    server.app.joiningsCache.clear();
    await list(investor);
    await newsDelivered();
    expect(server.app.joiningsCache.size).toBe(1);
  });

  it("a status change by staff: the investor's cached list goes, and the next read shows the new status", async () => {
    const { investor, row } = await investorOfStaffOffering();
    await expectWriteTells(investor, async () => {
      const changed = await call(server, 'POST', `/admin/joinings/${row.id}/status/`, {
        token: operations.tokens.access,
        json: { to: 'WAITING_FOR_PAYMENT' },
      });
      expect(changed.status).toBe(200);
    });
    expect(await list(investor)).toMatchObject([{ id: row.id, status: 'WAITING_FOR_PAYMENT' }]);
  });

  it('the start of a joining (a passed knowledge test)', async () => {
    const investor = await createInvestor(server);
    const { ico } = await investorOfStaffOffering();
    const other = await insertOffering(server);
    await insertJoining(server, { userId: investor.id, offeringId: other.id, status: 'RESERVATION_CONFIRMED' });
    await expectWriteTells(investor, () =>
      db().transaction((tx) => startJoining(tx, { userId: investor.id, offeringId: ico.id }, new Date())),
    );
    expect((await list(investor)).map((item) => item.status).sort()).toEqual(['KNOWLEDGETEST_PASSED', 'RESERVATION_CONFIRMED']);
  });

  it('a cancelled reservation by the payment deadline job', async () => {
    const investor = await createInvestor(server);
    const ico = await insertOffering(server);
    const old = new Date(Date.now() - 30 * 86_400_000);
    const row = await insertJoining(server, {
      userId: investor.id,
      offeringId: ico.id,
      status: 'WAITING_FOR_PAYMENT',
      createdAt: old,
      paymentStartedAt: old,
    });
    await expectWriteTells(investor, async () => expect(await expireReservations(server.app, new Date())).toBeGreaterThanOrEqual(1));
    expect(await list(investor)).toMatchObject([{ id: row.id, status: 'RESERVATION_REJECTED' }]);
  });

  it("a joining's money MAC (it decides whether the payment details are shown)", async () => {
    const { investor, row } = await investorOfStaffOffering();
    await expectWriteTells(investor, () => db().transaction((tx) => stampJoiningMoney(tx, row)));
  });

  it("a payment slip's file on the joining", async () => {
    const { investor, row } = await investorOfStaffOffering('WAITING_FOR_PAYMENT');
    const id = randomUUID();
    await server.app.files.put(`private/${id}`, PNG, 'image/png');
    const stored = {
      id,
      storageKey: `private/${id}`,
      field: 'paymentSlipFilePrivate',
      fileName: 'slip.png',
      contentType: 'image/png',
      data: PNG,
      sha256: 'a'.repeat(64),
      receivedSha256: 'a'.repeat(64),
    };
    await expectWriteTells(investor, () =>
      db().transaction((tx) => recordFiles(tx, investor.id, { joiningId: row.id }, [stored as Parameters<typeof recordFiles>[3][number]])),
    );
  });

  it("an offering's edit", async () => {
    const { investor, ico, input } = await investorOfStaffOffering();
    await expectWriteTells(investor, async () => {
      const edited = await call(server, 'PUT', `/admin/offerings/${ico.id}/`, {
        token: operations.tokens.access,
        json: { ...input, summaryEN: 'A new summary.' },
      });
      expect(edited.status).toBe(200);
    });
  });

  it("an offering's pictures", async () => {
    const { investor, ico } = await investorOfStaffOffering();
    await expectWriteTells(investor, async () => {
      const upload = await multipart(server, 'POST', `/admin/offerings/${ico.id}/images/`, operations.tokens.access, [
        { field: 'image', data: PNG, name: 'logo.png' },
      ]);
      expect(upload.status).toBe(200);
    });
  });

  it("an offering's knowledge test (its pass mark)", async () => {
    const { investor, ico } = await investorOfStaffOffering();
    const question = {
      order: 1,
      questionEN: 'Q?',
      questionTH: 'ถาม?',
      answersEN: ['Yes', 'No'],
      answersTH: ['ใช่', 'ไม่'],
      correctAnswer: 1,
    };
    await expectWriteTells(investor, async () => {
      const replaced = await call(server, 'PUT', `/admin/offerings/${ico.id}/knowledge-test/`, {
        token: operations.tokens.access,
        json: { passMark: 1, questions: [question] },
      });
      expect(replaced.status).toBe(200);
    });
  });

  const holidayOn = (date: string) =>
    call(server, 'POST', '/admin/holidays/', { token: operations.tokens.access, json: { date, nameEN: 'Company day', nameTH: 'วันบริษัท' } });

  // Past the reference data's years: no holiday there yet.
  it('a holiday added (it moves payment deadlines)', async () => {
    const { investor } = await investorOfStaffOffering('WAITING_FOR_PAYMENT');
    await expectWriteTells(investor, async () => expect((await holidayOn('2061-03-04')).status).toBe(201));
  });

  it('a holiday deleted', async () => {
    const { investor } = await investorOfStaffOffering('WAITING_FOR_PAYMENT');
    expect((await holidayOn('2061-03-05')).status).toBe(201);
    await expectWriteTells(investor, async () => {
      expect((await call(server, 'DELETE', '/admin/holidays/2061-03-05/', { token: operations.tokens.access })).status).toBe(204);
    });
  });

  it("an approved change of an offering's payment terms (pinned on the open reservations, new on the offering)", async () => {
    const { investor, ico, input } = await investorOfStaffOffering();
    // Not reserved yet: nothing of theirs is pinned, but their list shows the offering's terms.
    const beforeReserving = await createInvestor(server);
    await insertJoining(server, { userId: beforeReserving.id, offeringId: ico.id, status: 'AGREEMENT_CHECKED' });
    const edited = await call(server, 'PUT', `/admin/offerings/${ico.id}/`, {
      token: operations.tokens.access,
      json: { ...input, promptPayId: '0899999999' },
    });
    expect(edited.status).toBe(200);
    const [pending] = await db().select().from(moneyProposal).where(eq(moneyProposal.offeringId, ico.id));
    if (!pending) throw new Error('no proposal');
    await expectWriteTells([investor, beforeReserving], async () =>
      expect((await decide(server, compliance, pending.id, 'approve')).status).toBe(200),
    );
    const [pinned] = await db().select().from(joining).where(eq(joining.userId, investor.id));
    expect(pinned?.payTermsPinnedAt).not.toBeNull();
  });
});
