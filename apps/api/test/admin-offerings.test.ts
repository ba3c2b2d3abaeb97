import { knowledgeSurveyKey } from '@ico/domain/offering-admin';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offering, publicFile, surveyQuestion } from '../src/db/schema';
import { type AccountsServer, call, type StaffAccount, staffDesks, staffMember, startAccountsServer } from './support/accounts';
import { auditOf, insertInvestor, insertJoining, JPEG, multipart, offeringInput, PDF, PNG } from './support/admin-offerings';
import { ONE_DATABASE } from './support/test-server';

type Progress = { totalAmount: string; totalAmountToken: string; sumReservated: string; sumPayment: string; availableAmount: string };
type AdminOffering = {
  id: number;
  token: { name: string; ticker: string; image: string | null };
  poster: string | null;
  summary: string;
  summaryTH: string;
  status: string;
  start_at: string;
  finish_at: string;
  totalAmount: string;
  totalAmountToken: string;
  minimumAmount: string;
  allowedLevels: string[];
  screening: boolean;
  promptPayId: string;
  paymentInstructionsEN: string;
  paymentInstructionsTH: string;
  knowledgePassMark: number;
  progress: Progress;
};
type ListItem = AdminOffering & { joinings: number; knowledgeQuestions: number };
type KnowledgeTest = { passMark: number; questions: Array<Record<string, unknown> & { correctAnswer: number }> };

const question = (order: number, correctAnswer = 1) => ({
  order,
  questionEN: `Question ${order}?`,
  questionTH: `คำถาม ${order}?`,
  answersEN: ['Yes', 'No', 'Maybe'],
  answersTH: ['ใช่', 'ไม่', 'อาจจะ'],
  correctAnswer,
});

