import { z } from 'zod';
import { SURVEY_MAX_ANSWERS, SURVEY_MAX_QUESTIONS, SURVEY_MIN_ANSWERS } from '../survey-editor';
import { answerSheetSchema } from '../survey-schemas';
import { endpoint } from './endpoint';
import { idParamsSchema, pathIdSchema } from './path-ids';

/** A question's or an answer's text, in English or Thai. */
const answerText = z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED', abort: true }).max(500, { error: 'TEXT_TOO_LONG' });

/** One knowledge-test question: English and Thai texts, 2 to 6 answers, one of them correct. */
export const knowledgeQuestionSchema = z
  .object({
    order: z.number({ error: 'INVALID_PARAMETER' }).int().positive(),
    questionEN: answerText,
    questionTH: answerText,
    answersEN: z
      .array(answerText)
      .min(SURVEY_MIN_ANSWERS, { error: 'SURVEY_ANSWERS_COUNT' })
      .max(SURVEY_MAX_ANSWERS, { error: 'SURVEY_ANSWERS_COUNT' }),
    answersTH: z
      .array(answerText)
      .min(SURVEY_MIN_ANSWERS, { error: 'SURVEY_ANSWERS_COUNT' })
      .max(SURVEY_MAX_ANSWERS, { error: 'SURVEY_ANSWERS_COUNT' }),
    correctAnswer: z.number({ error: 'CORRECT_ANSWER_REQUIRED' }).int().min(0, { error: 'CORRECT_ANSWER_REQUIRED' }),
  })
  .superRefine((q, ctx) => {
    if (q.answersTH.length !== q.answersEN.length)
      ctx.addIssue({ code: 'custom', path: ['answersTH'], message: 'SURVEY_ANSWERS_MISMATCH' });
    if (q.correctAnswer >= q.answersEN.length)
      ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: 'CORRECT_ANSWER_REQUIRED' });
  });
export type KnowledgeQuestion = z.infer<typeof knowledgeQuestionSchema>;

/** `PUT /admin/offerings/{id}/knowledge-test/`: the questions (numbered 1..n) and how many must be right. */
export const knowledgeTestSchema = z
  .object({
    passMark: z.number({ error: 'PASS_MARK_RANGE' }).int({ error: 'PASS_MARK_RANGE' }).min(1, { error: 'PASS_MARK_RANGE' }),
    questions: z
      .array(knowledgeQuestionSchema, { error: 'INVALID_PARAMETER' })
      .min(1, { error: 'SURVEY_QUESTIONS_REQUIRED' })
      .max(SURVEY_MAX_QUESTIONS, { error: 'SURVEY_QUESTIONS_REQUIRED' }),
  })
  .superRefine((v, ctx) => {
    v.questions.forEach((q, i) => {
      if (q.order !== i + 1) ctx.addIssue({ code: 'custom', path: ['questions', i, 'order'], message: 'SURVEY_ORDER' });
    });
    if (v.passMark > v.questions.length) ctx.addIssue({ code: 'custom', path: ['passMark'], message: 'PASS_MARK_RANGE' });
  });
export type KnowledgeTestInput = z.infer<typeof knowledgeTestSchema>;

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
