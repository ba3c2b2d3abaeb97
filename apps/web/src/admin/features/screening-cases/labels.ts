import type { CaseDecision, CaseStatus, EntryKind, MatchField, ScreeningState, ScreeningTrigger, WatchList } from '@ico/domain/screening';
import type { TextKey } from '../../../i18n/text-key';

type Key = TextKey<'admin-screening-cases'>;

/** Catalogue keys written out, never built from a value. */
export const STATUS_KEY: Record<CaseStatus, Key> = {
  OPEN: 'status.OPEN',
  PROPOSED: 'status.PROPOSED',
  FALSE_POSITIVE: 'status.FALSE_POSITIVE',
  TRUE_MATCH: 'status.TRUE_MATCH',
};
export const STATUS_COLOR: Record<CaseStatus, string> = {
  OPEN: '#a14000',
  PROPOSED: 'blue.9',
  FALSE_POSITIVE: 'green.9',
  TRUE_MATCH: 'red.9',
};

export const LIST_KEY: Record<WatchList, Key> = { un: 'lists.un', amlo: 'lists.amlo', pep: 'lists.pep', internal: 'lists.internal' };

export const TRIGGER_KEY: Record<ScreeningTrigger, Key> = {
  signUp: 'triggers.signUp',
  detailInfo: 'triggers.detailInfo',
  companyFile: 'triggers.companyFile',
  identityChange: 'triggers.identityChange',
  verificationApproval: 'triggers.verificationApproval',
  reservation: 'triggers.reservation',
  paymentConfirmation: 'triggers.paymentConfirmation',
  refund: 'triggers.refund',
  listRelease: 'triggers.listRelease',
  manual: 'triggers.manual',
};

export const FIELD_KEY: Record<MatchField, Key> = {
  thaiId: 'fields.thaiId',
  passport: 'fields.passport',
  nameThai: 'fields.nameThai',
  nameLatin: 'fields.nameLatin',
  alias: 'fields.alias',
  birthDate: 'fields.birthDate',
  birthYear: 'fields.birthYear',
  nationality: 'fields.nationality',
};

export const STATE_KEY: Record<ScreeningState, Key> = { CLEAR: 'states.CLEAR', REVIEW: 'states.REVIEW', FROZEN: 'states.FROZEN' };
export const STATE_COLOR: Record<ScreeningState, string> = { CLEAR: 'green.9', REVIEW: '#a14000', FROZEN: 'red.9' };

export const DECISION_KEY: Record<CaseDecision, Key> = { FALSE_POSITIVE: 'decisions.FALSE_POSITIVE', TRUE_MATCH: 'decisions.TRUE_MATCH' };

const ACTION_KEYS = {
  'screening.propose': 'actions.propose',
  'screening.approve': 'actions.approve',
  'screening.reject': 'actions.reject',
  'screening.freeze': 'actions.freeze',
  'screening.report.download': 'actions.reportDownload',
  'screening.hit': 'actions.hit',
  'screening.caseOpened': 'actions.caseOpened',
} as const satisfies Record<string, Key>;

export const actionKey = (action: string): Key | null =>
  Object.hasOwn(ACTION_KEYS, action) ? ACTION_KEYS[action as keyof typeof ACTION_KEYS] : null;

export const KIND_KEY: Record<EntryKind, Key> = { individual: 'case.kinds.individual', entity: 'case.kinds.entity' };
