import {
  deleteRiskCountry as deleteRiskCountryEndpoint,
  listOverdueReviews,
  listRiskCountries as listRiskCountriesEndpoint,
  setRiskCountry as setRiskCountryEndpoint,
} from '@ico/domain/contracts/risk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { deleteRiskCountry } from '../../services/risk/delete-risk-country';
import { overdueReviews } from '../../services/risk/list-overdue-reviews';
import { listRiskCountries } from '../../services/risk/list-risk-countries';
import { setRiskCountry } from '../../services/risk/set-risk-country';

/** Issue 30, deliver 5: the periodic reviews due and the high-risk countries the ratings read (a rating itself: users.ts). */
const adminRiskRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = requireStaff(app, 'risk.manage');

  app.route({
    ...routeOf(app, listOverdueReviews, { bearer: true }),
    onRequest: manage,
    handler: (request) => overdueReviews(app, request.query),
  });

  app.route({
    ...routeOf(app, listRiskCountriesEndpoint, { bearer: true }),
    onRequest: manage,
    handler: () => listRiskCountries(app),
  });

  app.route({
    ...routeOf(app, setRiskCountryEndpoint, { bearer: true }),
    onRequest: manage,
    handler: (request) => setRiskCountry(app, authOf(request).user.id, request.params.code, request.body, requestMeta(request)),
  });

  app.route({
    ...routeOf(app, deleteRiskCountryEndpoint, { bearer: true }),
    onRequest: manage,
    handler: async (request, reply) => {
      await deleteRiskCountry(app, authOf(request).user.id, request.params.code, requestMeta(request));
      return reply.status(204).send();
    },
  });
};

export default adminRiskRoutes;
