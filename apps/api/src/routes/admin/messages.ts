import {
  countRecipients as countRecipientsEndpoint,
  listCampaigns as listCampaignsEndpoint,
  sendCampaign as sendCampaignEndpoint,
} from '@ico/domain/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { countRecipients } from '../../services/messages/count-recipients';
import { listCampaigns } from '../../services/messages/list-campaigns';
import { sendCampaign } from '../../services/messages/send-campaign';

/** Staff messages to one investor or a group (docs/api/communication.md); an investor's inbox as staff see it is in users.ts. */
const adminMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = requireStaff(app, 'messages.send');

  app.route({
    ...routeOf(app, listCampaignsEndpoint, { bearer: true }),
    onRequest: send,
    handler: (request) => listCampaigns(app, request.query.page),
  });

  app.route({
    ...routeOf(app, countRecipientsEndpoint, { bearer: true }),
    onRequest: send,
    handler: async (request) => ({ recipients: await countRecipients(app, request.body.audience) }),
  });

  app.route({
    ...routeOf(app, sendCampaignEndpoint, { bearer: true }),
    onRequest: send,
    handler: async (request, reply) =>
      reply.status(201).send(await sendCampaign(app, authOf(request).user.id, request.body, requestMeta(request))),
  });
};

export default adminMessageRoutes;
