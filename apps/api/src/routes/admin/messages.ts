import { countRecipientsContract, listCampaignsContract, sendCampaignContract } from '@ico/domain/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { countRecipients } from '../../services/messages/count-recipients';
import { listCampaigns } from '../../services/messages/list-campaigns';
import { sendCampaign } from '../../services/messages/send-campaign';

const security = [{ bearer: [] }];

/** Staff messages to one investor or a group (docs/api/communication.md); an investor's inbox as staff see it is in users.ts. */
const adminMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = requireStaff(app, 'messages.send');

  app.get(
    '/messages/',
    {
      onRequest: send,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Staff messages sent, newest first, with recipients and how many read them (25 a page)',
        ...listCampaignsContract,
      },
    },
    (request) => listCampaigns(app, request.query.page),
  );

  app.post(
    '/messages/preview/',
    {
      onRequest: send,
      schema: {
        tags: ['admin'],
        security,
        summary: 'How many investors a message to this audience would reach now',
        ...countRecipientsContract,
      },
    },
    async (request) => ({ recipients: await countRecipients(app, request.body.audience) }),
  );

  app.post(
    '/messages/',
    {
      onRequest: send,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Send a message to one investor or a group, each in their language, with a mail copy (audited)',
        ...sendCampaignContract,
      },
    },
    async (request, reply) => reply.status(201).send(await sendCampaign(app, authOf(request).user.id, request.body, requestMeta(request))),
  );
};

export default adminMessageRoutes;
