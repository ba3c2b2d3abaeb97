import type { SurveyQuestion } from '@ico/domain/suitability';
import type { SurveyQuestionsInput } from '@ico/domain/survey-editor';
import { eq } from 'drizzle-orm';
import { surveyQuestion } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { questionsOf, SURVEY } from './suitability-questions';

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
