import {
  checkSignInLink as checkSignInLinkEndpoint,
  obtainSessionWithLink,
  requestSignInLink as requestSignInLinkEndpoint,
} from '@ico/domain/contracts/sign-in-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { requestMeta } from '../../plugins/auth';
import { checkSignInLink } from '../../services/sessions/check-sign-in-link';
import { loginWithLink } from '../../services/sessions/obtain-session-with-link';
import { requestSignInLink } from '../../services/sessions/request-sign-in-link';

/** The mailed sign-in link: the owner's way in while sign-ins from new addresses are slowed down (decision 0028). */
const signInLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, requestSignInLinkEndpoint),
    handler: async (request) => {
      await requestSignInLink(app, request.body, requestMeta(request));
      return { message: 'SIGN_IN_LINK_SENT' };
    },
  });

  app.route({
    ...routeOf(app, checkSignInLinkEndpoint),
    handler: (request) => checkSignInLink(app, request.body.code, requestMeta(request)),
  });

  app.route({
    ...routeOf(app, obtainSessionWithLink),
    handler: (request) => loginWithLink(app, request.body, requestMeta(request)),
  });
};

export default signInLinkRoutes;
