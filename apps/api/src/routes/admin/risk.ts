import {
  deleteRiskCountryContract,
  getUserRiskContract,
  listOverdueReviewsContract,
  listRiskCountriesContract,
  recordRiskReviewContract,
  setRiskCountryContract,
} from '@ico/domain/contracts/risk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { deleteRiskCountry } from '../../services/risk/delete-risk-country';
import { overdueReviews } from '../../services/risk/list-overdue-reviews';
import { listRiskCountries } from '../../services/risk/list-risk-countries';
import { recordRiskReview } from '../../services/risk/record-risk-review';
import { setRiskCountry } from '../../services/risk/set-risk-country';
import { userRiskOf } from '../../services/risk/user-risk-view';

const security = [{ bearer: [] }];

/** Issue 30, deliver 5: each investor's risk rating, its periodic reviews and the high-risk country list it reads. */
const adminRiskRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = requireStaff(app, 'risk.manage');

  app.get(
    '/users/:id/risk/',
    {
      onRequest: requireStaff(app, 'users.read'),
      schema: { tags: ['admin'], security, summary: "An investor's risk level with its reasons and review dates", ...getUserRiskContract },
    },
    (request) => userRiskOf(app.database.db, request.params.id),
  );

  app.post(
    '/users/:id/risk/review/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Record a periodic review (the next is due by the level; audited with the note)',
        ...recordRiskReviewContract,
      },
    },
    (request) => recordRiskReview(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  );

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
