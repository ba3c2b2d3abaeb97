import { verifyReceipt as verifyReceiptEndpoint } from '@ico/domain/contracts/receipts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../http/route-of';
import { requestMeta } from '../plugins/auth';
import { verifyReceipt } from '../services/receipts/verify-receipt';

/** Anyone holding a printed receipt can check it: public, rate limited, the investor's name masked. */
const receiptVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, verifyReceiptEndpoint),
    handler: async (request, reply) => {
      const answer = await verifyReceipt(app, request.params.reference, requestMeta(request));
      return reply.header('cache-control', 'no-store').send(answer);
    },
  });
};

export default receiptVerificationRoutes;
