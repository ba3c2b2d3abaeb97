import {
  deleteRiskCountryContract,
  listOverdueReviewsContract,
  listRiskCountriesContract,
  setRiskCountryContract,
} from '@ico/domain/contracts/risk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { deleteRiskCountry } from '../../services/risk/delete-risk-country';
import { overdueReviews } from '../../services/risk/list-overdue-reviews';
import { listRiskCountries } from '../../services/risk/list-risk-countries';
import { setRiskCountry } from '../../services/risk/set-risk-country';

const security = [{ bearer: [] }];

/** Issue 30, deliver 5: the periodic reviews due and the high-risk countries the ratings read (a rating itself: users.ts). */
const adminRiskRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = requireStaff(app, 'risk.manage');

  app.get(
    '/risk/reviews/overdue/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Investors whose periodic review is overdue, most overdue first',
        ...listOverdueReviewsContract,
      },
    },
    (request) => overdueReviews(app, request.query),
  );

  app.get(
    '/risk/countries/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: 'The high-risk country list (FATF call for action, increased monitoring)',
        ...listRiskCountriesContract,
      },
    },
    () => listRiskCountries(app),
  );

  app.put(
    '/risk/countries/:code/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Put a country on the list or change its category (its investors are rated again; audited)',
        ...setRiskCountryContract,
      },
    },
    (request) => setRiskCountry(app, authOf(request).user.id, request.params.code, request.body, requestMeta(request)),
  );

  app.delete(
    '/risk/countries/:code/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Take a country off the list (its investors are rated again; audited)',
        ...deleteRiskCountryContract,
      },
    },
    async (request, reply) => {
      await deleteRiskCountry(app, authOf(request).user.id, request.params.code, requestMeta(request));
      return reply.status(204).send();
    },
  );
};

export default adminRiskRoutes;
