import { activateAccount as activateAccountEndpoint, createAccount } from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { requestMeta } from '../../plugins/auth';
import { activateAccount } from '../../services/accounts/activate-account';
import { createUser } from '../../services/accounts/create-account';

/** Sign-up by e-mail, step 2 (spec section 2), and the set-password link of staff-created accounts. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, createAccount),
    handler: async (request, reply) => {
      await createUser(app, request.body, requestMeta(request));
      return reply.status(201).send({ message: 'USER_CREATED' });
    },
  });

  app.route({
    ...routeOf(app, activateAccountEndpoint),
    handler: async (request) => {
      await activateAccount(app, request.body, requestMeta(request));
      return { message: 'PASSWORD_SET' };
    },
  });
};

export default userRoutes;
