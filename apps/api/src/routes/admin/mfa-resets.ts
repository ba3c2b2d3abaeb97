import {
  cancelMfaResetContract,
  decideMfaResetContract,
  listMfaResetsContract,
  openMfaResetContract,
} from '@ico/domain/contracts/mfa-resets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { cancelMfaReset } from '../../services/mfa-resets/cancel-mfa-reset';
import { decideMfaReset } from '../../services/mfa-resets/decide-mfa-reset';
import { listMfaResets } from '../../services/mfa-resets/list-mfa-resets';
import { openMfaReset } from '../../services/mfa-resets/open-mfa-reset';

const security = [{ bearer: [] }];

/**
 * Two-factor resets for investors who lost the authenticator and the recovery codes: opened and cancelled by staff
 * who may reset two-factor, the new selfie decided by staff who screen identity documents.
 */
const adminMfaResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mfa-resets/',
    {
      onRequest: requireStaff(app, ['users.resetMfa', 'verification.screen']),
      schema: { tags: ['admin'], security, summary: "Two-factor resets: one investor's, or those in one state", ...listMfaResetsContract },
    },
    (request) => listMfaResets(app, request.query),
  );

  app.post(
    '/mfa-resets/',
    {
      onRequest: requireStaff(app, 'users.resetMfa'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Open a two-factor reset with a reason (audited; the investor is mailed a link to send a new selfie)',
        ...openMfaResetContract,
      },
    },
    async (request, reply) =>
      reply.status(201).send({ reset: await openMfaReset(app, authOf(request).user.id, request.body, requestMeta(request)) }),
  );

  app.post(
    '/mfa-resets/:id/decision/',
    {
      onRequest: requireStaff(app, 'verification.screen'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Approve the new selfie (two-factor off, sessions ended) or reject it with a reason (a new link); audited',
        ...decideMfaResetContract,
      },
    },
    async (request) => ({
      reset: await decideMfaReset(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
    }),
  );

  app.post(
    '/mfa-resets/:id/cancel/',
    {
      onRequest: requireStaff(app, 'users.resetMfa'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Cancel an open two-factor reset (audited; its link stops working)',
        ...cancelMfaResetContract,
        body: documented(cancelMfaResetContract.body),
      },
    },
    async (request) => ({ reset: await cancelMfaReset(app, authOf(request).user.id, request.params.id, requestMeta(request)) }),
  );
};

export default adminMfaResetRoutes;
