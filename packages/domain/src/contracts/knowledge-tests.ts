import { z } from 'zod';
import { knowledgeTestSchema } from '../offering-admin';
import { knowledgeTestViewSchema } from '../offering-api';
import { answerSheetSchema } from '../survey-schemas';
import { idParamsSchema, pathIdSchema } from './path-ids';

/** GET and PUT /admin/offerings/:id/knowledge-test/: the pass mark and the questions with their right answers. */
export const staffKnowledgeTestSchema = z.object({
  passMark: z.number().int(),
  questions: z.array(
    z.object({
      order: z.number().int(),
      questionEN: z.string(),
      questionTH: z.string(),
      answersEN: z.array(z.string()),
      answersTH: z.array(z.string()),
      correctAnswer: z.number().int(),
    }),
  ),
});
export type StaffKnowledgeTest = z.infer<typeof staffKnowledgeTestSchema>;

/** The answer of POST /survay/knowledgeicotest/:icoId/ when the test is passed. */
export const knowledgePassedSchema = z.object({
  success: z.literal(true),
  status: z.literal('KNOWLEDGETEST_PASSED'),
  joiningId: z.number(),
});
export type KnowledgePassed = z.infer<typeof knowledgePassedSchema>;

/** GET /api/admin/offerings/:id/knowledge-test/ */
export const getKnowledgeTestContract = { params: idParamsSchema('ICO_NOT_EXIST', 20), response: { 200: staffKnowledgeTestSchema } };

/** PUT /api/admin/offerings/:id/knowledge-test/ */
export const replaceKnowledgeTestContract = {
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  body: knowledgeTestSchema,
  response: { 200: staffKnowledgeTestSchema },
};

/** GET /api/survay/knowledgeicotest/:icoId/ */
export const getKnowledgeQuestionsContract = {
  params: z.object({ icoId: pathIdSchema('ICO_NOT_EXIST') }),
  response: { 200: knowledgeTestViewSchema },
};

/** POST /api/survay/knowledgeicotest/:icoId/ */
export const submitKnowledgeTestContract = {
  params: z.object({ icoId: pathIdSchema('ICO_NOT_EXIST') }),
  body: answerSheetSchema,
  response: { 200: knowledgePassedSchema },
};
