import {
  getSuitabilityQuestionsForStaff,
  replaceSuitabilityQuestions as replaceSuitabilityQuestionsEndpoint,
} from '@ico/domain/contracts/surveys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { staffQuestions } from '../../services/suitability/get-suitability-questions-for-staff';
import { replaceSuitabilityQuestions } from '../../services/suitability/replace-suitability-questions';

/** The suitability questionnaire in the back office; edits apply to future tests only. */
const adminSurveyRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff(app, 'surveys.edit');

  app.route({
    ...routeOf(app, getSuitabilityQuestionsForStaff, { bearer: true }),
    onRequest,
    handler: () => staffQuestions(app),
  });

  app.route({
    ...routeOf(app, replaceSuitabilityQuestionsEndpoint, { bearer: true }),
    onRequest,
    handler: (request) => replaceSuitabilityQuestions(app, authOf(request).user.id, request.body, requestMeta(request)),
  });
};

export default adminSurveyRoutes;
