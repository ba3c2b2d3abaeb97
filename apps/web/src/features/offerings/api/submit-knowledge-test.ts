import { type KnowledgePassed, submitKnowledgeTest as submitKnowledgeTestEndpoint } from '@ico/domain/contracts/knowledge-tests';
import { toAnswerSheet } from '@ico/domain/survey-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { joiningKeys } from '../../../resources/joinings';

/**
 * `POST /survay/knowledgeicotest/{icoId}/` (URL-encoded: repeated answerSheet 'order-answerIndex', answerCount).
 * 400 KNOWLEDGE_TEST_FAILED, 403 LEVEL_NOT_ALLOWED / OFFERING_NOT_OPEN, 409 ALREADY_JOINED, 429 after 5 failures an hour.
 */
export function submitKnowledgeTest(icoId: string, answers: ReadonlyMap<number, number>): Promise<KnowledgePassed> {
  const fields = toAnswerSheet(answers);
  return call(submitKnowledgeTestEndpoint, {
    params: { icoId },
    body: {
      answerSheet: fields.filter(([name]) => name === 'answerSheet').map(([, value]) => value),
      answerCount: String(answers.size),
    },
  });
}

export function useSubmitKnowledgeTest(icoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: ReadonlyMap<number, number>) => submitKnowledgeTest(icoId, answers),
    onSettled: () => queryClient.invalidateQueries({ queryKey: joiningKeys.all }),
  });
}
