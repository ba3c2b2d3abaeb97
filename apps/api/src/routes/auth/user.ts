import { activateAccountContract, createAccountContract } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../plugins/auth';
import { activateAccount } from '../../services/accounts/activate-account';
import { createUser } from '../../services/accounts/create-account';

/** Sign-up by e-mail, step 2 (spec section 2), and the set-password link of staff-created accounts. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
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

export default userRoutes;
