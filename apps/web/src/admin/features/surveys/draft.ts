import type { SurveyQuestion } from '@ico/domain/suitability';
import { SURVEY_MIN_ANSWERS, type SurveyQuestionsInput, surveyQuestionsSchema } from '@ico/domain/survey-editor';

/** The questionnaire while staff edit it: each row keeps a stable key across moves and removals. */
export type DraftAnswer = { key: string; en: string; th: string; points: number | string };
export type DraftQuestion = { key: string; questionEN: string; questionTH: string; answers: DraftAnswer[] };

let lastKey = 0;
const newKey = () => {
  lastKey += 1;
  return `k${lastKey}`;
};

export const newAnswer = (): DraftAnswer => ({ key: newKey(), en: '', th: '', points: 0 });
export const newQuestion = (): DraftQuestion => ({
  key: newKey(),
  questionEN: '',
  questionTH: '',
  answers: Array.from({ length: SURVEY_MIN_ANSWERS }, newAnswer),
});

export const toDraft = (questions: readonly SurveyQuestion[]): DraftQuestion[] =>
  questions.map((q) => ({
    key: newKey(),
    questionEN: q.questionEN,
    questionTH: q.questionTH,
    answers: q.answersEN.map((en, i) => ({ key: newKey(), en, th: q.answersTH[i] ?? '', points: q.points[i] ?? 0 })),
  }));

/** The body of the save call: numbered 1..n in the order shown. An empty points field is sent as nothing. */
export const toInput = (draft: readonly DraftQuestion[]): SurveyQuestionsInput => ({
  questions: draft.map((q, i) => ({
    order: i + 1,
    questionEN: q.questionEN,
    questionTH: q.questionTH,
    answersEN: q.answers.map((a) => a.en),
    answersTH: q.answers.map((a) => a.th),
    points: q.answers.map((a) => (typeof a.points === 'number' ? a.points : Number.NaN)),
  })),
});

/** Field path ('questions.0.answersEN.1') -> validation key, from the same schema the server uses. */
export function validate(draft: readonly DraftQuestion[]): { input: SurveyQuestionsInput | null; errors: Record<string, string> } {
  const parsed = surveyQuestionsSchema.safeParse(toInput(draft));
  if (parsed.success) return { input: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { input: null, errors };
}
