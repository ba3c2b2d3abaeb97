import { getOfferingContract } from '@ico/domain/contracts/offerings';
import { offeringSchema } from '@ico/domain/offering-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { sendJson } from '../../plugins/send-json';
import { toOfferings, withReservedCounters } from '../../services/offerings/offering-row';
import { offeringCacheKeys } from '../../services/offerings/public-answer-cache';
import { offeringOf } from '../../services/offerings/staff-offering';

/**
 * One offering: public, no sign-in (spec section 7). The answer comes from the process's public answer
 * cache (services/offerings/public-answer-cache.ts), already serialised: Fastify sends a JSON string as it is, and the
 * response schema stays for the documentation.
 */
const offeringRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const cache = app.publicCache;

  app.get(
    '/ico/:id/',
    {
      config: { shed: false },
      schema: { tags: ['icoportal'], summary: 'One offering', ...getOfferingContract },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = await cache.json(offeringCacheKeys.offering(id), offeringSchema, async () => {
        const loaded = await cache.value(offeringCacheKeys.offeringRow(id), async () =>
          toOfferings(db, [await offeringOf(db, id)], new Date()),
        );
        const [shaped] = await withReservedCounters(db, loaded);
        if (!shaped) throw new AppError('ICO_NOT_EXIST');
        return shaped;
      });
      return sendJson(reply, body);
    },
  );
};

export default offeringRoutes;
