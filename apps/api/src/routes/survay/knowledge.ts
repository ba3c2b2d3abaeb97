import { agreementAnswerSchema } from '@ico/domain/contracts/joinings';
import { knowledgePassedSchema } from '@ico/domain/contracts/knowledge-tests';
import { pathIdSchema } from '@ico/domain/contracts/path-ids';
import { agreementSchema } from '@ico/domain/join-schemas';
import { knowledgeTestViewSchema } from '@ico/domain/offering-api';
import { answerSheetSchema } from '@ico/domain/survey-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { authOf, requireUser } from '../../plugins/auth';
import { anyFields, documented } from '../../plugins/documented-inputs';
import { checkMaySubmit } from '../../services/accounts/check-may-submit';
import { acceptAgreement } from '../../services/joinings/accept-agreement';
import { knowledgeQuestions } from '../../services/knowledge-tests/get-knowledge-questions';
import { submitKnowledgeTest } from '../../services/knowledge-tests/submit-knowledge-test';

const security = [{ bearer: [] }];
const idParams = z.object({ icoId: pathIdSchema('ICO_NOT_EXIST') });

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
        params: idParams,
        response: { 200: knowledgeTestViewSchema },
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
        params: idParams,
        body: documented(answerSheetSchema, anyFields),
        response: { 200: knowledgePassedSchema },
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
        params: idParams,
        body: documented(agreementSchema, anyFields),
        response: { 200: agreementAnswerSchema },
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
