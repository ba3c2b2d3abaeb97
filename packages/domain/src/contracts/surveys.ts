import { z } from 'zod';
import { SUITABILITY_LEVELS } from '../suitability';
import { surveyQuestionsSchema } from '../survey-editor';
import { answerSheetSchema } from '../survey-schemas';

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

/** GET /api/admin/surveys/suitability/ */
export const getSuitabilityQuestionsForStaffContract = { response: { 200: z.array(staffQuestionSchema) } };

/** PUT /api/admin/surveys/suitability/ */
export const replaceSuitabilityQuestionsContract = { body: surveyQuestionsSchema, response: { 200: z.array(staffQuestionSchema) } };

/** GET /api/survay/suitabilitytest/ */
export const getSuitabilityQuestionsContract = { response: { 200: z.array(publicQuestionSchema) } };

/** POST /api/survay/suitabilitytest/ */
export const submitSuitabilityContract = { body: answerSheetSchema, response: { 200: suitabilityAnswerSchema } };
