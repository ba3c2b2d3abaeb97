import type { PublicQuestion } from '@ico/domain/contracts/surveys';
import type { Deps } from '../deps';
import { questionsOf } from './suitability-questions';

/** The questionnaire as investors see it: ordered, without points. */
export async function publicQuestions(deps: Pick<Deps, 'database'>): Promise<PublicQuestion[]> {
  return (await questionsOf(deps.database.db)).map(({ points: _points, ...question }) => question);
}
