import type { knowledgeTestViewSchema } from '@ico/domain/contracts/knowledge-tests';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { offeringOr404, questionsOf } from './knowledge-questions';

/** `GET /survay/knowledgeicotest/{icoId}/`: the questions, ordered, without the correct answers. */
export async function knowledgeQuestions(
  deps: Pick<Deps, 'database'>,
  offeringId: number,
): Promise<z.infer<typeof knowledgeTestViewSchema>[number][]> {
  await offeringOr404(deps.database.db, offeringId);
  return (await questionsOf(deps.database.db, offeringId)).map(({ points: _points, ...question }) => question);
}
