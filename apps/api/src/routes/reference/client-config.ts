import { getClientConfig } from '@ico/domain/contracts/client-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';

/** The operator's settings the web app reads (issue 19: WalletConnect only where the operator set it up). */
const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, getClientConfig),
    handler: async (_request, reply) => {
      // Settings change only with a restart; a few minutes in a browser's cache spare a request per page.
      reply.header('cache-control', 'public, max-age=300');
      return { walletConnectProjectId: app.config.walletConnectProjectId ?? null };
    },
  });
};

export default clientConfigRoutes;
