import { getKnowledgeQuestions, submitKnowledgeTest as submitKnowledgeTestEndpoint } from '@ico/domain/contracts/knowledge-tests';
import { answerSheetSchema } from '@ico/domain/survey-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requireUser } from '../../plugins/auth';
import { anyFields, documented } from '../../plugins/documented-inputs';
import { checkMaySubmit } from '../../services/accounts/check-may-submit';
import { knowledgeQuestions } from '../../services/knowledge-tests/get-knowledge-questions';
import { submitKnowledgeTest } from '../../services/knowledge-tests/submit-knowledge-test';

/** An offering's knowledge test: the investor's first step of a joining. */
const knowledgeTestRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.route({
    ...routeOf(app, getKnowledgeQuestions, { bearer: true }),
    onRequest,
    handler: (request) => knowledgeQuestions(app, request.params.icoId),
  });

  // One answer for any fault of the answer sheet (ANSWER_ALL_QUESTIONS), after the account's: the handler checks it.
  const submit = routeOf(app, submitKnowledgeTestEndpoint, { bearer: true });
  app.route({
    ...submit,
    schema: { ...submit.schema, body: documented(submitKnowledgeTestEndpoint.body, anyFields) },
    onRequest,
    handler: async (request) => {
      const account = authOf(request).user;
      checkMaySubmit(account);
      const offeringId = request.params.icoId;
      // Every malformed or partial answer sheet is the same answer to the investor: answer all questions.
      const parsed = answerSheetSchema.safeParse(request.body ?? {});
      return submitKnowledgeTest(app, account, offeringId, parsed.success ? parsed.data : null);
    },
  });
};

export default knowledgeTestRoutes;
