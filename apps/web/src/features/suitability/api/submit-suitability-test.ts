import { type SuitabilityAnswer, submitSuitability } from '@ico/domain/contracts/surveys';
import { toAnswerSheet } from '@ico/domain/survey-schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * `POST /survay/suitabilitytest/` (URL-encoded: repeated answerSheet 'order-answerIndex', answerCount).
 * 400 SUITABILITY_TOO_LOW under the pass mark, 409 PF_ALREADY_SUBMITED once done.
 */
export function submitSuitabilityTest(answers: ReadonlyMap<number, number>): Promise<SuitabilityAnswer> {
  const fields = toAnswerSheet(answers);
  return call(submitSuitability, {
    body: {
      answerSheet: fields.filter(([name]) => name === 'answerSheet').map(([, value]) => value),
      answerCount: String(answers.size),
    },
  });
}

export const useSubmitSuitabilityTest = () => useMutation({ mutationFn: submitSuitabilityTest });
