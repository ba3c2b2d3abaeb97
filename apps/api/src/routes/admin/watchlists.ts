import {
  addInternalEntry as addInternalEntryEndpoint,
  changeInternalEntry as changeInternalEntryEndpoint,
  listInternalEntries as listInternalEntriesEndpoint,
  listWatchlists as listWatchlistsEndpoint,
  removeInternalEntry as removeInternalEntryEndpoint,
  uploadWatchlist,
} from '@ico/domain/contracts/watchlists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { addInternalEntry } from '../../services/watchlists/add-internal-entry';
import { changeInternalEntry } from '../../services/watchlists/change-internal-entry';
import { fileErrorAsAppError, importListFile } from '../../services/watchlists/import-list-file';
import { listInternalEntries, listWatchlists } from '../../services/watchlists/list-watchlists';
import { removeInternalEntry } from '../../services/watchlists/remove-internal-entry';
import { rescreenAfterImport } from '../../services/watchlists/rescreen-release';
import { readWatchlistUpload } from '../../uploads/read-watchlist-upload';

/** The watch lists (issue 30): releases, uploads (the command line's code path) and the internal list's editor. */
const adminWatchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = requireStaff(app, 'watchlists.manage');

  app.route({
    ...routeOf(app, listWatchlistsEndpoint, { bearer: true }),
    onRequest: manage,
    handler: () => listWatchlists(app),
  });

  const upload = routeOf(app, uploadWatchlist, { bearer: true });
  app.route({
    ...upload,
    // Multipart: the handler reads the file part as a stream and checks it itself.
    schema: { ...upload.schema, body: documented(uploadWatchlist.body) },
    onRequest: manage,
    handler: async (request, reply) => {
      const file = await readWatchlistUpload(request);
      const summary = await importListFile(app.database.db, {
        list: request.params.list,
        bytes: file.data,
        source: file.fileName,
        origin: { via: 'upload', actorId: authOf(request).user.id, ip: requestMeta(request).ip },
      }).catch((error: unknown) => {
        throw fileErrorAsAppError(error);
      });
      await rescreenAfterImport(app, summary);
      return reply.code(201).send(summary);
    },
  });

  app.route({
    ...routeOf(app, listInternalEntriesEndpoint, { bearer: true }),
    onRequest: manage,
    handler: (request) => listInternalEntries(app.database.db, request.query),
  });

  app.route({
    ...routeOf(app, addInternalEntryEndpoint, { bearer: true }),
    onRequest: manage,
    handler: async (request, reply) => {
      const answer = await addInternalEntry(app.database.db, authOf(request).user.id, request.body, requestMeta(request));
      await rescreenAfterImport(app, answer.release);
      return reply.code(201).send(answer);
    },
  });

  app.route({
    ...routeOf(app, changeInternalEntryEndpoint, { bearer: true }),
    onRequest: manage,
    handler: async (request) => {
      const answer = await changeInternalEntry(
        app.database.db,
        authOf(request).user.id,
        request.params.id,
        request.body,
        requestMeta(request),
      );
      await rescreenAfterImport(app, answer.release);
      return answer;
    },
  });

  app.route({
    ...routeOf(app, removeInternalEntryEndpoint, { bearer: true }),
    onRequest: manage,
    handler: (request) =>
      removeInternalEntry(app.database.db, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  });
};

export default adminWatchlistRoutes;
