import type { SurveyQuestion } from '@ico/domain/suitability';
import type { Deps } from '../deps';
import { questionsOf } from './suitability-questions';

export type PublicQuestion = Omit<SurveyQuestion, 'points'>;

/** The questionnaire as investors see it: ordered, without points. */
export async function publicQuestions(deps: Pick<Deps, 'database'>): Promise<PublicQuestion[]> {
  return (await questionsOf(deps.database.db)).map(({ points: _points, ...question }) => question);
}
