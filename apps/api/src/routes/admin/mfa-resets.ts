import {
  cancelMfaReset as cancelMfaResetEndpoint,
  decideMfaReset as decideMfaResetEndpoint,
  listMfaResets as listMfaResetsEndpoint,
  openMfaReset as openMfaResetEndpoint,
} from '@ico/domain/contracts/mfa-resets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { cancelMfaReset } from '../../services/mfa-resets/cancel-mfa-reset';
import { decideMfaReset } from '../../services/mfa-resets/decide-mfa-reset';
import { listMfaResets } from '../../services/mfa-resets/list-mfa-resets';
import { openMfaReset } from '../../services/mfa-resets/open-mfa-reset';

/**
 * Two-factor resets for investors who lost the authenticator and the recovery codes: opened and cancelled by staff
 * who may reset two-factor, the new selfie decided by staff who screen identity documents.
 */
const adminMfaResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, listMfaResetsEndpoint, { bearer: true }),
    onRequest: requireStaff(app, ['users.resetMfa', 'verification.screen']),
    handler: (request) => listMfaResets(app, request.query),
  });

  app.route({
    ...routeOf(app, openMfaResetEndpoint, { bearer: true }),
    onRequest: requireStaff(app, 'users.resetMfa'),
    handler: async (request, reply) =>
      reply.status(201).send({ reset: await openMfaReset(app, authOf(request).user.id, request.body, requestMeta(request)) }),
  });

  app.route({
    ...routeOf(app, decideMfaResetEndpoint, { bearer: true }),
    onRequest: requireStaff(app, 'verification.screen'),
    handler: async (request) => ({
      reset: await decideMfaReset(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
    }),
  });

  const cancel = routeOf(app, cancelMfaResetEndpoint, { bearer: true });
  app.route({
    ...cancel,
    // No fields: any body (or none) is taken, as before.
    schema: { ...cancel.schema, body: documented(cancelMfaResetEndpoint.body) },
    onRequest: requireStaff(app, 'users.resetMfa'),
    handler: async (request) => ({ reset: await cancelMfaReset(app, authOf(request).user.id, request.params.id, requestMeta(request)) }),
  });
};

export default adminMfaResetRoutes;
