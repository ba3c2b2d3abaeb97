import type { KnowledgePassed } from '@ico/domain/contracts/knowledge-tests';
import { isOfferingAvailable } from '@ico/domain/offering';
import { knowledgeSurveyKey } from '@ico/domain/offering-admin';
import type { UserLevel } from '@ico/domain/statuses';
import { scoreAnswers } from '@ico/domain/suitability';
import { answersCompleteFor } from '@ico/domain/survey-schemas';
import { and, eq } from 'drizzle-orm';
import { uniqueViolation } from '../../db/errors';
import { joining, joiningEvent, surveyResult } from '../../db/schema';
import { AppError } from '../../errors';
import { LIMITS } from '../../security/rate-limiter';
import type { UserRow } from '../accounts/user-row';
import type { Deps } from '../deps';
import { levelAllowed } from '../offerings/offering-row';
import { offeringOr404, questionsOf } from './knowledge-questions';

/**
 * `POST /survay/knowledgeicotest/{icoId}/`: scores one attempt; a pass creates the investor's joining at
 * KNOWLEDGETEST_PASSED with its first history row. Failures are stored (survey_result) and limited per hour.
 * An offering whose test staff have not written yet cannot be joined: 403 OFFERING_NOT_OPEN.
 */
export async function submitKnowledgeTest(
  deps: Pick<Deps, 'database' | 'limiter'>,
  account: UserRow,
  offeringId: number,
  /** null: the sheet was malformed (refused as unanswered, after the offering's own checks). */
  answers: ReadonlyMap<number, number> | null,
  now = new Date(),
): Promise<KnowledgePassed> {
  const db = deps.database.db;
  const ico = await offeringOr404(db, offeringId);
  if (!levelAllowed(ico, account.userLevel as UserLevel)) throw new AppError('LEVEL_NOT_ALLOWED');
  if (!isOfferingAvailable(ico.finishAt, now)) throw new AppError('OFFERING_NOT_OPEN');
  const [existing] = await db
    .select({ id: joining.id })
    .from(joining)
    .where(and(eq(joining.userId, account.id), eq(joining.offeringId, ico.id)))
    .limit(1);
  if (existing) throw new AppError('ALREADY_JOINED');
  const questions = await questionsOf(db, ico.id);
  if (questions.length === 0) throw new AppError('OFFERING_NOT_OPEN');
  if (!answers || !answersCompleteFor(questions, answers)) throw new AppError('ANSWER_ALL_QUESTIONS');
  // Every scored attempt counts; a pass ends the test, so the limit is one of failed attempts.
  await deps.limiter.consume(LIMITS.knowledgeTestAttempts, `user:${account.id}:ico:${ico.id}`);
  const correct = scoreAnswers(questions, answers);
  const passMark = Math.min(ico.knowledgePassMark, questions.length);
  const passed = correct >= passMark;
  const survey = knowledgeSurveyKey(ico.id);
  const stored = Object.fromEntries([...answers].map(([order, index]) => [String(order), index]));
  try {
    const joiningId = await db.transaction(async (tx) => {
      await tx.insert(surveyResult).values({ userId: account.id, survey, answers: stored, points: correct, passed });
      if (!passed) return null;
      const [created] = await tx
        .insert(joining)
        .values({ userId: account.id, offeringId: ico.id, status: 'KNOWLEDGETEST_PASSED', createdAt: now, updatedAt: now })
        .returning({ id: joining.id });
      if (!created) throw new AppError('INTERNAL_ERROR');
      await tx.insert(joiningEvent).values({
        joiningId: created.id,
        offeringId: ico.id,
        fromStatus: null,
        toStatus: 'KNOWLEDGETEST_PASSED',
        actor: 'investor',
        actorId: account.id,
        createdAt: now,
      });
      return created.id;
    });
    // The failed attempt is committed above; only then is it refused.
    if (joiningId === null) throw new AppError('KNOWLEDGE_TEST_FAILED', { correct: String(correct), passMark: String(passMark) });
    return { success: true, status: 'KNOWLEDGETEST_PASSED', joiningId };
  } catch (error) {
    // Two passes racing: the unique (user, offering) index lets one through.
    if (uniqueViolation(error) !== null) throw new AppError('ALREADY_JOINED');
    throw error;
  }
}
