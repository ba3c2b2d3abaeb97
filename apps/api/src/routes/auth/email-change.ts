import {
  cancelEmailChange as cancelEmailChangeEndpoint,
  checkEmailChangeLink as checkEmailChangeLinkEndpoint,
  confirmEmailChange as confirmEmailChangeEndpoint,
  getEmailChange as getEmailChangeEndpoint,
  requestEmailChange as requestEmailChangeEndpoint,
} from '@ico/domain/contracts/email-change';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, optionalUser, requestMeta, requireUser } from '../../plugins/auth';
import { cancelEmailChange } from '../../services/email-changes/cancel-email-change';
import { checkEmailChangeLink } from '../../services/email-changes/check-email-change-link';
import { confirmEmailChange } from '../../services/email-changes/confirm-email-change';
import { getEmailChange } from '../../services/email-changes/get-email-change';
import { requestEmailChange } from '../../services/email-changes/request-email-change';

/**
 * Changing the e-mail address (issue 15): the owner asks with a step-up; the mailed links confirm it from the new
 * address or undo it from the old one, signed in or not (the link is the proof).
 */
const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.route({
    ...routeOf(app, requestEmailChangeEndpoint, { bearer: true }),
    onRequest,
    handler: async (request, reply) => {
      await requestEmailChange(app, authOf(request), request.body, requestMeta(request));
      return reply.status(202).send({ message: 'EMAIL_CHANGE_SENT' });
    },
  });

  app.route({
    ...routeOf(app, getEmailChangeEndpoint, { bearer: true }),
    onRequest,
    handler: async (request) => ({ change: await getEmailChange(app, authOf(request).user.id) }),
  });

  app.route({
    ...routeOf(app, checkEmailChangeLinkEndpoint),
    handler: (request) => checkEmailChangeLink(app, request.query.kind, request.query.code, requestMeta(request)),
  });

  app.route({
    ...routeOf(app, confirmEmailChangeEndpoint),
    handler: async (request) => {
      await confirmEmailChange(app, request.body.code, await optionalUser(app, request), requestMeta(request));
      return { message: 'EMAIL_CHANGED' };
    },
  });

  app.route({
    ...routeOf(app, cancelEmailChangeEndpoint),
    handler: async (request) => {
      await cancelEmailChange(app, request.body.code, requestMeta(request));
      return { message: 'EMAIL_CHANGE_CANCELLED' };
    },
  });
};

export default emailChangeRoutes;
