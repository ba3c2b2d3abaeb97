import { knowledgeSurveyKey } from '@ico/domain/offering-admin';
import type { SurveyQuestion } from '@ico/domain/suitability';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findOfferingWithFacts, type OfferingFactsRow } from '../offerings/offering-row';
import { surveyQuestionsOf } from '../surveys/survey-questions';

type Reader = Pick<Database, 'select'>;

export const questionsOf = (db: Reader, offeringId: number): Promise<SurveyQuestion[]> =>
  surveyQuestionsOf(db, knowledgeSurveyKey(offeringId));

/** The offering with whether it has its white paper (the join rules need both), or 404 ICO_NOT_EXIST. */
export async function offeringOr404(db: Reader, offeringId: number): Promise<OfferingFactsRow> {
  const row = await findOfferingWithFacts(db, offeringId);
  if (!row) throw new AppError('ICO_NOT_EXIST');
  return row;
}
