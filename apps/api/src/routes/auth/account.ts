import {
  changePasswordContract,
  getMeContract,
  listLoginHistoryContract,
  setLanguageContract,
  setOtpModeContract,
} from '@ico/domain/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireUser } from '../../plugins/auth';
import { sendJson } from '../../plugins/send-json';
import { changePassword } from '../../services/accounts/change-password';
import { loginHistoryOf } from '../../services/accounts/list-login-history';
import { setLanguage } from '../../services/accounts/set-language';
import { setOtpMode } from '../../services/accounts/set-otp-mode';
import { meJson } from '../../services/accounts/user-row';

const security = [{ bearer: [] }];

/** The signed-in user's own account: profile, sign-in history, password, two-factor, language. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireUser(app);

  app.get('/me/', { onRequest, schema: { tags: ['auth'], security, summary: 'The current user', ...getMeContract } }, (request, reply) => {
    sendJson(reply, meJson(authOf(request).user));
  });

  app.get(
    '/loginhistory/',
    {
      onRequest,
      schema: { tags: ['auth'], security, summary: 'Recent sign-ins, newest first', ...listLoginHistoryContract },
    },
    (request) => loginHistoryOf(app, authOf(request).user.id),
  );

  app.post(
    '/change_password/',
    {
      onRequest,
      schema: {
        tags: ['auth'],
        security,
        summary: 'Change password (JSON); 405 OTP_REQUIRED when two-factor is on and no otp was sent',
        ...changePasswordContract,
      },
    },
    async (request) => {
      await changePassword(app, authOf(request), request.body, requestMeta(request));
      return { message: 'PASSWORD_CHANGED' };
    },
  );

  app.post(
    '/setotpmode/',
    {
      onRequest,
      schema: {
        tags: ['auth'],
        security,
        summary: 'Two-factor on/off (form: mfa_enabled, password, otp); turning on answers the recovery codes once',
        ...setOtpModeContract,
      },
    },
    (request) => setOtpMode(app, authOf(request), request.body, requestMeta(request)),
  );

  app.post(
    '/language/',
    {
      onRequest,
      schema: { tags: ['auth'], security, summary: 'The language of mails to this user', ...setLanguageContract },
    },
    async (request, reply) => {
      await setLanguage(app, authOf(request).user.id, request.body.language);
      return reply.status(204).send();
    },
  );
};

export default accountRoutes;
