import { z } from 'zod';
import { pageQuerySchema, paginated } from '../account';
import { requiredString } from '../fields';
import { ENTRY_KINDS, WATCH_LISTS } from '../screening';
import { INTERNAL_NAME_MAX, INTERNAL_REASON_MAX, INTERNAL_REFERENCE_MAX, WATCHLIST_UPLOAD_MAX_BYTES } from '../watchlists';
import { endpoint } from './endpoint';
import { idParamsSchema } from './path-ids';

/** The multipart field of a list file. */
export const WATCHLIST_FILE_FIELD = 'file';

const person = z.object({ id: z.number().int(), username: z.string() }).nullable();

/** What an import or an internal edit did: the release and its delta against the list's previous release. */
export const importSummarySchema = z.object({
  list: z.enum(WATCH_LISTS),
  releaseId: z.number().int(),
  /** The same bytes as the list's newest release: no release was made (`releaseId` is that newest one). */
  unchanged: z.boolean(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  /** Entries listed after the release. */
  total: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

const optionalText = (max: number) =>
  z
    .string({ error: 'INVALID_OPTION' })
    .trim()
    .max(max, { error: 'TEXT_TOO_LONG' })
    .optional()
    .transform((v) => v || undefined);

const textList = (max: number) =>
  z
    .array(z.string({ error: 'INVALID_OPTION' }).trim().min(1, { error: 'REQUIRED' }).max(max, { error: 'TEXT_TOO_LONG' }), {
      error: 'INVALID_OPTION',
    })
    .max(20, { error: 'INVALID_OPTION' })
    .default([]);

/**
 * An entry of the internal list as compliance staff write it: at least one name (Thai or English), the identifiers
 * they hold, and the reason of the edit (every edit is a release, audited). Dates are yyyy-mm-dd.
 */
export const internalEntrySchema = z
  .object({
    reference: requiredString('REQUIRED')
      .max(INTERNAL_REFERENCE_MAX, { error: 'TEXT_TOO_LONG' })
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, { error: 'INVALID_OPTION' }),
    kind: z.enum(ENTRY_KINDS, { error: 'SELECT_REQUIRED' }),
    nameTh: optionalText(INTERNAL_NAME_MAX),
    nameEn: optionalText(INTERNAL_NAME_MAX),
    aliases: textList(INTERNAL_NAME_MAX),
    thaiId: optionalText(20).refine((v) => v === undefined || /^\d{13}$/.test(v.replace(/[\s-]/g, '')), { error: 'THAI_ID_13' }),
    passports: textList(40),
    nationalities: z
      .array(z.string({ error: 'INVALID_OPTION' }).regex(/^[A-Z]{2}$/, { error: 'INVALID_OPTION' }), { error: 'INVALID_OPTION' })
      .max(10, { error: 'INVALID_OPTION' })
      .default([]),
    birthDate: z
      .string({ error: 'INVALID_OPTION' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'BIRTHDATE_FORMAT' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    note: optionalText(INTERNAL_REASON_MAX),
    reason: requiredString('REASON_REQUIRED').max(INTERNAL_REASON_MAX, { error: 'TEXT_TOO_LONG' }),
  })
  .superRefine((value, ctx) => {
    if (!value.nameTh && !value.nameEn) ctx.addIssue({ code: 'custom', path: ['nameEn'], message: 'REQUIRED' });
  });
export type InternalEntryInput = z.input<typeof internalEntrySchema>;
export type InternalEntry = z.infer<typeof internalEntrySchema>;

/** The removal of an internal entry: only the reason. */
export const removalReasonSchema = z.object({
  reason: requiredString('REASON_REQUIRED').max(INTERNAL_REASON_MAX, { error: 'TEXT_TOO_LONG' }),
});
export type RemovalReason = z.infer<typeof removalReasonSchema>;

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

export const listWatchlists = endpoint({
  method: 'GET',
  path: '/admin/watchlists/',
  summary: "Each watch list's newest releases, its URL and last scheduled refresh",
  response: { 200: watchlistsAnswerSchema },
});

/** Multipart: the list file. */
export const uploadWatchlist = endpoint({
  method: 'POST',
  path: '/admin/watchlists/:list/releases/',
  summary: 'Import a list file as a new release (multipart: file); a file with a fault is refused whole; audited',
  params: watchlistParamsSchema,
  body: watchlistUploadFormSchema,
  encoding: 'multipart',
  response: { 201: importSummarySchema },
  errors: ['VALIDATION_FAILED', 'FILE_REQUIRED', 'FILE_TOO_LARGE', 'WATCHLIST_FILE_INVALID'],
});

export const listInternalEntries = endpoint({
  method: 'GET',
  path: '/admin/watchlists/internal/entries/',
  summary: "The internal list's entries listed now",
  querystring: internalEntriesQuerySchema,
  response: { 200: paginated(internalEntryViewSchema) },
  errors: ['VALIDATION_FAILED'],
});

export const addInternalEntry = endpoint({
  method: 'POST',
  path: '/admin/watchlists/internal/entries/',
  summary: 'List an entry on the internal list (a release, with the reason); audited',
  body: internalEntrySchema,
  response: { 201: internalEditAnswerSchema },
  errors: ['VALIDATION_FAILED', 'WATCHLIST_ENTRY_EXISTS'],
});

export const changeInternalEntry = endpoint({
  method: 'PUT',
  path: '/admin/watchlists/internal/entries/:id/',
  summary: 'Change an internal entry (a release, with the reason); audited',
  params: entryParams,
  body: internalEntrySchema,
  response: { 200: internalEditAnswerSchema },
  errors: ['VALIDATION_FAILED', 'WATCHLIST_ENTRY_NOT_EXIST'],
});

export const removeInternalEntry = endpoint({
  method: 'POST',
  path: '/admin/watchlists/internal/entries/:id/removal/',
  summary: 'Remove an internal entry (a release, with the reason); audited',
  params: entryParams,
  body: removalReasonSchema,
  response: { 200: internalEditAnswerSchema },
  errors: ['VALIDATION_FAILED', 'WATCHLIST_ENTRY_NOT_EXIST'],
});
