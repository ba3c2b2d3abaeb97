import { knowledgeSurveyKey } from '@ico/domain/offering-admin';
import type { SurveyQuestion } from '@ico/domain/suitability';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findOffering, type OfferingRow } from '../offerings/offering-row';
import { surveyQuestionsOf } from '../surveys/survey-questions';

type Reader = Pick<Database, 'select'>;

export const questionsOf = (db: Reader, offeringId: number): Promise<SurveyQuestion[]> =>
  surveyQuestionsOf(db, knowledgeSurveyKey(offeringId));

export async function offeringOr404(db: Reader, offeringId: number): Promise<OfferingRow> {
  const row = await findOffering(db, offeringId);
  if (!row) throw new AppError('ICO_NOT_EXIST');
  return row;
}
