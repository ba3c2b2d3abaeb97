import { z } from 'zod';
import { SUITABILITY_LEVELS } from '../suitability';
import { surveyQuestionsSchema } from '../survey-editor';
import { answerSheetSchema } from '../survey-schemas';
import { endpoint } from './endpoint';

/** A suitability question as staff edit it, with the points of each answer. */
export const staffQuestionSchema = z.object({
  order: z.number(),
  questionEN: z.string(),
  questionTH: z.string(),
  answersEN: z.array(z.string()),
  answersTH: z.array(z.string()),
  points: z.array(z.number()),
});
export type StaffQuestion = z.infer<typeof staffQuestionSchema>;

/** A suitability question as the investor sees it: without points. */
export const publicQuestionSchema = staffQuestionSchema.omit({ points: true });
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

/** The answer of POST /survay/suitabilitytest/. */
export const suitabilityAnswerSchema = z.object({
  success: z.literal(true),
  score: z.number(),
  level: z.enum(SUITABILITY_LEVELS),
  message: z.literal('SUITABILITY_DONE'),
});
export type SuitabilityAnswer = z.infer<typeof suitabilityAnswerSchema>;

export const getSuitabilityQuestionsForStaff = endpoint({
  method: 'GET',
  path: '/admin/surveys/suitability/',
  summary: 'The suitability questions with points',
  response: { 200: z.array(staffQuestionSchema) },
});

export const replaceSuitabilityQuestions = endpoint({
  method: 'PUT',
  path: '/admin/surveys/suitability/',
  summary: 'Replace the suitability questionnaire (audited)',
  body: surveyQuestionsSchema,
  response: { 200: z.array(staffQuestionSchema) },
  errors: ['VALIDATION_FAILED'],
});

export const getSuitabilityQuestions = endpoint({
  method: 'GET',
  path: '/survay/suitabilitytest/',
  summary: 'The suitability questions, ordered, without points',
  response: { 200: z.array(publicQuestionSchema) },
});

export const submitSuitability = endpoint({
  method: 'POST',
  path: '/survay/suitabilitytest/',
  summary: "Answer the test (URL-encoded: repeated answerSheet 'order-answerIndex', answerCount)",
  body: answerSheetSchema,
  encoding: 'form',
  response: { 200: suitabilityAnswerSchema },
  errors: ['ANSWER_ALL_QUESTIONS', 'SUITABILITY_TOO_LOW', 'PF_ALREADY_SUBMITED'],
});
