import type { SurveyQuestion } from '@ico/domain/suitability';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { surveyQuestion } from '../../db/schema';

export const SURVEY = 'suitability';

export async function questionsOf(db: Pick<Database, 'select'>): Promise<SurveyQuestion[]> {
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
