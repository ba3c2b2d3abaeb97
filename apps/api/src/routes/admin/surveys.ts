import { getSuitabilityQuestionsForStaffContract, replaceSuitabilityQuestionsContract } from '@ico/domain/contracts/surveys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { staffQuestions } from '../../services/suitability/get-suitability-questions-for-staff';
import { replaceSuitabilityQuestions } from '../../services/suitability/replace-suitability-questions';

const security = [{ bearer: [] }];

/** The suitability questionnaire in the back office; edits apply to future tests only. */
const adminSurveyRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff(app, 'surveys.edit');

  app.get(
    '/surveys/suitability/',
    {
      onRequest,
      schema: { tags: ['admin'], security, summary: 'The suitability questions with points', ...getSuitabilityQuestionsForStaffContract },
    },
    () => staffQuestions(app),
  );

  app.put(
    '/surveys/suitability/',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Replace the suitability questionnaire (audited)',
        ...replaceSuitabilityQuestionsContract,
      },
    },
    (request) => replaceSuitabilityQuestions(app, authOf(request).user.id, request.body, requestMeta(request)),
  );
};

export default adminSurveyRoutes;
