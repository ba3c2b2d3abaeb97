import { SUITABILITY_PASS_POINTS } from '@ico/domain/constants';
import type { SurveyQuestion } from '@ico/domain/suitability';
import { toAnswerSheet } from '@ico/domain/survey-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, message, surveyResult, user } from '../src/db/schema';
import { updateUsers } from '../src/services/sessions/session-state-writes';
import {
  type AccountsServer,
  type Answer,
  call,
  login,
  type StaffAccount,
  signUp,
  staffMember,
  startAccountsServer,
  type Tokens,
} from './support/accounts';
import { createSuiteStorage, ONE_DATABASE, type SuiteStorage } from './support/test-server';

const PATH = '/survay/suitabilitytest/';
const ADMIN_PATH = '/admin/surveys/suitability/';
const QUESTION_COUNT = 10;

/** Answer indexes (the seeded answer at index i carries i points) that add up to `total`, best answers first. */
function answersFor(total: number): Map<number, number> {
  const answers = new Map<number, number>();
  let left = total;
  for (let order = 1; order <= QUESTION_COUNT; order += 1) {
    const index = Math.min(4, left);
    answers.set(order, index);
    left -= index;
  }
  return answers;
}

/** `POST` with repeated form fields, as the browser sends the answer sheet. */
async function postSheet(server: AccountsServer, token: string | undefined, fields: Array<[string, string]>): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.baseUrl}/api${PATH}`, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
}

describe.each([ONE_DATABASE])('suitability test on %s', (database) => {
  let server: AccountsServer;
  let storage: SuiteStorage;
  let compliance: StaffAccount;

  const investor = async (): Promise<{ tokens: Tokens; id: number }> => {
    const created = await signUp(server);
    const tokens = await login(server, created);
    const me = await call(server, 'GET', '/auth/me/', { token: tokens.access });
    return { tokens, id: Number(me.body.id) };
  };
  const me = async (tokens: Tokens) => (await call(server, 'GET', '/auth/me/', { token: tokens.access })).body;

  beforeAll(async () => {
    storage = await createSuiteStorage(database, 'suitability');
    server = await startAccountsServer(database, storage.env);
    compliance = await staffMember(server, 'compliance');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await storage?.dispose();
  });

  it('answers 401 without a token', async () => {
    expect((await call(server, 'GET', PATH)).status).toBe(401);
    expect((await postSheet(server, undefined, toAnswerSheet(answersFor(20)))).body).toEqual({ message: 'UNAUTHORIZED' });
    expect((await call(server, 'GET', ADMIN_PATH)).status).toBe(401);
  });

  it('lists the seeded questions in order, in both languages, without points', async () => {
    const { tokens } = await investor();
    const answer = await call<Array<Record<string, unknown>>>(server, 'GET', PATH, { token: tokens.access });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(QUESTION_COUNT);
    answer.body.forEach((question, i) => {
      expect(Object.keys(question).sort()).toEqual(['answersEN', 'answersTH', 'order', 'questionEN', 'questionTH']);
      expect(question.order).toBe(i + 1);
      expect(question.questionTH).toMatch(/[\u0E00-\u0E7F]/);
      expect((question.answersEN as string[]).length).toBe((question.answersTH as string[]).length);
    });
  });

  it('refuses unanswered, partial and invalid answer sheets with ANSWER_ALL_QUESTIONS', async () => {
    const { tokens } = await investor();
    const full = toAnswerSheet(answersFor(20));
    const partial = new Map([...answersFor(20)].slice(0, 9));
    const sheets: Array<Array<[string, string]>> = [
      [],
      [['answerCount', '0']],
      toAnswerSheet(partial),
      full.filter(([name]) => name === 'answerSheet'),
      [...full.filter(([name]) => name === 'answerSheet'), ['answerCount', '9']],
      toAnswerSheet(new Map([...answersFor(20)].map(([order]) => [order, 7]))),
      toAnswerSheet(new Map([...answersFor(20), [11, 0]])),
      [...full.filter(([name]) => name === 'answerSheet').slice(1), ['answerSheet', 'x-1'], ['answerCount', '10']],
    ];
    for (const sheet of sheets) {
      const answer = await postSheet(server, tokens.access, sheet);
      expect(answer.status, JSON.stringify(sheet)).toBe(400);
      expect(answer.body.message).toBe('ANSWER_ALL_QUESTIONS');
    }
    expect((await me(tokens)).suitabilityTestStatus).toBe('NEED_TO_SUBMIT');
  });

  it('refuses a score under the pass mark, stores the attempt, and accepts a retry at the pass mark', async () => {
    const { tokens, id } = await investor();
    const low = await postSheet(server, tokens.access, toAnswerSheet(answersFor(SUITABILITY_PASS_POINTS - 1)));
    expect(low.status).toBe(400);
    expect(low.body).toEqual({ message: 'SUITABILITY_TOO_LOW', detail: { score: String((SUITABILITY_PASS_POINTS - 1) * 10) } });
    expect((await me(tokens)).suitabilityTestStatus).toBe('NEED_TO_SUBMIT');
    const attempts = await server.app.database.db.select().from(surveyResult).where(eq(surveyResult.userId, id));
    expect(attempts.map((a) => [a.points, a.passed])).toEqual([[SUITABILITY_PASS_POINTS - 1, false]]);

    const pass = await postSheet(server, tokens.access, toAnswerSheet(answersFor(SUITABILITY_PASS_POINTS)));
    expect(pass.status).toBe(200);
    expect(pass.body).toEqual({ success: true, score: SUITABILITY_PASS_POINTS * 10, level: 'BEGINNER', message: 'SUITABILITY_DONE' });
  });

  it.each([
    [15, 'BEGINNER'],
    [16, 'STANDARD'],
    [25, 'STANDARD'],
    [26, 'EXPERIENCE'],
  ])('scores %i points as %s, marks the test done, and refuses a second test', async (points, level) => {
    const { tokens } = await investor();
    const answer = await postSheet(server, tokens.access, toAnswerSheet(answersFor(points)));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, score: points * 10, level, message: 'SUITABILITY_DONE' });
    const current = await me(tokens);
    expect(current.suitabilityTestStatus).toBe('DONE');
    expect(current.suitabilityLevel).toBe(level);
    expect(current.userLevel).toBe('VIEWER_LEVEL');
    const again = await postSheet(server, tokens.access, toAnswerSheet(answersFor(40)));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('PF_ALREADY_SUBMITED');
  });

  it('makes a viewer whose other items are approved a retail investor', async () => {
    const { tokens, id } = await investor();
    await updateUsers(server.app, server.app.database.db, eq(user.id, id), {
      detailInfoStatus: 'DONE',
      selfieFileStatus: 'DONE',
      bankFileStatus: 'DONE',
    });
    expect((await postSheet(server, tokens.access, toAnswerSheet(answersFor(30)))).status).toBe(200);
    expect((await me(tokens)).userLevel).toBe('RETAIL_INVESTOR_LEVEL');
    // The investor is told, as after a screening approval.
    const messages = await server.app.database.db.select().from(message).where(eq(message.userId, id));
    expect(messages.map((m) => m.title)).toEqual(['You are now a retail investor']);
  });

  describe('back office', () => {
    const edited = (questions: SurveyQuestion[]) =>
      questions
        .slice(0, 3)
        .map((q, i) => ({ ...q, order: i + 1, questionEN: `${q.questionEN} (edited)`, points: q.points.map((p) => p * 2) }));

    it('answers 403 to support staff and to investors', async () => {
      const support = await staffMember(server, 'support');
      const { tokens } = await investor();
      for (const token of [support.tokens.access, tokens.access]) {
        expect((await call(server, 'GET', ADMIN_PATH, { token })).status).toBe(403);
        expect((await call(server, 'PUT', ADMIN_PATH, { token, json: { questions: [] } })).status).toBe(403);
      }
    });

    it('shows compliance the questions with points', async () => {
      const answer = await call<SurveyQuestion[]>(server, 'GET', ADMIN_PATH, { token: compliance.tokens.access });
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(QUESTION_COUNT);
      for (const q of answer.body) expect(q.points).toEqual([0, 1, 2, 3, 4]);
    });

    it('refuses an invalid questionnaire with field details', async () => {
      const current = (await call<SurveyQuestion[]>(server, 'GET', ADMIN_PATH, { token: compliance.tokens.access })).body;
      const first = current[0] as SurveyQuestion;
      const invalid = [
        { questions: [] },
        { questions: [{ ...first, questionTH: ' ' }] },
        { questions: [{ ...first, answersEN: ['only'], answersTH: ['เดียว'], points: [1] }] },
        { questions: [{ ...first, points: [0, 1, 2, 3, 11] }] },
        { questions: [{ ...first, points: [0, 1, 2, 3, 1.5] }] },
        { questions: [{ ...first, answersTH: first.answersTH.slice(0, 4) }] },
        { questions: [{ ...first, order: 2 }] },
      ];
      for (const body of invalid) {
        const answer = await call(server, 'PUT', ADMIN_PATH, { token: compliance.tokens.access, json: body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.message).toBe('VALIDATION_FAILED');
        expect(Object.keys(answer.body.detail as object).length).toBeGreaterThan(0);
      }
    });

    it('replaces the questionnaire with an audit row, leaves stored results alone, and survives a restart', async () => {
      const done = await investor();
      expect((await postSheet(server, done.tokens.access, toAnswerSheet(answersFor(20)))).status).toBe(200);
      const before = await server.app.database.db.select().from(surveyResult).where(eq(surveyResult.userId, done.id));

      const current = (await call<SurveyQuestion[]>(server, 'GET', ADMIN_PATH, { token: compliance.tokens.access })).body;
      const questions = edited(current);
      const saved = await call(server, 'PUT', ADMIN_PATH, { token: compliance.tokens.access, json: { questions } });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual(questions);

      const audits = await server.app.database.db.select().from(auditLog).where(eq(auditLog.action, 'survey.update'));
      expect(audits.map((row) => [row.actorId, row.targetId, row.detail])).toContainEqual([
        compliance.id,
        'suitability',
        { questionsBefore: QUESTION_COUNT, questionsAfter: 3 },
      ]);

      expect(await server.app.database.db.select().from(surveyResult).where(eq(surveyResult.userId, done.id))).toEqual(before);
      const after = await me(done.tokens);
      expect([after.suitabilityTestStatus, after.suitabilityLevel]).toEqual(['DONE', 'STANDARD']);

      const fresh = await investor();
      const listed = await call<unknown[]>(server, 'GET', PATH, { token: fresh.tokens.access });
      expect(listed.body).toHaveLength(3);

      await server.close();
      server = await startAccountsServer(database, storage.env);
      // The session and its signing secret live in the data, so the token still works.
      const kept = await call(server, 'GET', ADMIN_PATH, { token: compliance.tokens.access });
      expect(kept.body).toEqual(questions);
    });
  });
});
