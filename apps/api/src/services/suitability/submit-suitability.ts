import type { SuitabilityAnswer } from '@ico/domain/contracts/surveys';
import { scoreAnswers, scoreFromPoints, suitabilityLevel, suitabilityPassed } from '@ico/domain/suitability';
import { suitabilityRenewalOpen } from '@ico/domain/suitability-expiry';
import { answersCompleteFor } from '@ico/domain/survey-schemas';
import { eq } from 'drizzle-orm';
import { surveyResult, user } from '../../db/schema';
import { AppError } from '../../errors';
import { promotedMessage } from '../../mail/decision-messages';
import { checkMaySubmit } from '../accounts/check-may-submit';
import type { Deps } from '../deps';
import { sendMessage } from '../messages/send-message';
import { updateUsers } from '../sessions/session-state-writes';
import { lockUser, promoteIfQualified } from '../verification/verification-state';
import { questionsOf, SURVEY } from './suitability-questions';

/**
 * Scores one attempt and stores it. Under the pass mark the attempt is kept (passed = false) and the caller
 * gets 400 SUITABILITY_TOO_LOW; a pass sets the test DONE with its level and may promote the viewer.
 */
export async function submitSuitability(
  deps: Pick<Deps, 'database' | 'mailer' | 'config' | 'sessionCache'>,
  userId: number,
  answers: ReadonlyMap<number, number>,
): Promise<SuitabilityAnswer> {
  const outcome = await deps.database.db.transaction(async (tx) => {
    const account = await lockUser(tx, userId);
    checkMaySubmit(account);
    // Issue 30, deliver 6: a done test is taken again only to renew it (from 30 days before it ends, or once ended).
    const renewing = account.suitabilityTestStatus === 'DONE';
    if (renewing && !suitabilityRenewalOpen(account.suitabilityPassedAt, new Date(), deps.config.suitabilityValidDays)) {
      throw new AppError('PF_ALREADY_SUBMITED');
    }
    const questions = await questionsOf(tx);
    if (questions.length === 0 || !answersCompleteFor(questions, answers)) throw new AppError('ANSWER_ALL_QUESTIONS');
    const points = scoreAnswers(questions, answers);
    const passed = suitabilityPassed(points);
    const level = suitabilityLevel(points);
    await tx
      .insert(surveyResult)
      .values({ userId, survey: SURVEY, answers: Object.fromEntries([...answers].map(([o, i]) => [String(o), i])), points, passed });
    if (passed) {
      // A new assessment: valid SUITABILITY_VALID_DAYS from now, its own renewal mail still to come.
      await updateUsers(deps, tx, eq(user.id, userId), {
        suitabilityTestStatus: 'DONE',
        suitabilityLevel: level,
        suitabilityPassedAt: new Date(),
        suitabilityRemindedAt: null,
        updatedAt: new Date(),
      });
      // The test can be the last step to the retail level: the investor is told, as after a screening approval.
      if (await promoteIfQualified(deps, tx, userId)) {
        await sendMessage(deps, tx, { userId, ...promotedMessage(account.language === 'th' ? 'th' : 'en') });
      }
    }
    return { passed, points, level };
  });
  // The failed attempt is committed above; only then is it refused.
  if (!outcome.passed) throw new AppError('SUITABILITY_TOO_LOW', { score: String(scoreFromPoints(outcome.points)) });
  return { success: true, score: scoreFromPoints(outcome.points), level: outcome.level, message: 'SUITABILITY_DONE' };
}
