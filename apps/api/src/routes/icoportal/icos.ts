import { listOfferingsContract } from '@ico/domain/contracts/offerings';
import { offeringSchema } from '@ico/domain/offering-api';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offering } from '../../db/schema';
import { sendJson } from '../../plugins/send-json';
import { toOfferings, withReservedCounters } from '../../services/offerings/offering-row';
import { offeringCacheKeys } from '../../services/offerings/public-answer-cache';

const offeringListSchema = z.array(offeringSchema);

/**
 * Every offering: public, no sign-in (spec section 7). The answer comes from the process's public answer
 * cache (services/offerings/public-answer-cache.ts), already serialised: Fastify sends a JSON string as it is, and the
 * response schema stays for the documentation.
 */
const offeringListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const cache = app.publicCache;

  app.get(
    '/icos/',
    {
      config: { shed: false },
      schema: { tags: ['icoportal'], summary: 'Every offering, newest start first', ...listOfferingsContract },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        await cache.json(offeringCacheKeys.list, offeringListSchema, async () =>
          withReservedCounters(
            db,
            await cache.value(offeringCacheKeys.listRows, async () =>
              toOfferings(db, await db.select().from(offering).orderBy(desc(offering.startAt), desc(offering.id)), new Date()),
            ),
          ),
        ),
      ),
  );
};

export default offeringListRoutes;