describe('back-office offerings', () => {
  let server: AccountsServer;
  let operations: StaffAccount;
  let compliance: StaffAccount;
  let support: StaffAccount;

  const as = (staff: StaffAccount) => staff.tokens.access;
  const create = async (overrides: Record<string, unknown> = {}) => {
    const answer = await call<AdminOffering>(server, 'POST', '/admin/offerings/', {
      json: offeringInput(overrides),
      token: as(operations),
    });
    if (answer.status !== 201) throw new Error(`offering not created: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
    ({ operations, compliance, support } = await staffDesks(server));
  }, 120_000);
  afterAll(() => server?.close());

  describe('access', () => {
    it('answers 401 without a token, 403 to support and investors, MFA_REQUIRED without two-factor', async () => {
      const created = await create();
      const noMfa = await staffMember(server, 'operations', { mfa: false });
      const endpoints = [
        { method: 'GET', path: '/admin/offerings/' },
        { method: 'GET', path: `/admin/offerings/${created.id}/` },
        { method: 'POST', path: '/admin/offerings/', json: offeringInput() },
        { method: 'PUT', path: `/admin/offerings/${created.id}/`, json: offeringInput() },
        { method: 'GET', path: `/admin/offerings/${created.id}/knowledge-test/` },
        { method: 'PUT', path: `/admin/offerings/${created.id}/knowledge-test/`, json: { passMark: 1, questions: [question(1)] } },
      ];
      for (const endpoint of endpoints) {
        const what = `${endpoint.method} ${endpoint.path}`;
        expect((await call(server, endpoint.method, endpoint.path, { json: endpoint.json })).status, what).toBe(401);
        const refused = await call(server, endpoint.method, endpoint.path, { json: endpoint.json, token: as(support) });
        expect(refused.status, what).toBe(403);
        expect(refused.body, what).toEqual({ message: 'FORBIDDEN' });
        const withoutMfa = await call(server, endpoint.method, endpoint.path, { json: endpoint.json, token: noMfa.tokens.access });
        expect(withoutMfa.body, what).toEqual({ message: 'MFA_REQUIRED' });
      }
    });

    it('lets compliance read offerings but not create, edit or upload', async () => {
      const created = await create();
      expect((await call(server, 'GET', '/admin/offerings/', { token: as(compliance) })).status).toBe(200);
      expect((await call(server, 'GET', `/admin/offerings/${created.id}/`, { token: as(compliance) })).status).toBe(200);
      const post = await call(server, 'POST', '/admin/offerings/', { json: offeringInput(), token: as(compliance) });
      expect(post.status).toBe(403);
      const put = await call(server, 'PUT', `/admin/offerings/${created.id}/`, { json: offeringInput(), token: as(compliance) });
      expect(put.status).toBe(403);
      const upload = await multipart(server, 'POST', `/admin/offerings/${created.id}/images/`, as(compliance), [{ field: 'image' }]);
      expect(upload.status).toBe(403);
      expect((await call(server, 'GET', `/admin/offerings/${created.id}/knowledge-test/`, { token: as(compliance) })).status).toBe(403);
    });

    it('answers 404 ICO_NOT_EXIST for unknown and non-numeric ids', async () => {
      for (const id of ['99999999', 'abc', '1.5', '-1', '99999999999']) {
        for (const [method, path, json] of [
          ['GET', `/admin/offerings/${id}/`, undefined],
          ['PUT', `/admin/offerings/${id}/`, offeringInput()],
          ['GET', `/admin/offerings/${id}/knowledge-test/`, undefined],
          ['PUT', `/admin/offerings/${id}/knowledge-test/`, { passMark: 1, questions: [question(1)] }],
        ] as const) {
          const answer = await call(server, method, path, { json, token: as(operations) });
          expect(answer.status, `${method} ${path}`).toBe(404);
          expect(answer.body).toEqual({ message: 'ICO_NOT_EXIST' });
        }
      }
    });
  });

  describe('create and edit', () => {
    it('answers 400 VALIDATION_FAILED with a key per field', async () => {
      const empty = await call(server, 'POST', '/admin/offerings/', { json: {}, token: as(operations) });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({
        message: 'VALIDATION_FAILED',
        detail: expect.objectContaining({
          tokenName: 'REQUIRED',
          summaryEN: 'REQUIRED',
          totalAmount: 'AMOUNT_REQUIRED',
          promptPayId: 'PROMPTPAY_ID_INVALID',
        }),
      });
      const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
        [{ ticker: 'a!' }, { ticker: 'TICKER_FORMAT' }],
        [{ finishAt: new Date(Date.now() - 10 * 86_400_000).toISOString() }, { finishAt: 'FINISH_BEFORE_START' }],
        [{ minimumAmount: '2000000' }, { minimumAmount: 'MINIMUM_OVER_TOTAL' }],
        [{ totalAmount: '12.5' }, { totalAmount: 'AMOUNT_INTEGER' }],
        [{ totalAmountToken: '1.123456789' }, { totalAmountToken: 'TOKEN_AMOUNT_FORMAT' }],
        [{ allowedLevels: [] }, { allowedLevels: 'LEVELS_REQUIRED' }],
        [{ promptPayId: '12345' }, { promptPayId: 'PROMPTPAY_ID_INVALID' }],
        [{ startAt: 'tomorrow' }, { startAt: 'DATE_TIME_REQUIRED' }],
        [{ screening: 'yes' }, { screening: 'INVALID_OPTION' }],
        [{ payeeBank: 'KBANK' }, { payeeAccountNumber: 'PAYEE_ACCOUNT_INCOMPLETE', payeeAccountName: 'PAYEE_ACCOUNT_INCOMPLETE' }],
        [{ payeeBank: 'KBANK', payeeAccountNumber: '12345', payeeAccountName: 'X' }, { payeeAccountNumber: 'PAYEE_ACCOUNT_NUMBER_FORMAT' }],
        [
          { payeeBank: 'KBANK', payeeAccountNumber: '1234567890123456', payeeAccountName: 'X' },
          { payeeAccountNumber: 'PAYEE_ACCOUNT_NUMBER_FORMAT' },
        ],
        [{ payeeBank: 'NOPE', payeeAccountNumber: '1234567890', payeeAccountName: 'X' }, { payeeBank: 'INVALID_OPTION' }],
        [
          { payeeBank: ['KBANK'], payeeAccountNumber: { n: 1 }, payeeAccountName: 7 },
          { payeeBank: 'INVALID_OPTION', payeeAccountNumber: 'INVALID_OPTION', payeeAccountName: 'INVALID_OPTION' },
        ],
      ];
      for (const [overrides, detail] of cases) {
        const answer = await call(server, 'POST', '/admin/offerings/', { json: offeringInput(overrides), token: as(operations) });
        expect(answer.status, JSON.stringify(overrides)).toBe(400);
        expect(answer.body, JSON.stringify(overrides)).toEqual({ message: 'VALIDATION_FAILED', detail });
      }
    });

    it('creates an offering (audited) that the admin list and the public page show', async () => {
      const input = offeringInput({ ticker: 'siam1', promptPayId: '081-234-5678', screening: false });
      const answer = await call<AdminOffering>(server, 'POST', '/admin/offerings/', { json: input, token: as(operations) });

      expect(answer.status).toBe(201);
      const created = answer.body;
      expect(created).toMatchObject({
        token: { name: input.tokenName, ticker: 'SIAM1', image: null },
        poster: null,
        summary: 'A token for testing.',
        summaryTH: 'โทเคนสำหรับทดสอบ',
        status: 'NOW_ICO',
        totalAmount: '1000000',
        minimumAmount: '1000',
        allowedLevels: ['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL'],
        screening: false,
        promptPayId: '0812345678',
        paymentInstructionsEN: 'Pay by PromptPay.',
        paymentInstructionsTH: 'ชำระผ่านพร้อมเพย์',
        payeeBank: null,
        payeeAccountNumber: null,
        payeeAccountName: null,
        knowledgePassMark: 1,
        progress: { totalAmount: '1000000', sumReservated: '0', sumPayment: '0', availableAmount: '1000000' },
      });
      expect(Number(created.totalAmountToken)).toBe(100000);
      expect(created.start_at).toBe(input.startAt);

      const audit = (await auditOf(server, 'offering.create')).find((row) => row.targetId === String(created.id));
      expect(audit).toMatchObject({ actorId: operations.id, targetType: 'offering', detail: { ticker: 'SIAM1' } });

      const list = await call<ListItem[]>(server, 'GET', '/admin/offerings/', { token: as(operations) });
      expect(list.body.find((item) => item.id === created.id)).toMatchObject({
        joinings: 0,
        knowledgeQuestions: 0,
        promptPayId: '0812345678',
      });
      const single = await call<AdminOffering>(server, 'GET', `/admin/offerings/${created.id}/`, { token: as(compliance) });
      expect(single.body).toEqual(created);

      const publicPage = await call<Record<string, unknown>>(server, 'GET', `/icoportal/ico/${created.id}/`);
      expect(publicPage.status).toBe(200);
      expect(publicPage.body).toMatchObject({ id: created.id, token: { ticker: 'SIAM1' }, screening: false });
      expect(publicPage.body).not.toHaveProperty('promptPayId');
    });

    it('keeps the payee bank account (issue 19): digits only, never on the public page', async () => {
      const account = { payeeBank: 'KTB', payeeAccountNumber: '012 3 45678 9', payeeAccountName: 'SiamICO Co., Ltd. for customers' };
      const answer = await call<AdminOffering>(server, 'POST', '/admin/offerings/', {
        json: offeringInput(account),
        token: as(operations),
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ ...account, payeeAccountNumber: '0123456789' });
      const publicPage = await call<Record<string, unknown>>(server, 'GET', `/icoportal/ico/${answer.body.id}/`);
      expect(JSON.stringify(publicPage.body)).not.toContain('0123456789');
      const list = await call<Record<string, unknown>[]>(server, 'GET', '/icoportal/icos/');
      expect(JSON.stringify(list.body)).not.toContain('0123456789');
    });

    it('updates the fields, auditing what changed', async () => {
      const created = await create();
      const input = offeringInput({
        tokenName: 'Renamed Token',
        ticker: created.token.ticker,
        totalAmount: '2000000',
        summaryEN: 'A new summary.',
        startAt: created.start_at,
        finishAt: created.finish_at,
      });
      const answer = await call<AdminOffering>(server, 'PUT', `/admin/offerings/${created.id}/`, { json: input, token: as(operations) });

      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ token: { name: 'Renamed Token' }, totalAmount: '2000000', summary: 'A new summary.' });
      const audit = (await auditOf(server, 'offering.update')).filter((row) => row.targetId === String(created.id));
      expect(audit).toHaveLength(1);
      expect(audit[0]?.detail).toEqual({
        changed: {
          tokenName: { from: created.token.name, to: 'Renamed Token' },
          totalAmount: { from: '1000000', to: '2000000' },
          summaryEN: true,
        },
      });
    });

    it('refuses a total below the reserved sum with 400 TOTAL_BELOW_RESERVED', async () => {
      const created = await create();
      const investor = await insertInvestor(server);
      await insertJoining(server, { userId: investor.id, offeringId: created.id, status: 'RESERVATION_CONFIRMED', amount: '60000' });
      const put = (totalAmount: string) =>
        call<AdminOffering>(server, 'PUT', `/admin/offerings/${created.id}/`, {
          json: offeringInput({ totalAmount, minimumAmount: '1000', startAt: created.start_at, finishAt: created.finish_at }),
          token: as(operations),
        });

      const below = await put('59999');
      expect(below.status).toBe(400);
      expect(below.body).toEqual({ message: 'TOTAL_BELOW_RESERVED', detail: { sumReservated: '60000' } });
      const [row] = await server.app.database.db.select().from(offering).where(eq(offering.id, created.id));
      expect(row?.totalAmount).toBe('1000000');

      const exact = await put('60000');
      expect(exact.status).toBe(200);
      expect(exact.body.progress).toMatchObject({ sumReservated: '60000', availableAmount: '0' });
      const list = await call<ListItem[]>(server, 'GET', '/admin/offerings/', { token: as(operations) });
      expect(list.body.find((item) => item.id === created.id)?.joinings).toBe(1);
    });
  });

  describe('images', () => {
    it('stores the image and poster, serves them publicly, and deletes a replaced picture', async () => {
      const created = await create();
      const path = `/admin/offerings/${created.id}/images/`;
      const first = await multipart<AdminOffering>(server, 'POST', path, as(operations), [
        { field: 'image', data: PNG, name: 'logo.png' },
        { field: 'poster', data: JPEG, name: 'poster.jpg', type: 'image/jpeg' },
      ]);

      expect(first.status).toBe(200);
      expect(first.body.token.image).toMatch(/^\/api\/public-files\/[0-9a-f-]{36}\/$/);
      expect(first.body.poster).toMatch(/^\/api\/public-files\/[0-9a-f-]{36}\/$/);
      const image = await fetch(`${server.baseUrl}${first.body.token.image}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
      const poster = await fetch(`${server.baseUrl}${first.body.poster}`);
      expect(poster.headers.get('content-type')).toBe('image/jpeg');
      const audit = (await auditOf(server, 'offering.images')).find((row) => row.targetId === String(created.id));
      expect(audit?.detail).toMatchObject({ image: { fileName: 'logo.png' }, poster: { fileName: 'poster.jpg' } });

      const second = await multipart<AdminOffering>(server, 'POST', path, as(operations), [
        { field: 'image', data: JPEG, name: 'new.jpg', type: 'image/jpeg' },
      ]);
      expect(second.status).toBe(200);
      expect(second.body.token.image).not.toBe(first.body.token.image);
      expect(second.body.poster).toBe(first.body.poster);
      expect((await fetch(`${server.baseUrl}${first.body.token.image}`)).status).toBe(404);
      expect((await fetch(`${server.baseUrl}${second.body.token.image}`)).status).toBe(200);

      const publicPage = await call<{ token: { image: string }; poster: string }>(server, 'GET', `/icoportal/ico/${created.id}/`);
      expect(publicPage.body.token.image).toBe(second.body.token.image);
      expect(publicPage.body.poster).toBe(first.body.poster);
    });

    it('refuses a PDF, an unexpected field and an empty request, leaving nothing behind', async () => {
      const created = await create();
      const path = `/admin/offerings/${created.id}/images/`;
      const before = (await server.app.database.db.select().from(publicFile)).length;

      const pdf = await multipart(server, 'POST', path, as(operations), [
        { field: 'image', data: PNG },
        { field: 'poster', data: PDF, name: 'p.pdf', type: 'application/pdf' },
      ]);
      expect(pdf.status).toBe(400);
      expect(pdf.body).toEqual({ message: 'FILE_TYPE_NOT_ALLOWED', detail: { poster: 'FILE_TYPE_NOT_ALLOWED' } });
      const other = await multipart(server, 'POST', path, as(operations), [{ field: 'banner', data: PNG }]);
      expect(other.status).toBe(400);
      const none = await multipart(server, 'POST', path, as(operations), []);
      expect(none.status).toBe(400);
      expect(none.body).toMatchObject({ message: 'FILE_REQUIRED' });
      const json = await call(server, 'POST', path, { json: {}, token: as(operations) });
      expect(json.status).toBe(400);
      const unknown = await multipart(server, 'POST', '/admin/offerings/abc/images/', as(operations), [{ field: 'image', data: PNG }]);
      expect(unknown.status).toBe(404);

      expect((await server.app.database.db.select().from(publicFile)).length).toBe(before);
      const [row] = await server.app.database.db.select().from(offering).where(eq(offering.id, created.id));
      expect(row?.imageId).toBeNull();
    });
  });

  describe('knowledge test', () => {
    it('starts empty, then stores questions with points and the pass mark (audited), and replaces them', async () => {
      const created = await create();
      const path = `/admin/offerings/${created.id}/knowledge-test/`;
      expect((await call(server, 'GET', path, { token: as(operations) })).body).toEqual({ passMark: 1, questions: [] });

      const input = { passMark: 2, questions: [question(1, 0), question(2, 2), question(3, 1)] };
      const put = await call<KnowledgeTest>(server, 'PUT', path, { json: input, token: as(operations) });
      expect(put.status).toBe(200);
      expect(put.body).toEqual(input);
      expect((await call(server, 'GET', path, { token: as(operations) })).body).toEqual(input);

      const stored = await server.app.database.db
        .select()
        .from(surveyQuestion)
        .where(eq(surveyQuestion.survey, knowledgeSurveyKey(created.id)))
        .orderBy(asc(surveyQuestion.order));
      expect(stored.map((q) => q.points)).toEqual([
        [1, 0, 0],
        [0, 0, 1],
        [0, 1, 0],
      ]);
      const single = await call<AdminOffering>(server, 'GET', `/admin/offerings/${created.id}/`, { token: as(operations) });
      expect(single.body.knowledgePassMark).toBe(2);
      const list = await call<ListItem[]>(server, 'GET', '/admin/offerings/', { token: as(compliance) });
      expect(list.body.find((item) => item.id === created.id)?.knowledgeQuestions).toBe(3);

      const replaced = await call<KnowledgeTest>(server, 'PUT', path, {
        json: { passMark: 1, questions: [question(1, 1)] },
        token: as(operations),
      });
      expect(replaced.body.questions).toHaveLength(1);
      const audit = (await auditOf(server, 'knowledge.update')).filter((row) => row.targetId === String(created.id));
      expect(audit.map((row) => row.detail)).toEqual([
        { questionsBefore: 0, questionsAfter: 3, passMarkBefore: 1, passMark: 2 },
        { questionsBefore: 3, questionsAfter: 1, passMarkBefore: 2, passMark: 1 },
      ]);
    });

    it('answers 400 with the key of a bad question or pass mark, changing nothing', async () => {
      const created = await create();
      const path = `/admin/offerings/${created.id}/knowledge-test/`;
      const cases: Array<[unknown, Record<string, string>]> = [
        [{ passMark: 3, questions: [question(1), question(2)] }, { passMark: 'PASS_MARK_RANGE' }],
        [{ passMark: 0, questions: [question(1)] }, { passMark: 'PASS_MARK_RANGE' }],
        // One question fewer than the pass mark: both are named.
        [
          { passMark: 1, questions: [] },
          { questions: 'SURVEY_QUESTIONS_REQUIRED', passMark: 'PASS_MARK_RANGE' },
        ],
        [{ passMark: 1, questions: [question(2)] }, { 'questions.0.order': 'SURVEY_ORDER' }],
        [{ passMark: 1, questions: [question(1, 5)] }, { 'questions.0.correctAnswer': 'CORRECT_ANSWER_REQUIRED' }],
        [{ passMark: 1, questions: [{ ...question(1), answersTH: ['ใช่', 'ไม่'] }] }, { 'questions.0.answersTH': 'SURVEY_ANSWERS_MISMATCH' }],
      ];
      for (const [json, detail] of cases) {
        const answer = await call(server, 'PUT', path, { json, token: as(operations) });
        expect(answer.status, JSON.stringify(json)).toBe(400);
        expect(answer.body, JSON.stringify(json)).toEqual({ message: 'VALIDATION_FAILED', detail });
      }
      expect((await call(server, 'GET', path, { token: as(operations) })).body).toEqual({ passMark: 1, questions: [] });
    });
  });
});
