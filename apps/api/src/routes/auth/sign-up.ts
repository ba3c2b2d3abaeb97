import {
  activateAccountContract,
  checkLinkContract,
  createAccountContract,
  sendVerificationCodeContract,
} from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../plugins/auth';
import { activateAccount } from '../../services/accounts/activate-account';
import { checkLink } from '../../services/accounts/check-link';
import { createUser } from '../../services/accounts/create-account';
import { sendVerificationCode } from '../../services/accounts/send-verification-code';

/** Sign-up by e-mail in two steps (spec section 2), and the set-password link of staff-created accounts. */
const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/send_email_verification_code/',
    {
      schema: { tags: ['auth'], summary: 'Mail a sign-up link (form-encoded: email)', ...sendVerificationCodeContract },
    },
    async (request) => {
      await sendVerificationCode(app, { email: request.body.email, language: request.body.language ?? 'en' }, requestMeta(request));
      return { message: 'VERIFICATION_CODE_SENT' };
    },
  );

  app.get(
    '/verification_link/',
    {
      schema: { tags: ['auth'], summary: 'Check a mailed link before its form is shown', ...checkLinkContract },
    },
    (request) => checkLink(app, request.query.email, request.query.code, requestMeta(request)),
  );

  app.post(
    '/user/create/',
    {
      schema: { tags: ['auth'], summary: 'Create an investor account (step 2 of sign-up)', ...createAccountContract },
    },
    async (request, reply) => {
      await createUser(app, request.body, requestMeta(request));
      return reply.status(201).send({ message: 'USER_CREATED' });
    },
  );

  app.post(
    '/user/activate/',
    {
      schema: { tags: ['auth'], summary: 'Set the password of an account staff opened, with the mailed link', ...activateAccountContract },
    },
    async (request) => {
      await activateAccount(app, request.body, requestMeta(request));
      return { message: 'PASSWORD_SET' };
    },
  );
};

export default signUpRoutes;
