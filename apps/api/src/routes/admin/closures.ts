import {
  completeAccountClosureContract,
  listAccountClosuresContract,
  refuseAccountClosureContract,
} from '@ico/domain/contracts/account-closures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { completeAccountClosure } from '../../services/account-closures/complete-account-closure';
import { listAccountClosures } from '../../services/account-closures/list-account-closures';
import { refuseAccountClosure } from '../../services/account-closures/refuse-account-closure';

const security = [{ bearer: [] }];

/** Investors' account closure requests in the back office: the list, completion and refusal. */
const adminClosureRoutes: FastifyPluginAsyncZod = async (app) => {
  const close = requireStaff(app, 'users.close');

  app.get(
    '/closures/',
    {
      onRequest: requireStaff(app, 'users.read'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Account closure requests, pending first (oldest first), 25 a page; by status or one user',
        ...listAccountClosuresContract,
      },
    },
    (request) => listAccountClosures(app, request.query),
  );

  app.post(
    '/closures/:id/complete/',
    {
      onRequest: close,
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Close the account (409 RESERVATION_IN_PROGRESS while one is); data kept until delete_after (AML retention), sessions end; audited and mailed',
        ...completeAccountClosureContract,
        body: documented(completeAccountClosureContract.body),
      },
    },
    async (request) => {
      const staff = authOf(request).user;
      return { closure: await completeAccountClosure(app, staff, request.params.id, requestMeta(request)) };
    },
  );

  app.post(
    '/closures/:id/refuse/',
    {
      onRequest: close,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Refuse a pending closure request with a reason the investor reads; the previous level is restored; audited',
        ...refuseAccountClosureContract,
      },
    },
    async (request) => ({
      closure: await refuseAccountClosure(app, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
    }),
  );
};

export default adminClosureRoutes;
