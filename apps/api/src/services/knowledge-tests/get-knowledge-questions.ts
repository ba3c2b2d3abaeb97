import type { SurveyQuestion } from '@ico/domain/suitability';
import type { Deps } from '../deps';
import { offeringOr404, questionsOf } from './knowledge-questions';

export type PublicKnowledgeQuestion = Omit<SurveyQuestion, 'points'>;

/** `GET /survay/knowledgeicotest/{icoId}/`: the questions, ordered, without the correct answers. */
export async function knowledgeQuestions(deps: Pick<Deps, 'database'>, offeringId: number): Promise<PublicKnowledgeQuestion[]> {
  await offeringOr404(deps.database.db, offeringId);
  return (await questionsOf(deps.database.db, offeringId)).map(({ points: _points, ...question }) => question);
}
