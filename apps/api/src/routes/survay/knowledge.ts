import { acceptAgreementContract } from '@ico/domain/contracts/joinings';
import { getKnowledgeQuestionsContract, submitKnowledgeTestContract } from '@ico/domain/contracts/knowledge-tests';
import { agreementSchema } from '@ico/domain/join-schemas';
import { answerSheetSchema } from '@ico/domain/survey-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { authOf, requireUser } from '../../plugins/auth';
import { anyFields, documented } from '../../plugins/documented-inputs';
import { checkMaySubmit } from '../../services/accounts/check-may-submit';
import { acceptAgreement } from '../../services/joinings/accept-agreement';
import { knowledgeQuestions } from '../../services/knowledge-tests/get-knowledge-questions';
import { submitKnowledgeTest } from '../../services/knowledge-tests/submit-knowledge-test';

const security = [{ bearer: [] }];

/** An offering's knowledge test and risk agreement: the investor's first two steps of a joining. */
const knowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.post(
    '/agreementico/:icoId/',
    {
      onRequest,
      schema: {
        tags: ['survay'],
        security,
        summary: 'Accept the risk agreement (form: agreementCheck, agreementUrl)',
        ...acceptAgreementContract,
        body: documented(acceptAgreementContract.body, anyFields),
      },
    },
    async (request) => {
      const account = authOf(request).user;
      checkMaySubmit(account);
      const offeringId = request.params.icoId;
      const parsed = agreementSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const ticked = parsed.error.issues.every((issue) => issue.path[0] !== 'agreementCheck');
        if (!ticked) throw new AppError('MUST_ACCEPT_TERMS');
        throw new AppError('VALIDATION_FAILED', { agreementUrl: parsed.error.issues[0]?.message ?? 'INVALID_PARAMETER' });
      }
      return acceptAgreement(app, account, offeringId);
    },
  );
};

export default knowledgeRoutes;
