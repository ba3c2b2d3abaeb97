import { listMonitoring, monitoringEntrySchema } from '@ico/domain/contracts/monitoring';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { monitoringEntry } from '../../db/schema';
import { routeOf } from '../../http/route-of';
import { sendJson } from '../../plugins/send-json';
import { publicFilesById, toPublicFile } from '../../services/files/public-files';
import { offeringOf } from '../../services/offerings/staff-offering';

const monitoringListSchema = z.array(monitoringEntrySchema);

/**
 * An offering's monitoring entries: public, no sign-in (spec section 7). The answer comes from the process's public answer
 * cache (services/offerings/public-answer-cache.ts), already serialised: Fastify sends a JSON string as it is, and the
 * response schema stays for the documentation.
 */
const monitoringDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const cache = app.publicCache;

  app.route({
    ...routeOf(app, listMonitoring),
    config: { shed: false },
    handler: async (request, reply) => {
      const { id } = request.params;
      const body = await cache.json(`monitoring:${id}`, monitoringListSchema, async () => {
        const row = await offeringOf(db, id);
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
  });
};

export default monitoringDataRoutes;
