import type { WatchList } from '@ico/domain/screening';
import type { WatchlistProblemCode } from '@ico/domain/watchlists';
import type { TextKey } from '../../../i18n/text-key';

type Key = TextKey<'admin-watchlists'>;

export const LIST_NAME_KEY: Record<WatchList, Key> = {
  un: 'lists.un.name',
  amlo: 'lists.amlo.name',
  pep: 'lists.pep.name',
  internal: 'lists.internal.name',
};

export const LIST_FORMAT_KEY: Record<WatchList, Key> = {
  un: 'lists.un.format',
  amlo: 'lists.amlo.format',
  pep: 'lists.pep.format',
  internal: 'lists.internal.format',
};

/** Why a file was refused, by the problem code the API names in `detail.problem`. */
export const PROBLEM_KEY: Record<WatchlistProblemCode, Key> = {
  encoding: 'problems.encoding',
  notXml: 'problems.notXml',
  notUnList: 'problems.notUnList',
  notCsv: 'problems.notCsv',
  missingColumn: 'problems.missingColumn',
  missingValue: 'problems.missingValue',
  badValue: 'problems.badValue',
  badDate: 'problems.badDate',
  badKind: 'problems.badKind',
  badRelation: 'problems.badRelation',
  unknownRelated: 'problems.unknownRelated',
  duplicateReference: 'problems.duplicateReference',
  noEntries: 'problems.noEntries',
  tooLarge: 'problems.tooLarge',
};

export const REFRESH_OUTCOME_KEY = {
  imported: 'refresh.imported',
  unchanged: 'refresh.unchanged',
  failed: 'refresh.failed',
} as const satisfies Record<'imported' | 'unchanged' | 'failed', Key>;

export const KIND_KEY = { individual: 'kind.individual', entity: 'kind.entity' } as const satisfies Record<'individual' | 'entity', Key>;
