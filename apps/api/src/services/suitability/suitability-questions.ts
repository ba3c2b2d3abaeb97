import type { SurveyQuestion } from '@ico/domain/suitability';
import type { Database } from '../../db/client';
import { surveyQuestionsOf } from '../surveys/survey-questions';

export const SURVEY = 'suitability';

export const questionsOf = (db: Pick<Database, 'select'>): Promise<SurveyQuestion[]> => surveyQuestionsOf(db, SURVEY);
