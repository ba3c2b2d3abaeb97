import { z } from 'zod';
import type { SurveyQuestion } from './suitability';

const answerItem = z.string().regex(/^\d{1,3}-\d{1,2}$/, { error: 'ANSWER_INVALID' });

/**
 * `POST /survay/suitabilitytest/` and `/survay/knowledgeicotest/{icoId}/`: `answerSheet` items
 * 'order-answerIndex' (one or repeated form fields) and `answerCount`.
 */
export const answerSheetSchema = z
  .object({
    answerSheet: z
      .union([answerItem, z.array(answerItem)], { error: 'ANSWER_ALL_QUESTIONS' })
      .transform((v) => (Array.isArray(v) ? v : [v])),
    answerCount: z.coerce.number({ error: 'ANSWER_ALL_QUESTIONS' }).int().min(1),
  })
  .refine((v) => v.answerSheet.length === v.answerCount, { path: ['answerCount'], error: 'ANSWER_ALL_QUESTIONS' })
  .transform((v) => {
    const answers = new Map<number, number>();
    for (const item of v.answerSheet) {
      const [order, index] = item.split('-').map(Number) as [number, number];
      answers.set(order, index);
    }
    return answers;
  });

/** Every question answered with an existing answer, and nothing else. */
export function answersCompleteFor(
  questions: readonly Pick<SurveyQuestion, 'order' | 'answersEN'>[],
  answers: ReadonlyMap<number, number>,
): boolean {
  if (answers.size !== questions.length) return false;
  return questions.every((q) => {
    const index = answers.get(q.order);
    return index !== undefined && index >= 0 && index < q.answersEN.length;
  });
}

/** The form fields the browser sends for a set of answers (question order -> answer index). */
export function toAnswerSheet(answers: ReadonlyMap<number, number>): Array<[string, string]> {
  const sheet = [...answers].sort((a, b) => a[0] - b[0]).map(([order, index]): [string, string] => ['answerSheet', `${order}-${index}`]);
  return [...sheet, ['answerCount', String(answers.size)]];
}
