import { getMyClosureContract, requestAccountClosureContract } from '@ico/domain/contracts/account-closures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { getMyClosure } from '../../services/account-closures/get-account-closure';
import { requestAccountClosure } from '../../services/account-closures/request-account-closure';

const security = [{ bearer: [] }];

/** The investor's request to close the account (PDPA; terms of use). */
const closureRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.get(
    '/closure/',
    { onRequest, schema: { tags: ['auth'], security, summary: 'My newest closure request, or null', ...getMyClosureContract } },
    (request) => getMyClosure(app, authOf(request).user.id),
  );

  app.post(
    '/closure/',
    {
      onRequest,
      schema: {
        tags: ['auth'],
        security,
        summary:
          'Ask to close my account: password, and a one-time code with two-factor (405 OTP_REQUIRED without); 409 RESERVATION_IN_PROGRESS while a reservation, payment or refund is in progress; blocks the account at once and ends my other sessions',
        ...requestAccountClosureContract,
      },
    },
    async (request, reply) => reply.status(201).send(await requestAccountClosure(app, authOf(request), request.body, requestMeta(request))),
  );
};

export default closureRoutes;
