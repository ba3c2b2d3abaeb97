/**
 * Screening against watch lists (issue 30, PRODUCT.md section 8): the lists, their entries and releases, the points
 * where an investor is screened, the hits and the cases two compliance officers decide. Names, statuses and fields are
 * written here once; the API, the back office and the tests import them.
 */

/** The lists an investor is screened against: UN Security Council, AMLO designated persons, PEPs, the operator's own. */
export const WATCH_LISTS = ['un', 'amlo', 'pep', 'internal'] as const;
export type WatchList = (typeof WATCH_LISTS)[number];
export const isWatchList = (value: unknown): value is WatchList => WATCH_LISTS.includes(value as WatchList);

/** Whom an entry names. */
export const ENTRY_KINDS = ['individual', 'entity'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/**
 * How sure the list is of a name: the entry's own name, a good-quality alias, or a low-quality one (the UN list's
 * "Low" aliases: transliterations and nicknames). A hit on a low-quality alias weighs less.
 */
export const NAME_QUALITIES = ['primary', 'good', 'low'] as const;
export type NameQuality = (typeof NAME_QUALITIES)[number];

/** The script a name is written in: Thai names are compared in Thai script, never romanised. */
export const NAME_SCRIPTS = ['latin', 'thai'] as const;
export type NameScript = (typeof NAME_SCRIPTS)[number];

export type WatchlistName = { text: string; script: NameScript; quality: NameQuality };

/** A birth date as the lists give it: a whole date, or only the year. */
export type ListedBirth = { date: string } | { year: number };

/** What an import of a list changed against the release before it. */
export const RELEASE_CHANGES = ['added', 'changed', 'removed'] as const;
export type ReleaseChange = (typeof RELEASE_CHANGES)[number];

/**
 * Where an investor stands with screening, kept on the account so a reservation in a launch burst reads a flag and
 * never searches: CLEAR, REVIEW (a potential match is open: no reservation, no money moves) or FROZEN (a true match
 * two officers confirmed: the account's assets are frozen without delay).
 */
export const SCREENING_STATES = ['CLEAR', 'REVIEW', 'FROZEN'] as const;
export type ScreeningState = (typeof SCREENING_STATES)[number];

/** The points where an investor is screened (issue 30, deliver 3). */
export const SCREENING_TRIGGERS = [
  'signUp',
  'detailInfo',
  'companyFile',
  'identityChange',
  'verificationApproval',
  'reservation',
  'paymentConfirmation',
  'refund',
  'listRelease',
  'manual',
] as const;
export type ScreeningTrigger = (typeof SCREENING_TRIGGERS)[number];

/** The facts of an investor and an entry that can agree; a hit stores which did. */
export const MATCH_FIELDS = ['thaiId', 'passport', 'nameThai', 'nameLatin', 'alias', 'birthDate', 'birthYear', 'nationality'] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];

/** A screening case: open (potential match), proposed (one officer's decision waits for a second), decided. */
export const CASE_STATUSES = ['OPEN', 'PROPOSED', 'FALSE_POSITIVE', 'TRUE_MATCH'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** The two decisions on a case: false positive (quiet for that investor and entry until either changes) or true match (freeze). */
export const CASE_DECISIONS = ['FALSE_POSITIVE', 'TRUE_MATCH'] as const;
export type CaseDecision = (typeof CASE_DECISIONS)[number];

export const isOpenCase = (status: CaseStatus): boolean => status === 'OPEN' || status === 'PROPOSED';

/** The screening state an account's cases leave it in: frozen by any true match, under review while one is open. */
export function screeningStateOf(cases: readonly { status: CaseStatus }[]): ScreeningState {
  if (cases.some((c) => c.status === 'TRUE_MATCH')) return 'FROZEN';
  if (cases.some((c) => isOpenCase(c.status))) return 'REVIEW';
  return 'CLEAR';
}

/** Whether money may move for an account in this state (reservation, confirmation, refund, delivery). */
export const moneyMayMove = (state: ScreeningState): boolean => state === 'CLEAR';
