import { listMonitoringContract } from '@ico/domain/contracts/monitoring';
import { getOfferingContract, getOfferingProgressContract, listOfferingsContract } from '@ico/domain/contracts/offerings';
import { monitoringEntrySchema, offeringProgressSchema, offeringSchema } from '@ico/domain/offering-api';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { monitoringEntry, offering } from '../../db/schema';
import { AppError } from '../../errors';
import { sendJson } from '../../plugins/send-json';
import { publicFilesById, toPublicFile } from '../../services/files/public-files';
import { getOfferingProgress } from '../../services/offerings/get-offering-progress';
import { findOffering, toOfferings, withReservedCounters } from '../../services/offerings/offering-row';
import { offeringCacheKeys } from '../../services/offerings/public-answer-cache';

const offeringListSchema = z.array(offeringSchema);
const monitoringListSchema = z.array(monitoringEntrySchema);

/**
 * Offerings, their progress and monitoring entries: public, no sign-in (spec section 7). The answers come from
 * the process's public answer cache (services/public-cache.ts), already serialised: Fastify sends a JSON string
 * as it is, and the response schemas below stay for the documentation.
 */
const offeringRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const cache = app.publicCache;

  const offeringOr404 = async (id: number) => {
    const row = await findOffering(db, id);
    if (!row) throw new AppError('ICO_NOT_EXIST');
    return row;
  };

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
          toOfferings(db, [await offeringOr404(id)], new Date()),
        );
        const [shaped] = await withReservedCounters(db, loaded);
        if (!shaped) throw new AppError('ICO_NOT_EXIST');
        return shaped;
      });
      return sendJson(reply, body);
    },
  );

  app.get(
    '/icoprogress/:id/',
    {
      config: { shed: false },
      schema: { tags: ['icoportal'], summary: 'Reserved and paid sums and the amount still available', ...getOfferingProgressContract },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = await cache.json(offeringCacheKeys.progress(id), offeringProgressSchema, async () => {
        const progress = await getOfferingProgress(db, id);
        if (!progress) throw new AppError('ICO_NOT_EXIST');
        return progress;
      });
      return sendJson(reply, body);
    },
  );

  app.get(
    '/monitoringdata/:id/',
    {
      config: { shed: false },
      schema: { tags: ['icoportal'], summary: "The offering's monitoring entries, newest first", ...listMonitoringContract },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = await cache.json(`monitoring:${id}`, monitoringListSchema, async () => {
        const row = await offeringOr404(id);
        const entries = await db
          .select()
          .from(monitoringEntry)
          .where(eq(monitoringEntry.offeringId, row.id))
          .orderBy(desc(monitoringEntry.createdAt), desc(monitoringEntry.id));
        const files = await publicFilesById(
          db,
          entries.flatMap((e) => [e.file1Id, e.file2Id, e.file3Id]),
        );
        const file = (id: string | null) => {
          const found = id ? files.get(id) : undefined;
          return found ? toPublicFile(found) : null;
        };
        return entries.map((e) => ({
          id: e.id,
          title: e.titleEN,
          contents: e.contentsEN,
          titleEN: e.titleEN,
          titleTH: e.titleTH,
          contentsEN: e.contentsEN,
          contentsTH: e.contentsTH,
          created_at: e.createdAt.toISOString(),
          file1: file(e.file1Id),
          file2: file(e.file2Id),
          file3: file(e.file3Id),
        }));
      });
      return sendJson(reply, body);
    },
  );
};

export default offeringRoutes;
