import {
  cancelEmailChangeContract,
  checkEmailChangeLinkContract,
  confirmEmailChangeContract,
  getEmailChangeContract,
  requestEmailChangeContract,
} from '@ico/domain/contracts/email-change';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, optionalUser, requestMeta, requireUser } from '../../plugins/auth';
import { cancelEmailChange } from '../../services/email-changes/cancel-email-change';
import { checkEmailChangeLink } from '../../services/email-changes/check-email-change-link';
import { confirmEmailChange } from '../../services/email-changes/confirm-email-change';
import { getEmailChange } from '../../services/email-changes/get-email-change';
import { requestEmailChange } from '../../services/email-changes/request-email-change';

const security = [{ bearer: [] }];

/**
 * Changing the e-mail address (issue 15): the owner asks with a step-up; the mailed links confirm it from the new
 * address or undo it from the old one, signed in or not (the link is the proof).
 */
const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.post(
    '/email_change/',
    {
      onRequest,
      schema: {
        tags: ['auth'],
        security,
        summary:
          'Ask to change the e-mail address (JSON: email, password, otp); 405 OTP_REQUIRED when two-factor is on and no otp was sent',
        ...requestEmailChangeContract,
      },
    },
    async (request, reply) => {
      await requestEmailChange(app, authOf(request), request.body, requestMeta(request));
      return reply.status(202).send({ message: 'EMAIL_CHANGE_SENT' });
    },
  );

  app.get(
    '/email_change/',
    {
      onRequest,
      schema: {
        tags: ['auth'],
        security,
        summary: 'The change waiting for the new address to confirm it, or null',
        ...getEmailChangeContract,
      },
    },
    async (request) => ({ change: await getEmailChange(app, authOf(request).user.id) }),
  );

  app.get(
    '/email_change/link/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a mailed e-mail change link before its page offers the button',
        ...checkEmailChangeLinkContract,
      },
    },
    (request) => checkEmailChangeLink(app, request.query.kind, request.query.code, requestMeta(request)),
  );

  app.post(
    '/email_change/confirm/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm the new e-mail address with the link mailed to it; ends every other session',
        ...confirmEmailChangeContract,
      },
    },
    async (request) => {
      await confirmEmailChange(app, request.body.code, await optionalUser(app, request), requestMeta(request));
      return { message: 'EMAIL_CHANGED' };
    },
  );

  app.post(
    '/email_change/cancel/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Undo an e-mail change with the link mailed to the old address (72 hours); ends every session',
        ...cancelEmailChangeContract,
      },
    },
    async (request) => {
      await cancelEmailChange(app, request.body.code, requestMeta(request));
      return { message: 'EMAIL_CHANGE_CANCELLED' };
    },
  );
};

export default emailChangeRoutes;
