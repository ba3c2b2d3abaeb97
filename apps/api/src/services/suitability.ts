import { canSubmit, type VerificationStatus } from '@ico/domain/statuses';
import {
  type SuitabilityLevel,
  type SurveyQuestion,
  scoreAnswers,
  scoreFromPoints,
  suitabilityLevel,
  suitabilityPassed,
} from '@ico/domain/suitability';
import type { SurveyQuestionsInput } from '@ico/domain/survey-editor';
import { answersCompleteFor } from '@ico/domain/survey-schemas';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { surveyQuestion, surveyResult, user } from '../db/schema';
import { AppError } from '../errors';
import { promotedMessage } from '../mail/decision-messages';
import { recordAudit } from './audit';
import type { Deps, RequestMeta } from './deps';
import { sendMessage } from './messages';
import { lockUser, promoteIfQualified } from './verification';

const SURVEY = 'suitability';

export type PublicQuestion = Omit<SurveyQuestion, 'points'>;
export type SuitabilityAnswer = { success: true; score: number; level: SuitabilityLevel; message: 'SUITABILITY_DONE' };

async function questionsOf(db: Pick<Database, 'select'>): Promise<SurveyQuestion[]> {
  const rows = await db.select().from(surveyQuestion).where(eq(surveyQuestion.survey, SURVEY)).orderBy(asc(surveyQuestion.order));
  return rows.map(({ order, questionEN, questionTH, answersEN, answersTH, points }) => ({
    order,
    questionEN,
    questionTH,
    answersEN,
    answersTH,
    points,
  }));
}

/** The questionnaire as investors see it: ordered, without points. */
export async function publicQuestions(deps: Pick<Deps, 'database'>): Promise<PublicQuestion[]> {
  return (await questionsOf(deps.database.db)).map(({ points: _points, ...question }) => question);
}

/** The questionnaire with points, for the back office. */
export const staffQuestions = (deps: Pick<Deps, 'database'>): Promise<SurveyQuestion[]> => questionsOf(deps.database.db);

/**
 * Scores one attempt and stores it. Under the pass mark the attempt is kept (passed = false) and the caller
 * gets 400 SUITABILITY_TOO_LOW; a pass sets the test DONE with its level and may promote the viewer.
 */
export async function submitSuitability(
  deps: Pick<Deps, 'database' | 'mailer' | 'config'>,
  userId: number,
  answers: ReadonlyMap<number, number>,
): Promise<SuitabilityAnswer> {
  const outcome = await deps.database.db.transaction(async (tx) => {
    const account = await lockUser(tx, userId);
    if (!canSubmit(account.userLevel as never)) throw new AppError('ACCOUNT_BLOCKED');
    if ((account.suitabilityTestStatus as VerificationStatus) === 'DONE') throw new AppError('PF_ALREADY_SUBMITED');
    const questions = await questionsOf(tx);
    if (questions.length === 0 || !answersCompleteFor(questions, answers)) throw new AppError('ANSWER_ALL_QUESTIONS');
    const points = scoreAnswers(questions, answers);
    const passed = suitabilityPassed(points);
    const level = suitabilityLevel(points);
    await tx
      .insert(surveyResult)
      .values({ userId, survey: SURVEY, answers: Object.fromEntries([...answers].map(([o, i]) => [String(o), i])), points, passed });
    if (passed) {
      await tx
        .update(user)
        .set({ suitabilityTestStatus: 'DONE', suitabilityLevel: level, updatedAt: new Date() })
        .where(eq(user.id, userId));
      // The test can be the last step to the retail level: the investor is told, as after a screening approval.
      if (await promoteIfQualified(tx, userId)) {
        await sendMessage(deps, tx, { userId, ...promotedMessage(account.language === 'th' ? 'th' : 'en') });
      }
    }
    return { passed, points, level };
  });
  // The failed attempt is committed above; only then is it refused.
  if (!outcome.passed) throw new AppError('SUITABILITY_TOO_LOW', { score: String(scoreFromPoints(outcome.points)) });
  return { success: true, score: scoreFromPoints(outcome.points), level: outcome.level, message: 'SUITABILITY_DONE' };
}

/** Replaces the questionnaire in one transaction with its audit row; stored results keep their points. */
export async function replaceSuitabilityQuestions(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  input: SurveyQuestionsInput,
  meta: RequestMeta,
): Promise<SurveyQuestion[]> {
  return deps.database.db.transaction(async (tx) => {
    const before = await questionsOf(tx);
    await tx.delete(surveyQuestion).where(eq(surveyQuestion.survey, SURVEY));
    await tx.insert(surveyQuestion).values(input.questions.map((q) => ({ survey: SURVEY, ...q, updatedAt: new Date() })));
    await recordAudit(tx, {
      actorId,
      action: 'survey.update',
      targetType: 'survey',
      targetId: SURVEY,
      detail: { questionsBefore: before.length, questionsAfter: input.questions.length },
      ipAddress: meta.ip,
    });
    return questionsOf(tx);
  });
}
