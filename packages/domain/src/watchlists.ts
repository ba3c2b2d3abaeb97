import countries from 'i18n-iso-countries';
import { isCountryCode } from './countries';
import { WATCH_LISTS } from './screening';

/**
 * Watch lists as versioned data (issue 30, deliver 1; docs/watchlists.md): the file layouts the import reads, why a
 * file is refused, and the limits of the internal list's entries (their schema is in contracts/watchlists.ts). The
 * parsers are in the API (services/watchlists); what both sides name is written here once.
 */

/** The largest list file read from a file, an upload or a URL (the UN list is about 2 MB; 100,000 synthetic UN entries are about 70 MB). */
export const WATCHLIST_MAX_BYTES = 128 * 1024 * 1024;

/** The largest list file the back office takes as an upload (held in memory while it is read). */
export const WATCHLIST_UPLOAD_MAX_BYTES = 32 * 1024 * 1024;

/** How long a URL may take to answer whole. */
export const WATCHLIST_FETCH_TIMEOUT_MS = 60_000;

/** Lists that are imported from a file or a URL; the internal list is also edited entry by entry. */
export const IMPORTED_LISTS = WATCH_LISTS;

/**
 * The AMLO designated-persons CSV (our layout, docs/watchlists.md): a title row with these names, in any order; the
 * internal list's file has the same layout. Several aliases, passports or nationalities are separated by `;`.
 */
export const AMLO_COLUMNS = [
  'reference',
  'kind',
  'name_th',
  'name_en',
  'aliases',
  'thai_id',
  'passports',
  'nationality',
  'birth_date',
  'listed_on',
] as const;
export type AmloColumn = (typeof AMLO_COLUMNS)[number];
export const AMLO_REQUIRED_COLUMNS = ['reference', 'kind', 'name_th', 'name_en'] as const satisfies readonly AmloColumn[];

/** The PEP CSV (our layout): a PEP's row has a position and a country; a relative's or associate's row links to a PEP. */
export const PEP_COLUMNS = [
  'record_id',
  'name_th',
  'name_en',
  'aliases',
  'position',
  'country',
  'office_start',
  'office_end',
  'related_to',
  'relation',
  'birth_date',
  'thai_id',
] as const;
export type PepColumn = (typeof PEP_COLUMNS)[number];
export const PEP_REQUIRED_COLUMNS = ['record_id', 'name_th', 'name_en', 'position', 'country', 'related_to', 'relation'] as const;

/** How a relative or close associate is linked to the PEP their row names in `related_to`. */
export const PEP_RELATIONS = ['spouse', 'child', 'parent', 'sibling', 'relative', 'business_associate', 'close_associate'] as const;
export type PepRelation = (typeof PEP_RELATIONS)[number];

/**
 * A country as the lists write it (an ISO 3166 alpha-2 code, or an English name such as "Democratic People's Republic
 * of Korea") -> its alpha-2 code; a name the catalogue does not know stays as the list's words, upper case.
 */
export function countryCodeOf(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (/^[A-Za-z]{2}$/.test(trimmed) && isCountryCode(trimmed.toUpperCase())) return trimmed.toUpperCase();
  return countries.getAlpha2Code(trimmed, 'en') ?? trimmed.toUpperCase();
}

/** The separator of several values in one CSV cell (aliases, passports, nationalities). */
export const CELL_SEPARATOR = ';';

/** Why a list file is refused whole; `at` names the line or element, `field` the column or element concerned. */
export const WATCHLIST_PROBLEMS = [
  'encoding',
  'notXml',
  'notUnList',
  'notCsv',
  'missingColumn',
  'missingValue',
  'badValue',
  'badDate',
  'badKind',
  'badRelation',
  'unknownRelated',
  'duplicateReference',
  'noEntries',
  'tooLarge',
] as const;
export type WatchlistProblemCode = (typeof WATCHLIST_PROBLEMS)[number];
export type WatchlistProblem = { code: WatchlistProblemCode; at: string; field?: string };

/** The operator's reading of a problem (the command line and the log; the back office translates the code). */
export function describeProblem(problem: WatchlistProblem): string {
  const field = problem.field ? ` ${problem.field}` : '';
  const what: Record<WatchlistProblemCode, string> = {
    encoding: 'the bytes are neither UTF-8 nor TIS-620',
    notXml: `the XML is not well formed${problem.field ? ` (${problem.field})` : ''}`,
    notUnList: 'this is not the UN consolidated list (no CONSOLIDATED_LIST root)',
    notCsv: 'this is not a CSV file with a title row',
    missingColumn: `the column${field} is missing from the title row`,
    missingValue: `${problem.field ?? 'a value'} is empty but required`,
    badValue: `${problem.field ?? 'a value'} is not valid`,
    badDate: `${problem.field ?? 'a date'} is not a date (dd/mm/yyyy, Gregorian or Buddhist era, or yyyy-mm-dd)`,
    badKind: 'the kind must be individual or entity',
    badRelation: `the relation must be one of ${PEP_RELATIONS.join(', ')} when related_to is given`,
    unknownRelated: 'related_to names a record id that is not in the file',
    duplicateReference: 'this reference is listed twice in the file',
    noEntries: 'the file lists no entry',
    tooLarge: `the file is larger than ${WATCHLIST_MAX_BYTES / 1024 / 1024} MB`,
  };
  return `${problem.at}: ${what[problem.code]}`;
}

export const INTERNAL_REFERENCE_MAX = 40;
export const INTERNAL_NAME_MAX = 200;
export const INTERNAL_REASON_MAX = 500;
