import type { SuitabilityValidity } from '@ico/domain/contracts/suitability-validity';
import { toAnswerSheet } from '@ico/domain/survey-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, user } from '../src/db/schema';
import { remindSuitabilityRenewals } from '../src/plugins/jobs/suitability-expiry';
import { updateUsers } from '../src/services/sessions/session-state-writes';
import { type AccountsServer, call, startAccountsServer } from './support/accounts';
import {
  createInvestor,
  createOffering,
  type Investor,
  insertJoining,
  type OfferingRow,
  reserve,
  signedJoinForm,
} from './support/offerings';
import { expectCountersMatchLiveSums } from './support/reserved-counter';
import { createSuiteStorage, ONE_DATABASE, type SuiteStorage } from './support/test-server';

const DAY = 86_400_000;
const VALID_DAYS = 730;

/** Ten answers of the seeded test (answer i carries i points) worth 20 points: a pass. */
const passingSheet = () => toAnswerSheet(new Map(Array.from({ length: 10 }, (_, i) => [i + 1, 2] as [number, number])));

describe.each([ONE_DATABASE])('suitability expiry on %s', (database) => {
  let server: AccountsServer;
  let storage: SuiteStorage;
  let ico: OfferingRow;
  const db = () => server.app.database.db;

  /** A retail investor whose assessment was passed `daysAgo` days ago, ready to reserve in `ico`. */
  async function investorPassed(daysAgo: number, language: 'en' | 'th' = 'en'): Promise<Investor> {
    const investor = await createInvestor(server, { language });
    await updateUsers(server.app, db(), eq(user.id, investor.id), {
      suitabilityPassedAt: new Date(Date.now() - daysAgo * DAY),
      suitabilityLevel: 'STANDARD',
    });
    await insertJoining(db(), { userId: investor.id, offeringId: ico.id, status: 'AGREEMENT_CHECKED' });
    return investor;
  }
  const retake = (investor: Investor) =>
    fetch(`${server.baseUrl}/api/survay/suitabilitytest/`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${investor.token}`,
      },
      body: new URLSearchParams(passingSheet()).toString(),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));
  const validity = (investor: Investor) =>
    call<SuitabilityValidity>(server, 'GET', '/survay/suitabilitytest/validity/', { token: investor.token });
  const mailsTo = async (investor: Investor) => {
    const [row] = await db().select({ email: user.email }).from(user).where(eq(user.id, investor.id));
    return db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, row?.email ?? ''));
  };

  beforeAll(async () => {
    storage = await createSuiteStorage(database, 'suitability-expiry');
    server = await startAccountsServer(database, storage.env);
    ico = await createOffering(db());
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await storage?.dispose();
  });
  afterEach(() => expectCountersMatchLiveSums(db()));

  it('shows the validity: 401 without a token, the end 730 days after the pass', async () => {
    expect((await call(server, 'GET', '/survay/suitabilitytest/validity/')).status).toBe(401);
    const investor = await investorPassed(100);
    const answer = await validity(investor);
    expect(answer.status).toBe(200);
    expect(Date.parse(answer.body.expiresAt ?? '') - Date.parse(answer.body.passedAt ?? '')).toBe(VALID_DAYS * DAY);
    expect(answer.body).toMatchObject({ expired: false, renewalOpen: false });
  });

  it('refuses a reservation with an expired assessment, and accepts it once the test is taken again', async () => {
    const investor = await investorPassed(VALID_DAYS + 1);
    expect((await validity(investor)).body).toMatchObject({ expired: true, renewalOpen: true });
    const refused = await reserve(server, investor.token, ico.id, await signedJoinForm('10000'));
    expect(refused).toMatchObject({ status: 403, body: { message: 'SUITABILITY_EXPIRED', detail: { link: '/suitabilitytest' } } });

    const renewed = await retake(investor);
    expect(renewed).toMatchObject({ status: 200, body: { success: true, message: 'SUITABILITY_DONE' } });
    expect((await validity(investor)).body).toMatchObject({ expired: false, renewalOpen: false });
    const accepted = await reserve(server, investor.token, ico.id, await signedJoinForm('10000'));
    expect(accepted.status).toBe(201);
  });

  it('lets the test be taken again from 30 days before the end, not earlier', async () => {
    const early = await investorPassed(VALID_DAYS - 31);
    expect(await retake(early)).toMatchObject({ status: 409, body: { message: 'PF_ALREADY_SUBMITED' } });
    const due = await investorPassed(VALID_DAYS - 29);
    expect((await validity(due)).body).toMatchObject({ expired: false, renewalOpen: true });
    // Still valid: reserving is allowed while the renewal is open.
    expect((await reserve(server, due.token, ico.id, await signedJoinForm('10000'))).status).toBe(201);
    expect((await retake(due)).status).toBe(200);
  });

  it('mails the investor once per assessment, 30 days before the end, in their language', async () => {
    const soon = await investorPassed(VALID_DAYS - 29, 'th');
    const later = await investorPassed(VALID_DAYS - 31);
    const now = new Date();
    expect(await remindSuitabilityRenewals(server.app, now)).toBeGreaterThanOrEqual(1);
    expect(await remindSuitabilityRenewals(server.app, now)).toBe(0);
    expect(await remindSuitabilityRenewals(server.app, new Date(now.getTime() + DAY / 2))).toBe(0);
    const mails = await mailsTo(soon);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('แบบประเมินความเหมาะสม');
    expect(mails[0]?.text).toContain('http://portal.test/suitabilitytest');
    expect(await mailsTo(later)).toHaveLength(0);

    // A new assessment gets its own reminder when it in turn comes close to its end.
    expect((await retake(soon)).status).toBe(200);
    const renewedAt = Date.now();
    expect(await remindSuitabilityRenewals(server.app, new Date())).toBe(0);
    const [row] = await db().select({ at: user.suitabilityRemindedAt }).from(user).where(eq(user.id, soon.id));
    expect(row?.at).toBeNull();
    expect(await remindSuitabilityRenewals(server.app, new Date(renewedAt + (VALID_DAYS - 29) * DAY))).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(soon)).toHaveLength(2);
  });
});
