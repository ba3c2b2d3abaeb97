import { joiningDetailSchema, joiningSchema } from '@ico/domain/contracts/joinings';
import { knowledgeTestViewSchema } from '@ico/domain/contracts/knowledge-tests';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { joining, joiningEvent, message } from '../src/db/schema';
import { changeJoiningStatus, lockJoining } from '../src/services/joinings/joining-status-writer';
import { call } from './support/accounts';
import {
  correctAnswers,
  createInvestor,
  createOffering,
  type Investor,
  insertJoining,
  type OfferingRow,
  postKnowledgeTest,
  reserve,
  signedJoinForm,
} from './support/offerings';
import { expectCountersMatchLiveSums } from './support/reserved-counter';
import { ONE_DATABASE, startTestServer, type TestServer } from './support/test-server';

const DAY = 86_400_000;

/** The value of EMVCo tag `id` in a payload (two-digit id, two-digit length, value). */
function emvTag(payload: string, id: string): string | undefined {
  for (let i = 0; i + 4 <= payload.length; ) {
    const tag = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    if (tag === id) return payload.slice(i + 4, i + 4 + length);
    i += 4 + length;
  }
  return undefined;
}

describe('knowledge test, agreement and reservation', () => {
  let server: TestServer;
  let ico: OfferingRow;

  const db = () => server.app.database.db;
  /** An investor who passed the test and ticked the agreement of `offering` (written directly). */
  const readyInvestor = async (offering: OfferingRow, options: Parameters<typeof createInvestor>[1] = {}) => {
    const investor = await createInvestor(server, options);
    await insertJoining(db(), { userId: investor.id, offeringId: offering.id, status: 'AGREEMENT_CHECKED' });
    return investor;
  };
  const statusOf = async (investor: Investor, offering: OfferingRow) =>
    (
      await db()
        .select({ status: joining.status })
        .from(joining)
        .where(and(eq(joining.userId, investor.id), eq(joining.offeringId, offering.id)))
    )[0]?.status;

  beforeAll(async () => {
    server = await startTestServer({ database: ONE_DATABASE });
    ico = await createOffering(server.app.database.db);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });
  // Every test leaves each offering's reserved counter equal to the sum of its live reservations (issue 18).
  afterEach(() => expectCountersMatchLiveSums(server.app.database.db));

  describe('knowledge test', () => {
    it('needs a sign-in and an existing offering, and never shows the correct answers', async () => {
      expect((await call(server, 'GET', `/survay/knowledgeicotest/${ico.id}/`)).status).toBe(401);
      const investor = await createInvestor(server);
      expect((await postKnowledgeTest({ baseUrl: server.baseUrl }, 'bad.token', ico.id, correctAnswers())).status).toBe(401);
      for (const id of ['999999', 'abc']) {
        const missing = await call(server, 'GET', `/survay/knowledgeicotest/${id}/`, { token: investor.token });
        expect(missing).toMatchObject({ status: 404, body: { message: 'ICO_NOT_EXIST' } });
      }
      const answer = await call<unknown[]>(server, 'GET', `/survay/knowledgeicotest/${ico.id}/`, { token: investor.token });
      expect(answer.status).toBe(200);
      expect(knowledgeTestViewSchema.parse(answer.body).map((q) => q.order)).toEqual([1, 2, 3]);
      expect(JSON.stringify(answer.body)).not.toContain('points');
    });

    it('refuses blocked and viewer accounts, closed offerings, offerings without a test and partial sheets', async () => {
      const blocked = await createInvestor(server, { level: 'BLOCKED_LEVEL' });
      expect((await postKnowledgeTest(server, blocked.token, ico.id, correctAnswers())).body.message).toBe('ACCOUNT_BLOCKED');
      const viewer = await createInvestor(server, { level: 'VIEWER_LEVEL' });
      expect(await postKnowledgeTest(server, viewer.token, ico.id, correctAnswers())).toMatchObject({
        status: 403,
        body: { message: 'LEVEL_NOT_ALLOWED' },
      });
      const investor = await createInvestor(server);
      const closed = await createOffering(db(), { startAt: new Date(Date.now() - 9 * DAY), finishAt: new Date(Date.now() - DAY) });
      expect(await postKnowledgeTest(server, investor.token, closed.id, correctAnswers())).toMatchObject({
        status: 403,
        body: { message: 'OFFERING_NOT_OPEN' },
      });
      const untested = await createOffering(db(), {}, { questions: 0 });
      expect((await postKnowledgeTest(server, investor.token, untested.id, new Map([[1, 0]]))).body.message).toBe('OFFERING_NOT_OPEN');
      expect(await postKnowledgeTest(server, investor.token, 'abc', correctAnswers())).toMatchObject({ status: 404 });
      const partial = new Map([
        [1, 0],
        [2, 1],
      ]);
      expect(await postKnowledgeTest(server, investor.token, ico.id, partial)).toMatchObject({
        status: 400,
        body: { message: 'ANSWER_ALL_QUESTIONS' },
      });
      const garbage = await call(server, 'POST', `/survay/knowledgeicotest/${ico.id}/`, {
        form: { answerSheet: 'one-two', answerCount: 'x' },
        token: investor.token,
      });
      expect(garbage).toMatchObject({ status: 400, body: { message: 'ANSWER_ALL_QUESTIONS' } });
      const outOfRange = new Map([...correctAnswers(), [3, 7]]);
      expect((await postKnowledgeTest(server, investor.token, ico.id, outOfRange)).body.message).toBe('ANSWER_ALL_QUESTIONS');
      expect(await statusOf(investor, ico)).toBeUndefined();
    });

    it('counts failures (429 after five an hour), then a pass creates the joining once', async () => {
      const investor = await createInvestor(server);
      const wrong = new Map([...correctAnswers()].map(([order, index]) => [order, index === 0 ? 1 : 0] as [number, number]));
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const failed = await postKnowledgeTest(server, investor.token, ico.id, wrong);
        expect(failed).toMatchObject({ status: 400, body: { message: 'KNOWLEDGE_TEST_FAILED', detail: { correct: '0', passMark: '2' } } });
      }
      const limited = await postKnowledgeTest(server, investor.token, ico.id, correctAnswers());
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('3600');

      // Another investor: exactly the pass mark (2 of 3) passes.
      const other = await createInvestor(server);
      const twoRight = new Map([...correctAnswers()].map(([order, index]) => [order, order === 3 ? 2 : index] as [number, number]));
      const passed = await postKnowledgeTest(server, other.token, ico.id, twoRight);
      expect(passed.status).toBe(200);
      expect(passed.body).toMatchObject({ success: true, status: 'KNOWLEDGETEST_PASSED', joiningId: expect.any(Number) });
      const events = await db()
        .select()
        .from(joiningEvent)
        .where(eq(joiningEvent.joiningId, Number(passed.body.joiningId)));
      expect(events).toMatchObject([{ fromStatus: null, toStatus: 'KNOWLEDGETEST_PASSED', actor: 'investor', actorId: other.id }]);
      expect(await postKnowledgeTest(server, other.token, ico.id, correctAnswers())).toMatchObject({
        status: 409,
        body: { message: 'ALREADY_JOINED' },
      });
    });

    it('two passes at once create one joining', async () => {
      const investor = await createInvestor(server);
      const answers = await Promise.all([1, 2, 3].map(() => postKnowledgeTest(server, investor.token, ico.id, correctAnswers())));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      const rows = await db()
        .select()
        .from(joining)
        .where(and(eq(joining.userId, investor.id), eq(joining.offeringId, ico.id)));
      expect(rows).toHaveLength(1);
    });
  });

  describe('risk agreement', () => {
    it('needs the tick, a passed test, and happens once', async () => {
      const investor = await createInvestor(server);
      const path = `/survay/agreementico/${ico.id}/`;
      const ticked = { agreementCheck: 'true', agreementUrl: '/risk' };
      expect((await call(server, 'POST', path, { form: ticked })).status).toBe(401);
      expect(await call(server, 'POST', path, { form: ticked, token: investor.token })).toMatchObject({
        status: 403,
        body: { message: 'KNOWLEDGE_TEST_MISSING' },
      });
      expect((await postKnowledgeTest(server, investor.token, ico.id, correctAnswers())).status).toBe(200);
      for (const form of [{ agreementCheck: 'false' }, {}, { agreementCheck: 'maybe' }] as Record<string, string>[]) {
        expect(await call(server, 'POST', path, { form, token: investor.token })).toMatchObject({
          status: 400,
          body: { message: 'MUST_ACCEPT_TERMS' },
        });
      }
      expect((await call(server, 'POST', '/survay/agreementico/999999/', { form: ticked, token: investor.token })).status).toBe(404);
      expect(await call(server, 'POST', path, { form: ticked, token: investor.token })).toMatchObject({
        status: 200,
        body: { success: true, status: 'AGREEMENT_CHECKED' },
      });
      expect(await statusOf(investor, ico)).toBe('AGREEMENT_CHECKED');
      expect(await call(server, 'POST', path, { form: ticked, token: investor.token })).toMatchObject({
        status: 409,
        body: { message: 'STATUS_CONFLICT' },
      });
      const blocked = await createInvestor(server, { level: 'BLOCKED_LEVEL' });
      expect((await call(server, 'POST', path, { form: ticked, token: blocked.token })).body.message).toBe('ACCOUNT_BLOCKED');
    });
  });

  describe('reservation', () => {
    it('answers 401 without a token and 400 VALIDATION_FAILED with the field keys', async () => {
      expect((await reserve(server, '', ico.id, await signedJoinForm('5000'))).status).toBe(401);
      const investor = await readyInvestor(ico);
      const bad = await reserve(server, investor.token, ico.id, {
        address: '0x123',
        message: 'Not Three Words',
        signature: '',
        amount: '12.5',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('VALIDATION_FAILED');
      expect(Object.keys(bad.body.detail as object).sort()).toEqual(['address', 'amount', 'message', 'signature', 'version']);
      expect(bad.body.detail).toMatchObject({
        address: 'WALLET_ADDRESS_INVALID',
        amount: 'AMOUNT_INTEGER',
        message: 'SIGN_MESSAGE_INVALID',
      });
    });

    it('refuses in the contract order: offering, account, two-factor, dates, level, test, agreement', async () => {
      const form = await signedJoinForm('5000');
      const investor = await readyInvestor(ico);
      expect(await reserve(server, investor.token, 999999, form)).toMatchObject({ status: 404, body: { message: 'ICO_NOT_EXIST' } });
      expect(await reserve(server, investor.token, 'abc', form)).toMatchObject({ status: 404, body: { message: 'ICO_NOT_EXIST' } });

      const blocked = await readyInvestor(ico, { level: 'BLOCKED_LEVEL' });
      expect(await reserve(server, blocked.token, ico.id, form)).toMatchObject({ status: 403, body: { message: 'ACCOUNT_BLOCKED' } });
      const noTwoFactor = await readyInvestor(ico, { mfa: false });
      expect(await reserve(server, noTwoFactor.token, ico.id, form)).toMatchObject({ status: 400, body: { message: 'MFA_NOT_ENABLED' } });

      const future = await createOffering(db(), { startAt: new Date(Date.now() + DAY), finishAt: new Date(Date.now() + 9 * DAY) });
      const early = await readyInvestor(future);
      expect(await reserve(server, early.token, future.id, form)).toMatchObject({ status: 403, body: { message: 'OFFERING_NOT_OPEN' } });
      const professionalOnly = await createOffering(db(), { allowedLevels: ['PROFESSIONAL_INVESTOR_LEVEL'] });
      const retail = await readyInvestor(professionalOnly);
      expect(await reserve(server, retail.token, professionalOnly.id, form)).toMatchObject({
        status: 403,
        body: { message: 'LEVEL_NOT_ALLOWED' },
      });

      const untested = await createInvestor(server);
      expect(await reserve(server, untested.token, ico.id, form)).toMatchObject({
        status: 403,
        body: { message: 'KNOWLEDGE_TEST_MISSING' },
      });
      const tested = await createInvestor(server);
      await insertJoining(db(), { userId: tested.id, offeringId: ico.id, status: 'KNOWLEDGETEST_PASSED' });
      expect(await reserve(server, tested.token, ico.id, form)).toMatchObject({ status: 403, body: { message: 'AGREEMENT_NOT_ACCEPTED' } });
      // The joining's state comes before the request's own faults (a bad signature, a refused amount).
      const unsigned = { ...form, signature: `0x${'ab'.repeat(65)}` };
      const tooSmall = await signedJoinForm('1');
      expect((await reserve(server, untested.token, ico.id, unsigned)).body.message).toBe('KNOWLEDGE_TEST_MISSING');
      expect((await reserve(server, tested.token, ico.id, tooSmall)).body.message).toBe('AGREEMENT_NOT_ACCEPTED');
      const joined = await readyInvestor(ico);
      expect((await reserve(server, joined.token, ico.id, await signedJoinForm('5000'))).status).toBe(201);
      expect((await reserve(server, joined.token, ico.id, unsigned)).body.message).toBe('ALREADY_JOINED');
      expect((await reserve(server, joined.token, ico.id, tooSmall)).body.message).toBe('ALREADY_JOINED');
    });

    it('checks the wallet proof: wrong signer, malformed signatures and reused messages', async () => {
      const investor = await readyInvestor(ico);
      const mine = await signedJoinForm('5000');
      const someoneElse = await signedJoinForm('5000', { message: mine.message });
      const wrongSigner = await reserve(server, investor.token, ico.id, { ...mine, signature: String(someoneElse.signature) });
      expect(wrongSigner).toMatchObject({ status: 400, body: { message: 'INVALID_SIGNATURE' } });
      const otherMessage = await signedJoinForm('5000');
      expect((await reserve(server, investor.token, ico.id, { ...mine, message: otherMessage.message })).body.message).toBe(
        'INVALID_SIGNATURE',
      );
      const malformed = [
        '0x',
        `0x${'zz'.repeat(65)}`,
        `0x${'00'.repeat(65)}`,
        `0x${'ab'.repeat(40)}`,
        'x'.repeat(132),
        `0x${'ff'.repeat(65)}`,
      ];
      for (const signature of malformed) {
        const answer = await reserve(server, investor.token, ico.id, { ...mine, signature });
        expect([answer.status, answer.body.message], signature).toEqual([400, 'INVALID_SIGNATURE']);
      }

      const first = await readyInvestor(ico);
      const used = await signedJoinForm('5000');
      expect((await reserve(server, first.token, ico.id, used)).status).toBe(201);
      // The same message, signed properly by another wallet: the message itself is spent.
      const again = await signedJoinForm('5000', { message: used.message });
      expect(await reserve(server, investor.token, ico.id, again)).toMatchObject({ status: 400, body: { message: 'SIGN_MESSAGE_USED' } });
      // The spent message comes first in the contract's order, also before an amount that would be refused anyway.
      for (const amount of ['1', '999999999']) {
        const spentAndRefused = await signedJoinForm(amount, { message: used.message });
        expect(await reserve(server, investor.token, ico.id, spentAndRefused), amount).toMatchObject({
          status: 400,
          body: { message: 'SIGN_MESSAGE_USED' },
        });
      }
      expect(await statusOf(investor, ico)).toBe('AGREEMENT_CHECKED');
    });

    it('checks the amount: minimum, the retail cap, the available volume', async () => {
      const small = await createOffering(db(), { totalAmount: '400000', totalAmountToken: '4000', minimumAmount: '1000' });
      const retail = await readyInvestor(small);
      expect(await reserve(server, retail.token, small.id, await signedJoinForm('999'))).toMatchObject({
        status: 400,
        body: { message: 'UNDER_MINIMUM' },
      });
      expect(await reserve(server, retail.token, small.id, await signedJoinForm('300001'))).toMatchObject({
        status: 400,
        body: { message: 'OVER_MAXIMUM', detail: { limit: '300000' } },
      });
      expect((await reserve(server, retail.token, small.id, await signedJoinForm('300000'))).status).toBe(201);
      const professional = await readyInvestor(small, { level: 'PROFESSIONAL_INVESTOR_LEVEL' });
      expect(await reserve(server, professional.token, small.id, await signedJoinForm('100001'))).toMatchObject({
        status: 400,
        body: { message: 'OVER_TOTAL_VOLUME', detail: { available: '100000' } },
      });
      const second = await reserve(server, professional.token, small.id, await signedJoinForm('100000'));
      expect(second.status).toBe(201);
      expect((await call(server, 'GET', `/icoportal/icoprogress/${small.id}/`)).body).toMatchObject({
        sumReservated: '400000',
        availableAmount: '0',
      });
    });

    it("gives a cancelled reservation's amount back to the offering: the next investor reserves it", async () => {
      const small = await createOffering(db(), { totalAmount: '20000', totalAmountToken: '200', minimumAmount: '1000', screening: false });
      const [first, second] = [await readyInvestor(small), await readyInvestor(small)];
      const reserved = await reserve(server, first.token, small.id, await signedJoinForm('15000'));
      expect(reserved).toMatchObject({ status: 201, body: { status: 'WAITING_FOR_PAYMENT' } });
      expect(await reserve(server, second.token, small.id, await signedJoinForm('10000'))).toMatchObject({
        status: 400,
        body: { message: 'OVER_TOTAL_VOLUME', detail: { available: '5000' } },
      });
      // The payment period ends without a slip: the system rejects it through the status writer, which frees 15,000.
      await db().transaction(async (tx) => {
        const row = await lockJoining(tx, Number(reserved.body.id));
        if (!row) throw new Error('reservation not stored');
        await changeJoiningStatus(server.app, tx, row, 'RESERVATION_REJECTED', { actor: 'system', actorId: null });
      });
      expect((await call(server, 'GET', `/icoportal/icoprogress/${small.id}/`)).body).toMatchObject({
        sumReservated: '0',
        availableAmount: '20000',
      });
      expect((await reserve(server, second.token, small.id, await signedJoinForm('10000'))).status).toBe(201);
      expect((await call(server, 'GET', `/icoportal/icoprogress/${small.id}/`)).body).toMatchObject({ sumReservated: '10000' });
    });

    it('reserves once: 201 Joining with the token amount, history, message and the list and detail', async () => {
      const investor = await readyInvestor(ico);
      const form = await signedJoinForm('12345');
      const answer = await reserve(server, investor.token, ico.id, form);
      expect(answer.status).toBe(201);
      const created = joiningSchema.parse(answer.body);
      // 1,000,000 Baht for 100,000 tokens: 10 Baht a token.
      expect(created).toMatchObject({
        ico: ico.id,
        status: 'RESERVATION_SCREENING',
        amount: '12345',
        tokenAmount: '1234.50000000',
        address: form.address,
        message: form.message,
        signature: form.signature,
        version: '1.0.0',
        paymentMethod: 'Pay by PromptPay.',
        paymentMethodTH: 'ชำระผ่านพร้อมเพย์',
        qrcode: null,
        paymentDeadline: null,
        // Where to pay is given only once a slip is expected (issue 19).
        promptPayId: null,
        payeeAccount: null,
        slips: [],
      });
      expect(created.reserved_at).not.toBeNull();
      const events = await db().select().from(joiningEvent).where(eq(joiningEvent.joiningId, created.id));
      expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toContainEqual([
        'AGREEMENT_CHECKED',
        'RESERVATION_SCREENING',
        'investor',
      ]);
      const inbox = await db().select().from(message).where(eq(message.userId, investor.id));
      expect(inbox).toHaveLength(1);

      expect(await reserve(server, investor.token, ico.id, await signedJoinForm('5000'))).toMatchObject({
        status: 409,
        body: { message: 'ALREADY_JOINED' },
      });

      const list = await call<unknown[]>(server, 'GET', '/icoportal/joinings/', { token: investor.token });
      expect(list.status).toBe(200);
      expect(
        joiningSchema
          .array()
          .parse(list.body)
          .map((j) => j.id),
      ).toEqual([created.id]);
      const detail = await call(server, 'GET', `/icoportal/joinings/${created.id}/`, { token: investor.token });
      expect(joiningDetailSchema.parse(detail.body)).toMatchObject({ id: created.id, share: null });

      const stranger = await createInvestor(server);
      for (const id of [String(created.id), 'abc', '0']) {
        expect(await call(server, 'GET', `/icoportal/joinings/${id}/`, { token: stranger.token })).toMatchObject({
          status: 404,
          body: { message: 'NO_JOINING_EXISTS' },
        });
      }
      expect((await call(server, 'GET', '/icoportal/joinings/', { token: stranger.token })).body).toEqual([]);
      expect((await call(server, 'GET', '/icoportal/joinings/')).status).toBe(401);
    });

    it('goes straight to payment without screening: PromptPay QR for the exact amount and the deadline', async () => {
      const direct = await createOffering(db(), { screening: false, promptPayId: '0812345678' });
      const investor = await readyInvestor(direct, { level: 'PROFESSIONAL_INVESTOR_LEVEL' });
      const answer = await reserve(server, investor.token, direct.id, await signedJoinForm('450000'));
      expect(answer.status).toBe(201);
      const created = joiningSchema.parse(answer.body);
      expect(created.status).toBe('WAITING_FOR_PAYMENT');
      const qrcode = String(created.qrcode);
      expect(emvTag(qrcode, '54')).toBe('450000.00');
      expect(emvTag(qrcode, '53')).toBe('764');
      expect(emvTag(String(emvTag(qrcode, '29')), '01')).toBe('0066812345678');
      // The PromptPay ID the QR code pays, for its copy button; this offering has no bank account (issue 19).
      expect([created.promptPayId, created.payeeAccount]).toEqual(['0812345678', null]);
      expect(created.paymentDeadline).not.toBeNull();
      const deadline = Date.parse(String(created.paymentDeadline));
      expect(deadline - Date.parse(String(created.reserved_at))).toBeGreaterThan(3 * DAY - 8 * 3_600_000);
    });

    it('shows the share once the payment is confirmed', async () => {
      const paid = await createOffering(db(), { totalAmount: '100000', totalAmountToken: '1000' });
      const investor = await createInvestor(server);
      const other = await createInvestor(server);
      const mine = await insertJoining(db(), {
        userId: investor.id,
        offeringId: paid.id,
        status: 'PAYMNENT_CONFIRMED',
        amount: '20000',
        tokenAmount: '200.00000000',
      });
      await insertJoining(db(), {
        userId: other.id,
        offeringId: paid.id,
        status: 'CONTRACT_CONFIRMED',
        amount: '5000',
        tokenAmount: '50.00000000',
      });
      const detail = await call(server, 'GET', `/icoportal/joinings/${mine.id}/`, { token: investor.token });
      expect(joiningDetailSchema.parse(detail.body).share).toEqual({
        totalAmount: '25000',
        totalAmountToken: '250',
        userAmount: '20000',
        userTokens: '200.00000000',
        otherAmount: '5000',
        otherTokens: '50',
      });
    });
  });
});
