import { knowledgeSurveyKey } from '@ico/domain/offering-admin';
import type { SurveyQuestion } from '@ico/domain/suitability';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { surveyQuestion } from '../../db/schema';
import { AppError } from '../../errors';
import { findOffering, type OfferingRow } from '../offerings/offering-row';

type Reader = Pick<Database, 'select'>;

export async function questionsOf(db: Reader, offeringId: number): Promise<SurveyQuestion[]> {
  const rows = await db
    .select()
    .from(surveyQuestion)
    .where(eq(surveyQuestion.survey, knowledgeSurveyKey(offeringId)))
    .orderBy(asc(surveyQuestion.order));
  return rows.map(({ order, questionEN, questionTH, answersEN, answersTH, points }) => ({
    order,
    questionEN,
    questionTH,
    answersEN,
    answersTH,
    points,
  }));
}

export async function offeringOr404(db: Reader, offeringId: number): Promise<OfferingRow> {
  const row = await findOffering(db, offeringId);
  if (!row) throw new AppError('ICO_NOT_EXIST');
  return row;
}
