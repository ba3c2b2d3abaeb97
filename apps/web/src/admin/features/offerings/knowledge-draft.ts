import { type KnowledgeQuestion, type KnowledgeTestInput, knowledgeTestSchema } from '@ico/domain/contracts/knowledge-tests';
import { SURVEY_MIN_ANSWERS } from '@ico/domain/survey-editor';

/** The knowledge test while staff edit it: rows keep a stable key across moves and removals. */
export type DraftAnswer = { key: string; en: string; th: string };
export type DraftQuestion = { key: string; questionEN: string; questionTH: string; answers: DraftAnswer[]; correct: number | null };
export type Draft = { passMark: number | string; questions: DraftQuestion[] };

let lastKey = 0;
const newKey = () => {
  lastKey += 1;
  return `q${lastKey}`;
};

export const newAnswer = (): DraftAnswer => ({ key: newKey(), en: '', th: '' });
export const newQuestion = (): DraftQuestion => ({
  key: newKey(),
  questionEN: '',
  questionTH: '',
  answers: Array.from({ length: SURVEY_MIN_ANSWERS }, newAnswer),
  correct: null,
});

/** A test without questions starts with one empty question and a pass mark of 1. */
export const toDraft = (test: { passMark: number; questions: readonly KnowledgeQuestion[] }): Draft => ({
  passMark: test.questions.length > 0 ? test.passMark : 1,
  questions:
    test.questions.length > 0
      ? [...test.questions]
          .sort((a, b) => a.order - b.order)
          .map((q) => ({
            key: newKey(),
            questionEN: q.questionEN,
            questionTH: q.questionTH,
            answers: q.answersEN.map((en, i) => ({ key: newKey(), en, th: q.answersTH[i] ?? '' })),
            correct: q.correctAnswer,
          }))
      : [newQuestion()],
});

/** The body of the save call, numbered 1..n in the order shown; no correct answer chosen is sent as -1. */
export const toInput = (draft: Draft): KnowledgeTestInput => ({
  passMark: typeof draft.passMark === 'number' ? draft.passMark : Number.NaN,
  questions: draft.questions.map((q, i) => ({
    order: i + 1,
    questionEN: q.questionEN,
    questionTH: q.questionTH,
    answersEN: q.answers.map((a) => a.en),
    answersTH: q.answers.map((a) => a.th),
    correctAnswer: q.correct ?? -1,
  })),
});

/** Field path ('questions.0.answersEN.1') -> validation key, from the schema the server parses with. */
export function validate(draft: Draft): { input: KnowledgeTestInput | null; errors: Record<string, string> } {
  const parsed = knowledgeTestSchema.safeParse(toInput(draft));
  if (parsed.success) return { input: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { input: null, errors };
}

/** Removes an answer and keeps the correct one pointing at the same text. */
export function removeAnswer(q: DraftQuestion, index: number): DraftQuestion {
  const correct = q.correct === null || q.correct === index ? null : q.correct > index ? q.correct - 1 : q.correct;
  return { ...q, answers: q.answers.filter((_, i) => i !== index), correct };
}
