import { getSuitabilityValidity } from '@ico/domain/contracts/suitability-validity';
import { getSuitabilityQuestions, submitSuitability as submitSuitabilityEndpoint } from '@ico/domain/contracts/surveys';
import { answerSheetSchema } from '@ico/domain/survey-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { routeOf } from '../../http/route-of';
import { authOf, requireUser } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { publicQuestions } from '../../services/suitability/get-suitability-questions';
import { suitabilityValidityOf } from '../../services/suitability/get-suitability-validity';
import { submitSuitability } from '../../services/suitability/submit-suitability';

/** The investor's suitability test (spec section 7), and until when a passed one is valid (issue 30, deliver 6). */
const suitabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.route({
    ...routeOf(app, getSuitabilityQuestions, { bearer: true }),
    onRequest,
    handler: () => publicQuestions(app),
  });

  // One answer for any fault of the answer sheet (ANSWER_ALL_QUESTIONS): the handler checks it.
  const submit = routeOf(app, submitSuitabilityEndpoint, { bearer: true });
  app.route({
    ...submit,
    schema: { ...submit.schema, body: documented(submitSuitabilityEndpoint.body, z.record(z.string(), z.unknown())) },
    onRequest,
    handler: async (request) => {
      // Every malformed or partial answer sheet is the same answer to the investor: answer all questions.
      const parsed = answerSheetSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw new AppError('ANSWER_ALL_QUESTIONS');
      return submitSuitability(app, authOf(request).user.id, parsed.data);
    },
  });

  app.route({
    ...routeOf(app, getSuitabilityValidity, { bearer: true }),
    onRequest,
    handler: (request) => suitabilityValidityOf(authOf(request).user, app.config),
  });
};

export default suitabilityRoutes;
