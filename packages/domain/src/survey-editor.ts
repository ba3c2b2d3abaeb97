import { z } from 'zod';
import type { SurveyQuestion } from './suitability';

export const SURVEY_MIN_ANSWERS = 2;
export const SURVEY_MAX_ANSWERS = 6;
export const SURVEY_MAX_POINTS = 10;
export const SURVEY_MAX_QUESTIONS = 50;
const TEXT_MAX = 500;

const text = z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(TEXT_MAX, { error: 'TEXT_TOO_LONG' });

const answers = z
  .array(text, { error: 'INVALID_PARAMETER' })
  .min(SURVEY_MIN_ANSWERS, { error: 'SURVEY_ANSWERS_COUNT' })
  .max(SURVEY_MAX_ANSWERS, { error: 'SURVEY_ANSWERS_COUNT' });

const points = z
  .array(
    z
      .number({ error: 'SURVEY_POINTS_RANGE' })
      .int({ error: 'SURVEY_POINTS_RANGE' })
      .min(0, { error: 'SURVEY_POINTS_RANGE' })
      .max(SURVEY_MAX_POINTS, { error: 'SURVEY_POINTS_RANGE' }),
    { error: 'INVALID_PARAMETER' },
  )
  .min(SURVEY_MIN_ANSWERS, { error: 'SURVEY_ANSWERS_COUNT' })
  .max(SURVEY_MAX_ANSWERS, { error: 'SURVEY_ANSWERS_COUNT' });

/** One question as staff edit it: English and Thai texts, 2 to 6 answers, whole points 0 to 10 each. */
export const surveyQuestionSchema = z
  .object({
    order: z.number({ error: 'INVALID_PARAMETER' }).int().positive(),
    questionEN: text,
    questionTH: text,
    answersEN: answers,
    answersTH: answers,
    points,
  })
  .superRefine((q, ctx) => {
    if (q.answersTH.length !== q.answersEN.length)
      ctx.addIssue({ code: 'custom', path: ['answersTH'], message: 'SURVEY_ANSWERS_MISMATCH' });
    if (q.points.length !== q.answersEN.length) ctx.addIssue({ code: 'custom', path: ['points'], message: 'SURVEY_ANSWERS_MISMATCH' });
  });

/** `PUT /admin/surveys/suitability/`: the whole questionnaire, numbered 1..n in order. */
export const surveyQuestionsSchema = z
  .object({
    questions: z
      .array(surveyQuestionSchema, { error: 'INVALID_PARAMETER' })
      .min(1, { error: 'SURVEY_QUESTIONS_REQUIRED' })
      .max(SURVEY_MAX_QUESTIONS, { error: 'SURVEY_QUESTIONS_REQUIRED' }),
  })
  .superRefine((v, ctx) => {
    v.questions.forEach((q, i) => {
      if (q.order !== i + 1) ctx.addIssue({ code: 'custom', path: ['questions', i, 'order'], message: 'SURVEY_ORDER' });
    });
  });

export type SurveyQuestionsInput = z.infer<typeof surveyQuestionsSchema>;
export type { SurveyQuestion };

/** Highest total a questionnaire allows (every question's best answer). */
export const maxPointsOf = (questions: readonly Pick<SurveyQuestion, 'points'>[]): number =>
  questions.reduce((sum, q) => sum + Math.max(0, ...q.points), 0);
