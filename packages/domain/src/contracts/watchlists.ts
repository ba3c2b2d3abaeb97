import { z } from 'zod';
import { pageQuerySchema, paginated } from '../account';
import { ENTRY_KINDS, WATCH_LISTS } from '../screening';
import { importSummarySchema, internalEntrySchema, removalReasonSchema, WATCHLIST_UPLOAD_MAX_BYTES } from '../watchlists';
import { idParamsSchema } from './path-ids';

/** The multipart field of a list file. */
export const WATCHLIST_FILE_FIELD = 'file';

const person = z.object({ id: z.number().int(), username: z.string() }).nullable();

/** One release of a list: when, from where, what it changed, how many entries it left listed. */
export const watchlistReleaseSchema = z.object({
  id: z.number().int(),
  list: z.enum(WATCH_LISTS),
  source: z.string(),
  sha256: z.string(),
  /** The list's own date when it names one (the UN list's dateGenerated). */
  publishedAt: z.string().nullable(),
  importedAt: z.string(),
  /** The staff member of an upload or edit; null for the command line and the scheduled refresh. */
  importedBy: person,
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  total: z.number().int(),
  /** The reason of an internal-list edit. */
  note: z.string().nullable(),
});
export type WatchlistRelease = z.infer<typeof watchlistReleaseSchema>;

/** The newest scheduled fetch of a list's URL. */
export const watchlistRefreshSchema = z.object({
  checkedAt: z.string(),
  outcome: z.enum(['imported', 'unchanged', 'failed']),
  message: z.string().nullable(),
  releaseId: z.number().int().nullable(),
});
export type WatchlistRefresh = z.infer<typeof watchlistRefreshSchema>;

/** A list as the back office shows it: its entries listed now, its newest releases, its URL and last refresh. */
export const watchlistOverviewSchema = z.object({
  list: z.enum(WATCH_LISTS),
  total: z.number().int(),
  /** The URL the scheduled refresh fetches (configuration); null when the list is imported by hand only. */
  url: z.string().nullable(),
  lastRefresh: watchlistRefreshSchema.nullable(),
  releases: z.array(watchlistReleaseSchema),
});
export type WatchlistOverview = z.infer<typeof watchlistOverviewSchema>;

export const watchlistsAnswerSchema = z.object({
  lists: z.array(watchlistOverviewSchema),
  /** Hours between two scheduled refreshes. */
  refreshHours: z.number().int(),
});
export type WatchlistsAnswer = z.infer<typeof watchlistsAnswerSchema>;

/** The list named in the path. */
export const watchlistParamsSchema = z.object({ list: z.enum(WATCH_LISTS, { error: 'INVALID_PARAMETER' }) });

/** The multipart body as /api/docs shows it (the handler reads the part and checks it itself). */
export const watchlistUploadFormSchema = z.object({
  [WATCHLIST_FILE_FIELD]: z.string().meta({
    format: 'binary',
    description: `The list file: the UN list's XML, or the AMLO, PEP or internal CSV (UTF-8 or TIS-620), at most ${WATCHLIST_UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
  }),
});

/** An entry of the internal list as the editor shows it. */
export const internalEntryViewSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(ENTRY_KINDS),
  nameTh: z.string().nullable(),
  nameEn: z.string().nullable(),
  aliases: z.array(z.string()),
  thaiId: z.string().nullable(),
  passports: z.array(z.string()),
  nationalities: z.array(z.string()),
  birthDate: z.string().nullable(),
  note: z.string().nullable(),
});
export type InternalEntryView = z.infer<typeof internalEntryViewSchema>;

/** GET /admin/watchlists/internal/entries/: listed entries, searched by reference or name. */
export const internalEntriesQuerySchema = pageQuerySchema.extend({
  q: z.string({ error: 'INVALID_PARAMETER' }).trim().max(100, { error: 'INVALID_PARAMETER' }).optional(),
});

/** The answer of an internal edit: the release it made and the entry as it is now (null after a removal). */
export const internalEditAnswerSchema = z.object({ release: importSummarySchema, entry: internalEntryViewSchema.nullable() });
export type InternalEditAnswer = z.infer<typeof internalEditAnswerSchema>;

const entryParams = idParamsSchema('WATCHLIST_ENTRY_NOT_EXIST', 20);

/** GET /api/admin/watchlists/ */
export const listWatchlistsContract = { response: { 200: watchlistsAnswerSchema } };
/** POST /api/admin/watchlists/:list/releases/ */
export const uploadWatchlistContract = {
  params: watchlistParamsSchema,
  body: watchlistUploadFormSchema,
  response: { 201: importSummarySchema },
};
/** GET /api/admin/watchlists/internal/entries/ */
export const listInternalEntriesContract = {
  querystring: internalEntriesQuerySchema,
  response: { 200: paginated(internalEntryViewSchema) },
};
/** POST /api/admin/watchlists/internal/entries/ */
export const addInternalEntryContract = { body: internalEntrySchema, response: { 201: internalEditAnswerSchema } };
/** PUT /api/admin/watchlists/internal/entries/:id/ */
export const changeInternalEntryContract = { params: entryParams, body: internalEntrySchema, response: { 200: internalEditAnswerSchema } };
/** POST /api/admin/watchlists/internal/entries/:id/removal/ */
export const removeInternalEntryContract = { params: entryParams, body: removalReasonSchema, response: { 200: internalEditAnswerSchema } };
