import type { SurveyQuestion } from '@ico/domain/suitability';
import type { Deps } from '../deps';
import { questionsOf } from './suitability-questions';

/** The questionnaire with points, for the back office. */
export const staffQuestions = (deps: Pick<Deps, 'database'>): Promise<SurveyQuestion[]> => questionsOf(deps.database.db);
