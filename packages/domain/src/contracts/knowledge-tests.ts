import { z } from 'zod';

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
