import { checkSignInLinkContract, obtainSessionWithLinkContract, requestSignInLinkContract } from '@ico/domain/contracts/sign-in-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../plugins/auth';
import { checkSignInLink } from '../../services/sessions/check-sign-in-link';
import { loginWithLink } from '../../services/sessions/obtain-session-with-link';
import { requestSignInLink } from '../../services/sessions/request-sign-in-link';

/** The mailed sign-in link: the owner's way in while sign-ins from new addresses are slowed down (decision 0028). */
const signInLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sign_in_link/',
    {
      schema: {
        tags: ['auth'],
        summary: "Mail a single-use sign-in link to the username's owner, if it has an account (the same answer either way)",
        ...requestSignInLinkContract,
      },
    },
    async (request) => {
      await requestSignInLink(app, request.body, requestMeta(request));
      return { message: 'SIGN_IN_LINK_SENT' };
    },
  );

  app.post(
    '/sign_in_link/check/',
    {
      schema: { tags: ['auth'], summary: 'Check a mailed sign-in link before its page asks for the password', ...checkSignInLinkContract },
    },
    (request) => checkSignInLink(app, request.body.code, requestMeta(request)),
  );

  app.post(
    '/sign_in_link/obtain/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a mailed link and the password: 405 OTP_REQUIRED when two-factor is on and no otp was sent',
        ...obtainSessionWithLinkContract,
      },
    },
    (request) => loginWithLink(app, request.body, requestMeta(request)),
  );
};

export default signInLinkRoutes;
