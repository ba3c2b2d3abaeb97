import { getKnowledgeQuestionsContract, submitKnowledgeTestContract } from '@ico/domain/contracts/knowledge-tests';
import { answerSheetSchema } from '@ico/domain/survey-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../plugins/auth';
import { anyFields, documented } from '../../plugins/documented-inputs';
import { checkMaySubmit } from '../../services/accounts/check-may-submit';
import { knowledgeQuestions } from '../../services/knowledge-tests/get-knowledge-questions';
import { submitKnowledgeTest } from '../../services/knowledge-tests/submit-knowledge-test';

const security = [{ bearer: [] }];

/** An offering's knowledge test: the investor's first step of a joining. */
const knowledgeTestRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.get(
    '/knowledgeicotest/:icoId/',
    {
      onRequest,
      schema: {
        tags: ['survay'],
        security,
        summary: "The offering's knowledge test, ordered, without the correct answers",
        ...getKnowledgeQuestionsContract,
      },
    },
    (request) => knowledgeQuestions(app, request.params.icoId),
  );

  app.post(
    '/knowledgeicotest/:icoId/',
    {
      onRequest,
      schema: {
        tags: ['survay'],
        security,
        summary: "Answer the knowledge test (URL-encoded: repeated answerSheet 'order-answerIndex', answerCount)",
        ...submitKnowledgeTestContract,
        body: documented(submitKnowledgeTestContract.body, anyFields),
      },
    },
    async (request) => {
      const account = authOf(request).user;
      checkMaySubmit(account);
      const offeringId = request.params.icoId;
      // Every malformed or partial answer sheet is the same answer to the investor: answer all questions.
      const parsed = answerSheetSchema.safeParse(request.body ?? {});
      return submitKnowledgeTest(app, account, offeringId, parsed.success ? parsed.data : null);
    },
  );
};

export default knowledgeTestRoutes;
