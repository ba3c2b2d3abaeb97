import { z } from 'zod';
import { knowledgeTestSchema } from '../offering-admin';
import { answerSheetSchema } from '../survey-schemas';
import { endpoint } from './endpoint';
import { idParamsSchema, pathIdSchema } from './path-ids';

/** The knowledge test as investors see it: ordered, without the correct answers. */
export const knowledgeTestViewSchema = z.array(
  z.object({
    order: z.number(),
    questionEN: z.string(),
    questionTH: z.string(),
    answersEN: z.array(z.string()),
    answersTH: z.array(z.string()),
  }),
);
export type KnowledgeTestView = z.infer<typeof knowledgeTestViewSchema>;

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

export const getKnowledgeTest = endpoint({
  method: 'GET',
  path: '/admin/offerings/:id/knowledge-test/',
  summary: "The offering's knowledge test with its correct answers and pass mark",
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  response: { 200: staffKnowledgeTestSchema },
  errors: ['ICO_NOT_EXIST'],
});

export const replaceKnowledgeTest = endpoint({
  method: 'PUT',
  path: '/admin/offerings/:id/knowledge-test/',
  summary: 'Replace the knowledge test and its pass mark (audited)',
  params: idParamsSchema('ICO_NOT_EXIST', 20),
  body: knowledgeTestSchema,
  response: { 200: staffKnowledgeTestSchema },
  errors: ['VALIDATION_FAILED', 'ICO_NOT_EXIST'],
});

export const getKnowledgeQuestions = endpoint({
  method: 'GET',
  path: '/survay/knowledgeicotest/:icoId/',
  summary: "The offering's knowledge test, ordered, without the correct answers",
  params: z.object({ icoId: pathIdSchema('ICO_NOT_EXIST') }),
  response: { 200: knowledgeTestViewSchema },
  errors: ['ICO_NOT_EXIST'],
});

export const submitKnowledgeTest = endpoint({
  method: 'POST',
  path: '/survay/knowledgeicotest/:icoId/',
  summary: "Answer the knowledge test (URL-encoded: repeated answerSheet 'order-answerIndex', answerCount)",
  params: z.object({ icoId: pathIdSchema('ICO_NOT_EXIST') }),
  body: answerSheetSchema,
  encoding: 'form',
  response: { 200: knowledgePassedSchema },
  errors: ['ANSWER_ALL_QUESTIONS', 'KNOWLEDGE_TEST_FAILED', 'LEVEL_NOT_ALLOWED', 'OFFERING_NOT_OPEN', 'ALREADY_JOINED', 'ICO_NOT_EXIST'],
});
