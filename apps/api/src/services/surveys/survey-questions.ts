import type { SurveyQuestion } from '@ico/domain/suitability';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { surveyQuestion } from '../../db/schema';

/** The questions of one survey (the suitability survey or an offering's knowledge test), in their order. */
export async function surveyQuestionsOf(db: Pick<Database, 'select'>, survey: string): Promise<SurveyQuestion[]> {
  const rows = await db.select().from(surveyQuestion).where(eq(surveyQuestion.survey, survey)).orderBy(asc(surveyQuestion.order));
  return rows.map(({ order, questionEN, questionTH, answersEN, answersTH, points }) => ({
    order,
    questionEN,
    questionTH,
    answersEN,
    answersTH,
    points,
  }));
}
