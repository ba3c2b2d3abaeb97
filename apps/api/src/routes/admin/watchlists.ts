import {
  addInternalEntryContract,
  changeInternalEntryContract,
  listInternalEntriesContract,
  listWatchlistsContract,
  removeInternalEntryContract,
  uploadWatchlistContract,
} from '@ico/domain/contracts/watchlists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requestMeta, requireStaff } from '../../plugins/auth';
import { documented } from '../../plugins/documented-inputs';
import { addInternalEntry } from '../../services/watchlists/add-internal-entry';
import { changeInternalEntry } from '../../services/watchlists/change-internal-entry';
import { fileErrorAsAppError, importListFile } from '../../services/watchlists/import-list-file';
import { listInternalEntries, listWatchlists } from '../../services/watchlists/list-watchlists';
import { removeInternalEntry } from '../../services/watchlists/remove-internal-entry';
import { rescreenAfterImport } from '../../services/watchlists/rescreen-release';
import { readWatchlistUpload } from '../../uploads/read-watchlist-upload';

const security = [{ bearer: [] }];

/** The watch lists (issue 30): releases, uploads (the command line's code path) and the internal list's editor. */
const adminWatchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = requireStaff(app, 'watchlists.manage');

  app.get(
    '/watchlists/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: "Each watch list's newest releases, its URL and last scheduled refresh",
        ...listWatchlistsContract,
      },
    },
    () => listWatchlists(app),
  );

  app.post(
    '/watchlists/:list/releases/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Import a list file as a new release (multipart: file); a file with a fault is refused whole; audited',
        consumes: ['multipart/form-data'],
        ...uploadWatchlistContract,
        body: documented(uploadWatchlistContract.body),
      },
    },
    async (request, reply) => {
      const upload = await readWatchlistUpload(request);
      const summary = await importListFile(app.database.db, {
        list: request.params.list,
        bytes: upload.data,
        source: upload.fileName,
        origin: { via: 'upload', actorId: authOf(request).user.id, ip: requestMeta(request).ip },
      }).catch((error: unknown) => {
        throw fileErrorAsAppError(error);
      });
      await rescreenAfterImport(app, summary);
      return reply.code(201).send(summary);
    },
  );

  app.get(
    '/watchlists/internal/entries/',
    {
      onRequest: manage,
      schema: { tags: ['admin'], security, summary: "The internal list's entries listed now", ...listInternalEntriesContract },
    },
    (request) => listInternalEntries(app.database.db, request.query),
  );

  app.post(
    '/watchlists/internal/entries/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: 'List an entry on the internal list (a release, with the reason); audited',
        ...addInternalEntryContract,
      },
    },
    async (request, reply) => {
      const answer = await addInternalEntry(app.database.db, authOf(request).user.id, request.body, requestMeta(request));
      await rescreenAfterImport(app, answer.release);
      return reply.code(201).send(answer);
    },
  );

  app.put(
    '/watchlists/internal/entries/:id/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Change an internal entry (a release, with the reason); audited',
        ...changeInternalEntryContract,
      },
    },
    async (request) => {
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
  );

  app.post(
    '/watchlists/internal/entries/:id/removal/',
    {
      onRequest: manage,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Remove an internal entry (a release, with the reason); audited',
        ...removeInternalEntryContract,
      },
    },
    (request) => removeInternalEntry(app.database.db, authOf(request).user.id, request.params.id, request.body, requestMeta(request)),
  );
};

export default adminWatchlistRoutes;
