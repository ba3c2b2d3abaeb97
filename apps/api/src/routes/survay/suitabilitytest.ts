import { getSuitabilityValidityContract } from '@ico/domain/contracts/suitability-validity';
import { getSuitabilityQuestionsContract, submitSuitabilityContract } from '@ico/domain/contracts/surveys';
import { answerSheetSchema } from '@ico/domain/survey-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { authOf, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { publicQuestions } from '../../services/suitability/get-suitability-questions';
import { suitabilityValidityOf } from '../../services/suitability/get-suitability-validity';
import { submitSuitability } from '../../services/suitability/submit-suitability';

const security = [{ bearer: [] }];

/** The investor's suitability test (spec section 7), and until when a passed one is valid (issue 30, deliver 6). */
const suitabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.get(
    '/suitabilitytest/',
    {
      onRequest,
      schema: {
        tags: ['survay'],
        security,
        summary: 'The suitability questions, ordered, without points',
        ...getSuitabilityQuestionsContract,
      },
    },
    () => publicQuestions(app),
  );

  app.post(
    '/suitabilitytest/',
    {
      onRequest,
      schema: {
        tags: ['survay'],
        security,
        summary: "Answer the test (URL-encoded: repeated answerSheet 'order-answerIndex', answerCount)",
        ...submitSuitabilityContract,
        body: documented(submitSuitabilityContract.body, z.record(z.string(), z.unknown())),
      },
    },
    async (request) => {
      // Every malformed or partial answer sheet is the same answer to the investor: answer all questions.
      const parsed = answerSheetSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw new AppError('ANSWER_ALL_QUESTIONS');
      return submitSuitability(app, authOf(request).user.id, parsed.data);
    },
  );

  app.get(
    '/suitabilitytest/validity/',
    {
      onRequest,
      schema: {
        tags: ['survay'],
        security,
        summary: 'When the suitability assessment was passed, when it ends, and whether it may be renewed',
        ...getSuitabilityValidityContract,
      },
    },
    (request) => suitabilityValidityOf(authOf(request).user, app.config),
  );
};

export default suitabilityRoutes;
