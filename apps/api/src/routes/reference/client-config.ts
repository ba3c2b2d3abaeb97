import { clientConfigContract } from '@ico/domain/contracts/client-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The operator's settings the web app reads (issue 19: WalletConnect only where the operator set it up). */
const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client-config/',
    { schema: { tags: ['reference'], summary: 'Public settings of this portal for the web app', ...clientConfigContract } },
    async (_request, reply) => {
      // Settings change only with a restart; a few minutes in a browser's cache spare a request per page.
      reply.header('cache-control', 'public, max-age=300');
      return { walletConnectProjectId: app.config.walletConnectProjectId ?? null };
    },
  );
};

export default clientConfigRoutes;
